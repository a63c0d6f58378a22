import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { marketplaceImageSourceContract, marketplaceTour } from '../contracts/marketplace-image-source.contract.js';
import { ManualClock } from '../memory/manual-clock.js';
import { CuratedFileMarketplaceImageSource } from './curated-file-marketplace-image-source.js';
import { readMarketplaceCatalogue, writeMarketplaceCatalogue } from './marketplace-catalogue-file.js';
import { OG_IMAGE_CACHE_ENTRIES, OG_IMAGE_CACHE_MS, OgImageMarketplaceImageSource } from './og-image-marketplace-image-source.js';

const root = mkdtempSync(join(tmpdir(), 'crg-marketplace-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;

function curatedFile(document: unknown): string {
  const file = join(root, `curated-${++count}.json`);
  writeFileSync(file, JSON.stringify(document));
  return file;
}

/** A fake marketplace: serves a page with an og:image for every tour in `known`, records every URL asked. */
function fakeMarketplace(known: Record<string, string>) {
  const requested: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    requested.push(url);
    const tourId = /costa-rica-tour-(\w+)\//.exec(url)?.[1];
    const image = tourId === undefined ? undefined : known[tourId];
    return image ? new Response(`<html><head><meta property="og:image" content="${image}"></head></html>`) : new Response('gone', { status: 404 });
  }) as typeof fetch;
  return { requested, fetchImpl };
}

marketplaceImageSourceContract('CuratedFileMarketplaceImageSource', (known) => new CuratedFileMarketplaceImageSource(curatedFile({ images: known })));
marketplaceImageSourceContract('OgImageMarketplaceImageSource', (known) => new OgImageMarketplaceImageSource(new ManualClock(), fakeMarketplace(known).fetchImpl));

describe('CuratedFileMarketplaceImageSource', () => {
  it('is seeded from the bundled default and picks up the operator\'s edits', async () => {
    const bundled = curatedFile({ images: { '1': 'https://cdn.example/1.jpg' } });
    const file = join(root, `seeded-${++count}`, 'marketplace-images.json');
    const source = new CuratedFileMarketplaceImageSource(file, bundled);
    expect(await source.imagesFor([marketplaceTour('1')])).toEqual({ '1': 'https://cdn.example/1.jpg' });
    writeFileSync(file, JSON.stringify({ images: { '1': '/objects/curated.jpg' } }));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await source.imagesFor([marketplaceTour('1')])).toEqual({ '1': '/objects/curated.jpg' });
  });

  it('counts a missing or broken file, and unsafe URLs, as nothing', async () => {
    expect(await new CuratedFileMarketplaceImageSource(join(root, 'missing.json')).imagesFor([marketplaceTour('1')])).toEqual({});
    const broken = join(root, 'broken.json');
    writeFileSync(broken, '{ not json');
    expect(await new CuratedFileMarketplaceImageSource(broken).imagesFor([marketplaceTour('1')])).toEqual({});
    const unsafe = curatedFile({ images: { '1': 'javascript:alert(1)', '2': '//evil.example/x.jpg', '3': 7 } });
    expect(await new CuratedFileMarketplaceImageSource(unsafe).imagesFor(['1', '2', '3'].map(marketplaceTour))).toEqual({});
    expect(await new CuratedFileMarketplaceImageSource(curatedFile([1])).imagesFor([marketplaceTour('1')])).toEqual({});
  });
});

describe('OgImageMarketplaceImageSource', () => {
  it('never requests a host other than the marketplace', async () => {
    const { requested, fetchImpl } = fakeMarketplace({});
    const source = new OgImageMarketplaceImageSource(new ManualClock(), fetchImpl);
    await source.imagesFor([
      { tourId: '1', title: 'a', bookingUrl: 'http://127.0.0.1:9/admin' },
      { tourId: '2', title: 'b', bookingUrl: 'https://www.getyourguide.com.evil.example/x' },
      marketplaceTour('3'),
    ]);
    expect(requested).toEqual(['https://www.getyourguide.com/costa-rica-tour-3/']);
  });

  it('asks the marketplace again only after an hour', async () => {
    const clock = new ManualClock();
    const { requested, fetchImpl } = fakeMarketplace({ '1': 'https://cdn.example/1.jpg' });
    const source = new OgImageMarketplaceImageSource(clock, fetchImpl);
    await source.imagesFor([marketplaceTour('1')]);
    clock.advance(OG_IMAGE_CACHE_MS);
    expect(await source.imagesFor([marketplaceTour('1')])).toEqual({ '1': 'https://cdn.example/1.jpg' });
    expect(requested).toHaveLength(1);
    clock.advance(1);
    await source.imagesFor([marketplaceTour('1')]);
    expect(requested).toHaveLength(2);
  });

  it('remembers at most 500 pages, the least recently used going first', async () => {
    const { requested, fetchImpl } = fakeMarketplace({ '1': 'https://cdn.example/1.jpg' });
    const source = new OgImageMarketplaceImageSource(new ManualClock(), fetchImpl);
    await source.imagesFor([marketplaceTour('1')]);
    await source.imagesFor(Array.from({ length: OG_IMAGE_CACHE_ENTRIES }, (_, index) => marketplaceTour(String(index + 1000))));
    expect(source.cachedPages).toBe(OG_IMAGE_CACHE_ENTRIES);
    expect(OG_IMAGE_CACHE_ENTRIES).toBe(500);
    // Tour 1's page was the least recently used: it was dropped, so it is fetched again.
    await source.imagesFor([marketplaceTour('1')]);
    expect(requested.filter((url) => url.includes('costa-rica-tour-1/'))).toHaveLength(2);
  });

  it('fetches a page once for tours asked at the same moment', async () => {
    const { requested, fetchImpl } = fakeMarketplace({ '1': 'https://cdn.example/1.jpg' });
    const source = new OgImageMarketplaceImageSource(new ManualClock(), fetchImpl);
    const answers = await Promise.all(Array.from({ length: 10 }, () => source.imagesFor([marketplaceTour('1')])));
    expect(answers).toEqual(Array.from({ length: 10 }, () => ({ '1': 'https://cdn.example/1.jpg' })));
    expect(requested).toHaveLength(1);
  });

  it('counts an unreachable marketplace as no photo', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await new OgImageMarketplaceImageSource(new ManualClock(), failing).imagesFor([marketplaceTour('1')])).toEqual({});
  });
});

describe('the catalogue file (docs/decisions/057)', () => {
  it('gives back the tours written to it', () => {
    const file = join(root, `catalogue-${++count}.json`);
    const tours = [marketplaceTour('1'), marketplaceTour('12')];
    writeMarketplaceCatalogue(file, tours);
    expect(readMarketplaceCatalogue(file)).toEqual(tours);
  });

  it('counts a missing or broken file, and entries that are not tours, as no tour', () => {
    expect(readMarketplaceCatalogue(join(root, 'no-catalogue.json'))).toEqual([]);
    expect(readMarketplaceCatalogue(curatedFile('{ not json'))).toEqual([]);
    expect(readMarketplaceCatalogue(curatedFile({ tours: 'all' }))).toEqual([]);
    expect(readMarketplaceCatalogue(curatedFile({ tours: [null, { tourId: 1, title: 'x', bookingUrl: 'y' }, marketplaceTour('3')] }))).toEqual([marketplaceTour('3')]);
  });
});
