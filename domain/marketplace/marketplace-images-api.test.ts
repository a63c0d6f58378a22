import { expect, it } from 'vitest';
import { MarketplaceImagesError } from './marketplace-images-api.js';

it("says 'Failed to fetch' marketplace images with the status (docs/product.md §8 'Images fetch (home)')", () => {
  const error = new MarketplaceImagesError(503);
  expect(error.message).toBe('Failed to fetch marketplace images: 503');
  expect(error.status).toBe(503);
  expect(error.name).toBe('MarketplaceImagesError');
});
