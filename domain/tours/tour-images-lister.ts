import { sortByTourId, type TourImage } from './tour-image.js';
import type { TourImageRepository } from './tour-image-repository.js';

/** Use case: the custom tour images, sorted by admin tour id (docs/architecture.md §3 GET /api/tours/images). */
export class TourImagesLister {
  constructor(private readonly repository: TourImageRepository) {}

  async list(): Promise<TourImage[]> {
    return sortByTourId(await this.repository.list());
  }
}
