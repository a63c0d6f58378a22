import type { MarketplaceImageMap, MarketplaceTour } from './marketplace-image-source.js';

/**
 * What the browser needs from the server about the home tours' curated photos (docs/product.md §7
 * POST /api/{marketplace}/images). A call that fails rejects with an error whose message says
 * 'Failed to fetch' marketplace images with the status (docs/product.md §8); the cards keep their
 * default images.
 */
export interface MarketplaceImagesApi {
  imagesFor(tours: readonly MarketplaceTour[]): Promise<MarketplaceImageMap>;
}

/** docs/product.md §8 "Images fetch (home)". */
export class MarketplaceImagesError extends Error {
  constructor(readonly status: number) {
    super(`Failed to fetch marketplace images: ${status}`);
    this.name = 'MarketplaceImagesError';
  }
}
