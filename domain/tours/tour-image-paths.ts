/**
 * The addresses of the tour image calls (docs/product.md §7, docs/architecture.md §3), in one place: the
 * server's routes (server/tours/tour-images.controller.ts), the browser's HTTP adapters and the
 * scenarios all build them here.
 */

/** GET: the custom tour images. */
export const TOUR_IMAGES_PATH = '/api/tours/images';

/** The route parameter that names the admin tour in TOUR_IMAGE_ROUTE. */
export const TOUR_ID_PARAM = 'tourId';

/** PUT: one admin tour's image, as a route pattern with its `:tourId` parameter. */
export const TOUR_IMAGE_ROUTE = `/api/tours/:${TOUR_ID_PARAM}/image`;

/** The address of one tour's image: TOUR_IMAGE_ROUTE with the tour id filled in (encoded, as a path segment). */
export function tourImagePath(tourId: number | string): string {
  return TOUR_IMAGE_ROUTE.replace(`:${TOUR_ID_PARAM}`, encodeURIComponent(String(tourId)));
}
