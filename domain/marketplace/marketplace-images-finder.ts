import type { MarketplaceImageMap, MarketplaceImageSource, MarketplaceTour } from './marketplace-image-source.js';

/** docs/architecture.md §3: at most 50 tours per call. */
export const MAX_MARKETPLACE_TOURS = 50;

/**
 * Use case: the home page asks for the marketplace photos of its tour cards (docs/architecture.md §3). Sources are
 * asked in order (the operator's curated map first); a later source is asked only about the tours
 * the earlier ones had no photo for.
 */
export class MarketplaceImagesFinder {
  constructor(private readonly sources: readonly MarketplaceImageSource[]) {}

  async find(tours: readonly MarketplaceTour[]): Promise<MarketplaceImageMap> {
    const found: MarketplaceImageMap = {};
    let missing = tours;
    for (const source of this.sources) {
      if (missing.length === 0) break;
      const images = await source.imagesFor(missing);
      for (const tour of missing) {
        const image = images[tour.tourId];
        if (image !== undefined) found[tour.tourId] = image;
      }
      missing = missing.filter((tour) => found[tour.tourId] === undefined);
    }
    return found;
  }
}
