import type { MarketplaceImageMap, MarketplaceImageSource, MarketplaceTour } from '../../domain/marketplace/marketplace-image-source.js';

/** A MarketplaceImageSource that knows a fixed photo per tour id. */
export class InMemoryMarketplaceImageSource implements MarketplaceImageSource {
  constructor(private readonly images: MarketplaceImageMap = {}) {}

  async imagesFor(tours: readonly MarketplaceTour[]): Promise<MarketplaceImageMap> {
    return Object.fromEntries(tours.filter((tour) => this.images[tour.tourId] !== undefined).map((tour) => [tour.tourId, this.images[tour.tourId]!]));
  }
}
