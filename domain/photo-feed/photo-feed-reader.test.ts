import { describe, expect, it } from 'vitest';
import { InMemoryPhotoFeedSource } from '../../adapters/memory/in-memory-photo-feed-source.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import type { PhotoFeedItem } from './photo-feed-item.js';
import { PHOTO_FEED_CACHE_MS, PhotoFeedReader } from './photo-feed-reader.js';
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

describe('photo feed constants (docs/product.md §9, docs/architecture.md §3)', () => {
  it('keeps the feed for exactly 24 hours', () => {
    expect(PHOTO_FEED_CACHE_MS).toBe(86_400_000);
  });

  it('says why the feed is unavailable', () => {
    const error = new PhotoFeedUnavailableError('HTTP 503');
    expect(error.name).toBe('PhotoFeedUnavailableError');
    expect(error.message).toBe('The photo feed is unavailable: HTTP 503');
  });
});
