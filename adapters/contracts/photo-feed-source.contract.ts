import { describe, expect, it } from 'vitest';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import type { PhotoFeedSource } from '../../domain/photo-feed/photo-feed-source.js';
import { feedItems, realFeedText, showsMarkup, type RealFeed } from './photo-feed-samples.js';

/** Every PhotoFeedSource, built over a feed holding `items`, gives those items, in feed order. */
export function photoFeedSourceContract(name: string, sourceOf: (items: PhotoFeedItem[]) => Promise<PhotoFeedSource> | PhotoFeedSource): void {
  describe(`${name} honours the PhotoFeedSource contract`, () => {
    it('gives every photo of the feed with all its fields, in order', async () => {
      expect(await (await sourceOf(feedItems)).items(100)).toEqual(feedItems);
    });

    it('gives an empty list for an empty feed', async () => {
      expect(await (await sourceOf([])).items(100)).toEqual([]);
    });

    it('gives at most the number of photos asked for, the feed\'s first', async () => {
      const many = Array.from({ length: 7 }, (_, index) => ({ ...feedItems[index % feedItems.length]!, title: `Photo ${index + 1}` }));
      expect((await (await sourceOf(many)).items(3)).map((photo) => photo.title)).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
    });
  });
}

/**
 * Every PhotoFeedSource that reads an agency's own format (docs/decisions/030-feed-text.md) reads the
 * real-shaped feeds of that format: `sourceOf(text, feedUrl)` is the source over a feed with that text,
 * published at that address. Each feed gives exactly its expected photos, and every photo is plain text
 * with a properly sized http(s) image.
 */
export function realFeedsContract(name: string, feeds: readonly RealFeed[], sourceOf: (text: string, feedUrl: string) => PhotoFeedSource): void {
  describe(`${name} reads the shapes real feeds use`, () => {
    for (const feed of feeds) {
      const feedUrl = `https://feeds.example${feed.path}`;
      const read = () => sourceOf(realFeedText(feed), feedUrl).items(100);

      it(`${feed.shape} (${feed.file}): gives its photos with clean text, the right image sizes, keywords and credits`, async () => {
        expect(await read()).toEqual(feed.photos(feedUrl));
      });

      it(`${feed.shape} (${feed.file}): shows no markup and only http(s) images`, async () => {
        for (const photo of await read()) {
          for (const text of [photo.title, photo.description, photo.photographer, ...photo.keywords]) expect(showsMarkup(text), text).toBe(false);
          for (const url of [photo.imageUrl, photo.linkUrl, photo.largeImageUrl ?? photo.imageUrl]) expect(new URL(url).protocol).toMatch(/^https?:$/);
          expect(new Set(photo.keywords.map((keyword) => keyword.toLowerCase())).size).toBe(photo.keywords.length);
        }
      });
    }
  });
}
