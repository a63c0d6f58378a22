import { affiliateIdsOf } from '../../domain/affiliate/affiliate-ids.js';
import { siteConfig as uiSiteConfig } from '../../ui/content/site-config.js';
import { ADMIN_TOURS, HOME_VIEW, SEED, SITE_PAGES, SITE_SHELL } from './catalogue.js';

/**
 * The product's own content and constants that scenarios name (its pages, tours, hotels, the site's settings, the
 * card grid's image sizes): the one door through which step definitions reach the UI's content, so no step imports
 * ui/ (issue 22 point 2). Nothing is copied here: every name is the UI's own value, or the seed's records through the
 * product's view functions (./catalogue.ts).
 */
export { ALL_TOURS, COFFEE, FOOTER_LEGAL, GIFT_STORE, HOME, PICTURE_OF_THE_DAY, REAL_ESTATE, TRAVEL_ESSENTIALS } from '../../ui/content/site-map.js';
export { ARENAL_PAGE, HOTELS } from './catalogue.js';
export { PRIVACY_SIGNAL_SENTENCE } from '../../ui/content/consent.js';
export { TOUR_CARD_IMAGE_SIZES } from '../../ui/styles/tour-card-grid.js';
export { illustrationUrl } from '../../ui/content/illustrations.js';
export { ADMIN_TOURS };

/** The destination pages (the footer's Destinations) and the activity pages (the Tours menu), in their order. */
export const DESTINATIONS = SITE_SHELL.destinationPages;
export const ACTIVITIES = SITE_SHELL.activityPages;

/** The home page's tours, and as its curated-image call sends them. */
export const HOME_TOURS = HOME_VIEW.tours;
export const HOME_MARKETPLACE_TOURS = HOME_VIEW.marketplaceTours;

/** Every page of the site, in the build's order. */
export const PAGES = SITE_PAGES;

/** Where an admin tour's photo shows on the public site (issue 19), as its card says. */
export const publicPlacesOfAdminTour = (adminTourId: number) => ADMIN_TOURS.find((tour) => tour.id === adminTourId)?.places ?? [];

/** The UI's names and build settings, with the partner ids and support address of the seed's settings record, which the pages carry. */
export const siteConfig = { ...uiSiteConfig, ...affiliateIdsOf(SEED.settings), supportEmail: SEED.settings.support.email, siteName: SEED.settings.siteName };
