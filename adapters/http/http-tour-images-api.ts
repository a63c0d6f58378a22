import type { TourImage } from '../../domain/tours/tour-image.js';
import { TOUR_IMAGES_PATH } from '../../domain/tours/tour-image-paths.js';
import type { TourImagesApi } from '../../domain/tours/tour-images-api.js';
import { fetchJson } from './fetch-json.js';

/** TourImagesApi over HTTP. `baseUrl` is '' in the browser (same origin) and absolute in Node. */
export class HttpTourImagesApi implements TourImagesApi {
  constructor(private readonly baseUrl = '') {}

  list(): Promise<TourImage[]> {
    return fetchJson<TourImage[]>(`${this.baseUrl}${TOUR_IMAGES_PATH}`);
  }
}
