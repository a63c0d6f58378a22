import type { PhotoVariantsCatalog } from '../images/photo-variants-catalog.js';
import { sortByTourId, type TourImage } from './tour-image.js';
import type { TourImageRepository } from './tour-image-repository.js';

/** Whether two sorted lists of records name the same photo for the same tours. */
function sameRecords(a: readonly TourImage[], b: readonly TourImage[]): boolean {
  return a.length === b.length && a.every((record, index) => record.tourId === b[index]!.tourId && record.imageURL === b[index]!.imageURL);
}

/**
 * Use case: the custom tour images, sorted by admin tour id, each with the copies of its photo
 * (docs/architecture.md §3 GET /api/tours/images; docs/decisions/048). The records are read on every call, so a
 * photo saved through any server shows at once; while they are unchanged the same list is returned (a photo's copies
 * never change once stored), so a caller can tell an unchanged list by its identity and skip writing it again.
 */
export class TourImagesLister {
  private latest: { records: readonly TourImage[]; images: readonly TourImage[] } | undefined;

  constructor(
    private readonly repository: TourImageRepository,
    private readonly variants: PhotoVariantsCatalog,
  ) {}

  async list(): Promise<readonly TourImage[]> {
    const records = sortByTourId(await this.repository.list());
    if (this.latest && sameRecords(this.latest.records, records)) return this.latest.images;
    const images = await Promise.all(
      records.map(async ({ tourId, imageURL }) => ({ tourId, imageURL, variants: await this.variants.variantsOf(imageURL) })),
    );
    this.latest = { records, images };
    return images;
  }
}
