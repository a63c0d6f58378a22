/**
 * How long the public pages keep the photos they ask the server for, and how often they retry (docs/product.md §7,
 * §9). A module of its own, without the query library, so the islands of a static page can read it (docs/decisions/083).
 */

/** docs/product.md §7: the public tours pages cache the custom images 5 minutes, with no retry. */
export const PUBLIC_TOUR_IMAGES_STALE_MS = 5 * 60 * 1000;
export const PUBLIC_TOUR_IMAGES_RETRIES = 0;

/** docs/product.md §7, §9: the home images are cached 1 hour (stale after 60 minutes) and retried once. */
export const HOME_IMAGES_STALE_MS = 60 * 60 * 1000;
export const HOME_IMAGES_RETRIES = 1;
