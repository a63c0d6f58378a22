import { affiliateIdsOf } from '../../domain/affiliate/affiliate-ids.js';
import { CLICK_PARTNER_NAMES } from '../../domain/clicks/click-partners.js';
import { DEFAULT_CONSENT_LIFETIME } from '../../domain/consent/consent-lifetime.js';
import { DEFAULT_MAIN_DOMAIN } from '../../domain/domain-descriptions/domain-descriptions.js';
import { ADMIN_TOURS, HOME_VIEW, SEED, SITE_PAGES, SITE_SHELL } from './catalogue.js';

/**
 * The product's places, words and settings that scenarios name (its pages, tours, hotels, the site's settings, the
 * card grid's image sizes), read from their one home in domain/ or from the seed's records through the product's view
 * functions (./catalogue.ts): nothing is copied here, and no step, support file or e2e spec imports ui/ (issue 41
 * point 3, .dependency-cruiser.cjs "features-not-ui").
 */
export { ALL_TOURS, COFFEE, FOOTER_LEGAL, GIFT_STORE, HOME, PICTURE_OF_THE_DAY, REAL_ESTATE, TRAVEL_ESSENTIALS } from '../../domain/navigation/site-places.js';
export { ARENAL_PAGE, HOTELS } from './catalogue.js';
export { PRIVACY_SIGNAL_SENTENCE } from '../../domain/consent/privacy-signal.js';
export { TOUR_CARD_IMAGE_SIZES } from '../../domain/images/tour-card-grid.js';
export { illustrationUrl } from '../../domain/images/illustration-kinds.js';
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

/**
 * The site's names and settings as a default build carries them (ui/content/site-config.ts reads the same homes): the
 * main domain and consent lifetimes by default, the partners' names, and the seed's settings record (its name, partner
 * ids and support address).
 */
export const siteConfig = {
  siteName: SEED.settings.siteName,
  mainDomain: DEFAULT_MAIN_DOMAIN,
  marketplaceName: CLICK_PARTNER_NAMES.marketplace,
  reviewSiteName: CLICK_PARTNER_NAMES['review-site'],
  retailerName: CLICK_PARTNER_NAMES.retail,
  consentLifetime: DEFAULT_CONSENT_LIFETIME,
  ...affiliateIdsOf(SEED.settings),
  supportEmail: SEED.settings.support.email,
};
