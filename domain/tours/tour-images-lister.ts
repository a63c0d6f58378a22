import type { PhotoVariantsCatalog } from '../images/photo-variants-catalog.js';
import { sortByTourId, type TourImage } from './tour-image.js';
import type { TourImageRepository } from './tour-image-repository.js';

/**
 * Use case: the custom tour images, sorted by admin tour id, each with the copies of its photo
 * (docs/architecture.md §3 GET /api/tours/images; docs/decisions/048).
 */
export class TourImagesLister {
  constructor(
    private readonly repository: TourImageRepository,
    private readonly variants: PhotoVariantsCatalog,
  ) {}

  async list(): Promise<TourImage[]> {
    const records = sortByTourId(await this.repository.list());
    return Promise.all(
      records.map(async ({ tourId, imageURL }) => ({ tourId, imageURL, variants: await this.variants.variantsOf(imageURL) })),
    );
  }
}
