/**
 * The product's own content and constants that scenarios name (its pages, tours, hotels, the site's settings, the
 * card grid's image sizes): the one door through which step definitions reach the UI's content, so no step imports
 * ui/ (issue 22 point 2). Nothing is copied here: every name is the UI's own value, re-exported.
 */
export { ACTIVITIES, ALL_TOURS, COFFEE, DESTINATIONS, FOOTER_LEGAL, GIFT_STORE, HOME, PICTURE_OF_THE_DAY, REAL_ESTATE, TRAVEL_ESSENTIALS } from '../../ui/content/site-map.js';
export { ADMIN_TOURS } from '../../ui/content/admin-tours.js';
export { ARENAL_PAGE } from '../../ui/content/tour-pages/arenal-page.js';
export { HOME_MARKETPLACE_TOURS, HOME_TOURS } from '../../ui/content/home.js';
export { HOTELS } from '../../ui/content/hotels.js';
export { PRIVACY_SIGNAL_SENTENCE } from '../../ui/content/consent.js';
export { TOUR_CARD_IMAGE_SIZES } from '../../ui/styles/tour-card-grid.js';
export { illustrationUrl } from '../../ui/content/illustrations.js';
export { publicPlacesOfAdminTour } from '../../ui/content/catalogue/catalogue.js';
export { siteConfig } from '../../ui/content/site-config.js';
