import type { TourImage } from './tour-image.js';

/** What the browser needs from the server about custom tour images (docs/product.md §7 GET /api/tours/images). */
export interface TourImagesApi {
  list(): Promise<TourImage[]>;
}
