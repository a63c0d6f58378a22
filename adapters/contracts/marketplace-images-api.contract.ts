import { describe, expect, it } from 'vitest';
import type { MarketplaceImageMap, MarketplaceTour } from '../../domain/marketplace/marketplace-image-source.js';
import type { MarketplaceImagesApi } from '../../domain/marketplace/marketplace-images-api.js';

export const marketplaceTours: readonly MarketplaceTour[] = [
  { tourId: '1', title: 'Arenal Hanging Bridges', bookingUrl: 'https://www.getyourguide.com/s/?q=Arenal+hanging+bridges' },
  { tourId: '2', title: 'Balsa River Rafting', bookingUrl: 'https://www.getyourguide.com/s/?q=Balsa+River+rafting' },
];

/**
 * What every MarketplaceImagesApi does: `serving(map)` gives an API whose server knows those
 * curated photos, `failing()` one whose server answers with an error.
 */
export function marketplaceImagesApiContract(
  name: string,
  serving: (images: MarketplaceImageMap) => MarketplaceImagesApi | Promise<MarketplaceImagesApi>,
  failing: () => MarketplaceImagesApi | Promise<MarketplaceImagesApi>,
): void {
  describe(`${name} honours the MarketplaceImagesApi contract`, () => {
    it('gives the photos the server knows for the asked tours only', async () => {
      const api = await serving({ '1': 'https://cdn.getyourguide.com/img/1.jpg', '9': 'https://cdn.getyourguide.com/img/9.jpg' });
      expect(await api.imagesFor(marketplaceTours)).toEqual({ '1': 'https://cdn.getyourguide.com/img/1.jpg' });
    });

    it('gives an empty map when no asked tour has a photo', async () => {
      expect(await (await serving({})).imagesFor(marketplaceTours)).toEqual({});
    });

    it("rejects with 'Failed to fetch' and the status when the server fails", async () => {
      await expect((await failing()).imagesFor(marketplaceTours)).rejects.toThrow(/^Failed to fetch marketplace images: 5\d\d$/);
    });
  });
}
