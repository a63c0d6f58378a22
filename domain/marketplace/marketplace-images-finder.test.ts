import { describe, expect, it } from 'vitest';
import { InMemoryMarketplaceImageSource } from '../../adapters/memory/in-memory-marketplace-image-source.js';
import type { MarketplaceImageMap, MarketplaceImageSource, MarketplaceTour } from './marketplace-image-source.js';
import { MarketplaceImagesFinder } from './marketplace-images-finder.js';

const tour = (tourId: string): MarketplaceTour => ({ tourId, title: `Tour ${tourId}`, bookingUrl: `https://www.getyourguide.com/t${tourId}` });

class RecordingSource implements MarketplaceImageSource {
  asked: string[][] = [];
  constructor(private readonly inner: MarketplaceImageSource) {}
  imagesFor(tours: readonly MarketplaceTour[]): Promise<MarketplaceImageMap> {
    this.asked.push(tours.map((t) => t.tourId));
    return this.inner.imagesFor(tours);
  }
}

describe('MarketplaceImagesFinder', () => {
  it('takes the curated photo first and asks the next source only about the rest', async () => {
    const curated = new InMemoryMarketplaceImageSource({ '1': 'https://img/curated-1.jpg' });
    const resolver = new RecordingSource(new InMemoryMarketplaceImageSource({ '1': 'https://img/og-1.jpg', '2': 'https://img/og-2.jpg' }));
    const images = await new MarketplaceImagesFinder([curated, resolver]).find([tour('1'), tour('2'), tour('3')]);
    expect(images).toEqual({ '1': 'https://img/curated-1.jpg', '2': 'https://img/og-2.jpg' });
    expect(resolver.asked).toEqual([['2', '3']]);
  });

  it('asks no further source once every tour has a photo, and nothing for no tours', async () => {
    const resolver = new RecordingSource(new InMemoryMarketplaceImageSource());
    const finder = new MarketplaceImagesFinder([new InMemoryMarketplaceImageSource({ '1': 'https://img/1.jpg' }), resolver]);
    expect(await finder.find([tour('1')])).toEqual({ '1': 'https://img/1.jpg' });
    expect(await finder.find([])).toEqual({});
    expect(resolver.asked).toEqual([]);
  });
});

describe('MarketplaceImagesFinder answer shape (mutation-tested)', () => {
  it('has a key only for tours that got a photo', async () => {
    const images = await new MarketplaceImagesFinder([new InMemoryMarketplaceImageSource({ '1': 'https://img/1.jpg' })]).find([tour('1'), tour('2')]);
    expect(Object.keys(images)).toEqual(['1']);
  });
});
