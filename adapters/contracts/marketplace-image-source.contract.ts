import { describe, expect, it } from 'vitest';
import type { MarketplaceImageMap, MarketplaceImageSource, MarketplaceTour } from '../../domain/marketplace/marketplace-image-source.js';

export const marketplaceTour = (tourId: string): MarketplaceTour => ({
  tourId,
  title: `Tour ${tourId}`,
  bookingUrl: `https://www.getyourguide.com/costa-rica-tour-${tourId}/?partner_id=TEST`,
});

/**
 * Every MarketplaceImageSource, built knowing `known` (tourId → photo): gives photos only for the tours
 * asked about that it knows, and never fails because of one tour.
 */
export function marketplaceImageSourceContract(
  name: string,
  sourceKnowing: (known: MarketplaceImageMap) => Promise<MarketplaceImageSource> | MarketplaceImageSource,
): void {
  describe(`${name} honours the MarketplaceImageSource contract`, () => {
    it('gives the photos it knows for the tours asked about', async () => {
      const source = await sourceKnowing({ '1': 'https://cdn.example/1.jpg', '2': 'https://cdn.example/2.jpg' });
      expect(await source.imagesFor([marketplaceTour('1'), marketplaceTour('3')])).toEqual({ '1': 'https://cdn.example/1.jpg' });
    });

    it('gives nothing for no tours or unknown tours', async () => {
      const source = await sourceKnowing({ '1': 'https://cdn.example/1.jpg' });
      expect(await source.imagesFor([])).toEqual({});
      expect(await source.imagesFor([marketplaceTour('9'), { tourId: 'x', title: 'x', bookingUrl: 'not a url' }])).toEqual({});
    });
  });
}
