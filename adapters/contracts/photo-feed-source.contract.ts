import { describe, expect, it } from 'vitest';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import type { PhotoFeedSource } from '../../domain/photo-feed/photo-feed-source.js';
import { feedItems } from './photo-feed-samples.js';

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
