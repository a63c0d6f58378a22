import type { MarketplaceImageMap, MarketplaceTour } from '../../domain/marketplace/marketplace-image-source.js';
import { MarketplaceImagesError, type MarketplaceImagesApi } from '../../domain/marketplace/marketplace-images-api.js';

/** A MarketplaceImagesApi with a fixed curated map (tests, demo mode); `fail()` makes it answer 500. */
export class InMemoryMarketplaceImagesApi implements MarketplaceImagesApi {
  private failing = false;
  /** Every call's tours, in order: the home page must not call with an empty list. */
  readonly calls: (readonly MarketplaceTour[])[] = [];

  constructor(private readonly images: MarketplaceImageMap = {}) {}

  fail(): void {
    this.failing = true;
  }

  async imagesFor(tours: readonly MarketplaceTour[]): Promise<MarketplaceImageMap> {
    this.calls.push(tours);
    if (this.failing) throw new MarketplaceImagesError(500);
    return Object.fromEntries(tours.flatMap((tour) => (this.images[tour.tourId] ? [[tour.tourId, this.images[tour.tourId]!]] : [])));
  }
}
