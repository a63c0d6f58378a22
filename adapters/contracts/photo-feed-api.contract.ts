import { describe, expect, it } from 'vitest';
import { DataLoadError } from '../../domain/data-loading/data-loading.js';
import type { PhotoFeedApi } from '../../domain/photo-feed/photo-feed-api.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { feedItems } from './photo-feed-samples.js';

/**
 * What every PhotoFeedApi does: `serving(items)` gives an API whose server publishes those photos,
 * `failing()` one whose server cannot read the agency's feed.
 */
export function photoFeedApiContract(
  name: string,
  serving: (items: readonly PhotoFeedItem[]) => PhotoFeedApi | Promise<PhotoFeedApi>,
  failing: () => PhotoFeedApi | Promise<PhotoFeedApi>,
): void {
  describe(`${name} honours the PhotoFeedApi contract`, () => {
    it('gives the photos as published, in order, with or without a large image', async () => {
      expect(await (await serving(feedItems)).list()).toEqual(feedItems);
    });

    it('gives an empty list for an empty feed', async () => {
      expect(await (await serving([])).list()).toEqual([]);
    });

    it('rejects with a DataLoadError carrying the status when the feed is unavailable', async () => {
      const failure = await (await failing()).list().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DataLoadError);
      expect((failure as DataLoadError).status).toBeGreaterThanOrEqual(500);
      expect((failure as DataLoadError).message).toMatch(/^5\d\d: /);
    });
  });
}
