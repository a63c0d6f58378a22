import { describe, expect, it } from 'vitest';
import { InMemoryPhotoFeedSource } from '../../adapters/memory/in-memory-photo-feed-source.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import type { PhotoFeedItem } from './photo-feed-item.js';
import { MAX_PHOTO_FEED_ITEMS, PHOTO_FEED_CACHE_MS, PHOTO_FEED_FAILURE_CACHE_MS, PhotoFeedReader } from './photo-feed-reader.js';
import { PhotoFeedUnavailableError, type PhotoFeedSource } from './photo-feed-source.js';

const item: PhotoFeedItem = {
  title: 'Arenal at dawn',
  description: 'The volcano above the clouds',
  pubDate: '2026-01-10T06:00:00.000Z',
  imageUrl: '/sample-feed/arenal.jpg',
  linkUrl: 'https://photos.example/arenal',
  keywords: ['volcano'],
  photographer: 'Ana Mora',
};

describe('PhotoFeedReader (24 hour cache)', () => {
  it('reads the source once a day', async () => {
    const clock = new ManualClock();
    const source = new InMemoryPhotoFeedSource([item]);
    const reader = new PhotoFeedReader(source, clock);
    expect(await reader.read()).toEqual([item]);
    clock.advance(PHOTO_FEED_CACHE_MS - 1);
    await reader.read();
    expect(source.reads).toBe(1);
    clock.advance(1);
    await reader.read();
    expect(source.reads).toBe(2);
  });

  it('keeps giving the last good copy when the source fails later', async () => {
    const clock = new ManualClock();
    const source = new InMemoryPhotoFeedSource([item]);
    const reader = new PhotoFeedReader(source, clock);
    await reader.read();
    source.fail();
    clock.advance(PHOTO_FEED_CACHE_MS);
    expect(await reader.read()).toEqual([item]);
  });

  it('passes the failure on when it has no good copy', async () => {
    const source = new InMemoryPhotoFeedSource();
    source.fail();
    await expect(new PhotoFeedReader(source, new ManualClock()).read()).rejects.toThrow(PhotoFeedUnavailableError);
  });

  it('turns any other error of a source into PhotoFeedUnavailableError', async () => {
    const broken: PhotoFeedSource = { items: () => Promise.reject(new TypeError('boom')) };
    await expect(new PhotoFeedReader(broken, new ManualClock()).read()).rejects.toThrow(PhotoFeedUnavailableError);
  });
});

/** A source whose reads wait until the test answers them, so that reads can overlap. */
class HeldSource implements PhotoFeedSource {
  readonly limits: number[] = [];
  private readonly waiting: { resolve: (items: PhotoFeedItem[]) => void; reject: (error: Error) => void }[] = [];

  items(limit: number): Promise<PhotoFeedItem[]> {
    this.limits.push(limit);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  answer(items: PhotoFeedItem[]): void {
    for (const read of this.waiting.splice(0)) read.resolve(items);
  }

  fail(): void {
    for (const read of this.waiting.splice(0)) read.reject(new PhotoFeedUnavailableError('HTTP 503'));
  }
}

const numbered = (count: number): PhotoFeedItem[] => Array.from({ length: count }, (_, index) => ({ ...item, title: `Photo ${index + 1}` }));

describe('PhotoFeedReader (one read of the agency at a time)', () => {
  it('gives every gallery that asks while the agency is being read the answer of that one read', async () => {
    const source = new HeldSource();
    const reader = new PhotoFeedReader(source, new ManualClock());
    const galleries = Array.from({ length: 20 }, () => reader.read());
    source.answer([item]);
    expect(await Promise.all(galleries)).toEqual(Array.from({ length: 20 }, () => [item]));
    expect(source.limits).toHaveLength(1);
  });

  it('gives every gallery waiting on a failing read the same failure, from one read', async () => {
    const source = new HeldSource();
    const reader = new PhotoFeedReader(source, new ManualClock());
    const galleries = Array.from({ length: 20 }, () => reader.read().catch((error: unknown) => error));
    source.fail();
    for (const outcome of await Promise.all(galleries)) expect(outcome).toBeInstanceOf(PhotoFeedUnavailableError);
    expect(source.limits).toHaveLength(1);
  });

  it('reads the agency again once that read is over and the copy has expired', async () => {
    const clock = new ManualClock();
    const source = new HeldSource();
    const reader = new PhotoFeedReader(source, clock);
    const first = reader.read();
    source.answer([item]);
    await first;
    clock.advance(PHOTO_FEED_CACHE_MS);
    const second = reader.read();
    source.answer([]);
    expect(await second).toEqual([]);
    expect(source.limits).toHaveLength(2);
  });
});

describe('PhotoFeedReader (a failure is remembered for minutes)', () => {
  it('does not ask a failing agency again for 5 minutes, then asks once', async () => {
    const clock = new ManualClock();
    const source = new InMemoryPhotoFeedSource([item]);
    source.fail();
    const reader = new PhotoFeedReader(source, clock);
    await expect(reader.read()).rejects.toThrow('The photo feed is unavailable: the source is down');
    clock.advance(PHOTO_FEED_FAILURE_CACHE_MS - 1);
    await expect(reader.read()).rejects.toThrow(PhotoFeedUnavailableError);
    expect(source.reads).toBe(1);
    clock.advance(1);
    await expect(reader.read()).rejects.toThrow(PhotoFeedUnavailableError);
    expect(source.reads).toBe(2);
  });

  it('gives the last good copy during those minutes without asking the agency', async () => {
    const clock = new ManualClock();
    const source = new InMemoryPhotoFeedSource([item]);
    const reader = new PhotoFeedReader(source, clock);
    await reader.read();
    source.fail();
    clock.advance(PHOTO_FEED_CACHE_MS);
    expect(await reader.read()).toEqual([item]);
    clock.advance(PHOTO_FEED_FAILURE_CACHE_MS - 1);
    expect(await reader.read()).toEqual([item]);
    expect(source.reads).toBe(2);
    clock.advance(1);
    expect(await reader.read()).toEqual([item]);
    expect(source.reads).toBe(3);
  });

  it('keeps a good read of an agency that came back for 24 hours again', async () => {
    const clock = new ManualClock();
    const source = new HeldSource();
    const reader = new PhotoFeedReader(source, clock);
    const failed = reader.read().catch(() => undefined);
    source.fail();
    await failed;
    clock.advance(PHOTO_FEED_FAILURE_CACHE_MS);
    const good = reader.read();
    source.answer([item]);
    expect(await good).toEqual([item]);
    clock.advance(PHOTO_FEED_CACHE_MS - 1);
    expect(await reader.read()).toEqual([item]);
    expect(source.limits).toHaveLength(2);
  });
});

describe('PhotoFeedReader (at most 100 photos)', () => {
  it('asks the source for at most 100 photos and keeps the feed\'s first 100 of a longer answer', async () => {
    const source = new InMemoryPhotoFeedSource(numbered(140));
    const reader = new PhotoFeedReader(source, new ManualClock());
    const photos = await reader.read();
    expect(photos).toHaveLength(MAX_PHOTO_FEED_ITEMS);
    expect(photos[0]!.title).toBe('Photo 1');
    expect(photos.at(-1)!.title).toBe('Photo 100');
    const held = new HeldSource();
    const read = new PhotoFeedReader(held, new ManualClock()).read();
    held.answer(numbered(140));
    expect(await read).toHaveLength(100);
    expect(held.limits).toEqual([100]);
  });

  it('keeps a shorter feed whole', async () => {
    expect(await new PhotoFeedReader(new InMemoryPhotoFeedSource(numbered(3)), new ManualClock()).read()).toHaveLength(3);
  });
});

describe('photo feed constants (docs/product.md §9, docs/architecture.md §3)', () => {
  it('keeps the feed for exactly 24 hours, a failure for 5 minutes, and at most 100 photos', () => {
    expect(PHOTO_FEED_CACHE_MS).toBe(86_400_000);
    expect(PHOTO_FEED_FAILURE_CACHE_MS).toBe(300_000);
    expect(MAX_PHOTO_FEED_ITEMS).toBe(100);
  });

  it('says why the feed is unavailable', () => {
    const error = new PhotoFeedUnavailableError('HTTP 503');
    expect(error.name).toBe('PhotoFeedUnavailableError');
    expect(error.message).toBe('The photo feed is unavailable: HTTP 503');
  });
});
