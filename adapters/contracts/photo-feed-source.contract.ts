import { describe, expect, it } from 'vitest';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import type { PhotoFeedSource } from '../../domain/photo-feed/photo-feed-source.js';

export const feedItems: PhotoFeedItem[] = [
  {
    title: 'Arenal Volcano at first light',
    description: 'The cone of Arenal above the morning clouds, seen from La Fortuna.',
    pubDate: '2026-01-10T06:00:00.000Z',
    imageUrl: 'https://photos.example/arenal-1024.jpg',
    largeImageUrl: 'https://photos.example/arenal-2048.jpg',
    linkUrl: 'https://photos.example/photo/arenal',
    keywords: ['Arenal', 'volcano', 'La Fortuna'],
    photographer: 'Ana Mora',
  },
  {
    title: 'Scarlet macaw, Carara',
    description: 'A macaw in flight over the Tárcoles river.',
    pubDate: '2026-01-09T15:30:00.000Z',
    imageUrl: 'https://photos.example/macaw-1024.jpg',
    linkUrl: 'https://photos.example/photo/macaw',
    keywords: [],
    photographer: 'Luis Vargas',
  },
];

/** Every PhotoFeedSource, built over a feed holding `items`, gives those items, in feed order. */
export function photoFeedSourceContract(name: string, sourceOf: (items: PhotoFeedItem[]) => Promise<PhotoFeedSource> | PhotoFeedSource): void {
  describe(`${name} honours the PhotoFeedSource contract`, () => {
    it('gives every photo of the feed with all its fields, in order', async () => {
      expect(await (await sourceOf(feedItems)).items()).toEqual(feedItems);
    });

    it('gives an empty list for an empty feed', async () => {
      expect(await (await sourceOf([])).items()).toEqual([]);
    });
  });
}
