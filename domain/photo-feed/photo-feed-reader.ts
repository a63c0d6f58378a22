import type { Clock } from '../kernel/clock.js';
import type { PhotoFeedItem } from './photo-feed-item.js';
import { PhotoFeedUnavailableError, type PhotoFeedSource } from './photo-feed-source.js';

/** docs/product.md §9 / docs/architecture.md §3: the feed is read again at most once every 24 hours. */
export const PHOTO_FEED_CACHE_MS = 24 * 60 * 60 * 1000;

/**
 * Use case: the gallery asks for the photos (docs/architecture.md §3 GET /api/photo-feed). A fresh copy is kept 24 h.
 * When the source fails after that, the last good copy is still given (the agency being down for a
 * moment should not empty the gallery); with no good copy at all, the failure is passed on.
 */
export class PhotoFeedReader {
  private cached: { readonly items: PhotoFeedItem[]; readonly at: number } | undefined;

  constructor(
    private readonly source: PhotoFeedSource,
    private readonly clock: Clock,
  ) {}

  async read(): Promise<PhotoFeedItem[]> {
    const now = this.clock.now().getTime();
    if (this.cached && now - this.cached.at < PHOTO_FEED_CACHE_MS) return this.cached.items;
    try {
      const items = await this.source.items();
      this.cached = { items, at: now };
      return items;
    } catch (error) {
      if (this.cached) return this.cached.items;
      throw error instanceof PhotoFeedUnavailableError ? error : new PhotoFeedUnavailableError(String(error));
    }
  }
}
