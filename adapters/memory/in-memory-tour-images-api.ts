import { DataLoadError } from '../../domain/data-loading/data-loading.js';
import { sortByTourId, type TourImage } from '../../domain/tours/tour-image.js';
import type { TourImagesApi } from '../../domain/tours/tour-images-api.js';

/**
 * A TourImagesApi with fixed custom images (tests, demo mode), listed sorted by tour id as the server
 * lists them; `fail()` makes it answer like a server that cannot read its records (500).
 */
export class InMemoryTourImagesApi implements TourImagesApi {
  private failing = false;

  constructor(private readonly images: readonly TourImage[] = []) {}

  fail(): void {
    this.failing = true;
  }

  async list(): Promise<TourImage[]> {
    if (this.failing) throw new DataLoadError(500, '', 'Internal Server Error');
    return sortByTourId(this.images.map((image) => ({ ...image })));
  }
}
