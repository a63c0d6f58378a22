import { describe, expect, it } from 'vitest';
import type { MarketplaceImageMap, MarketplaceImageSource, MarketplaceTour } from './marketplace-image-source.js';
import { CatalogueOnlyImageSource, MarketplaceCatalogue, MARKETPLACE_IMAGES_RATE } from './marketplace-catalogue.js';

const booking = (term: string) => `https://www.getyourguide.com/s/?q=${encodeURIComponent(term)}&partner_id=PARTNER`;
const arenal: MarketplaceTour = { tourId: '1', title: 'Arenal Hanging Bridges Rainforest Walk', bookingUrl: booking('Arenal hanging bridges') };
const rafting: MarketplaceTour = { tourId: '2', title: 'Balsa River Whitewater Rafting', bookingUrl: booking('Arenal Balsa River rafting') };
const catalogue = new MarketplaceCatalogue([arenal, rafting]);

/** A look-up that records the tours it is asked about and finds a photo for each. */
function recordingLookUp() {
  const asked: MarketplaceTour[][] = [];
  const source: MarketplaceImageSource = {
    async imagesFor(tours): Promise<MarketplaceImageMap> {
      asked.push([...tours]);
      return Object.fromEntries(tours.map((tour) => [tour.tourId, `https://cdn.getyourguide.com/img/${tour.tourId}.jpg`]));
    },
  };
  return { asked, source };
}

describe('MarketplaceCatalogue (docs/decisions/057)', () => {
  it('keeps the asked tours it lists under the same id and booking link, once each, in the catalogue\'s own words', () => {
    expect(catalogue.listedAmong([rafting, { ...arenal, title: 'Another title' }, rafting])).toEqual([rafting, arenal]);
  });

  it('leaves out unknown ids and known ids with another booking link', () => {
    expect(catalogue.listedAmong([
      { ...arenal, tourId: '99' },
      { ...arenal, bookingUrl: 'https://www.getyourguide.com/some-other-page/' },
      { ...rafting, bookingUrl: 'http://127.0.0.1:9/admin' },
    ])).toEqual([]);
    expect(catalogue.size).toBe(2);
  });
});

describe('CatalogueOnlyImageSource', () => {
  it('asks its look-up only about the catalogue\'s tours', async () => {
    const { asked, source } = recordingLookUp();
    const images = await new CatalogueOnlyImageSource(catalogue, source).imagesFor([arenal, { ...rafting, bookingUrl: 'https://www.getyourguide.com/elsewhere/' }, { ...arenal, tourId: '7' }]);
    expect(asked).toEqual([[arenal]]);
    expect(images).toEqual({ '1': 'https://cdn.getyourguide.com/img/1.jpg' });
  });

  it('does not ask at all when no asked tour is in the catalogue, nor with an empty catalogue', async () => {
    const { asked, source } = recordingLookUp();
    expect(await new CatalogueOnlyImageSource(catalogue, source).imagesFor([{ ...arenal, tourId: '50' }])).toEqual({});
    expect(await new CatalogueOnlyImageSource(new MarketplaceCatalogue([]), source).imagesFor([arenal])).toEqual({});
    expect(asked).toEqual([]);
  });

  it('allows a visitor 30 photo requests a minute, remembering up to 10,000 visitors', () => {
    expect(MARKETPLACE_IMAGES_RATE).toEqual({ perWindow: 30, windowMs: 60_000, maxClients: 10_000 });
  });
});
