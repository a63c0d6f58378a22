import type { Clock } from '../kernel/clock.js';
import type { PhotoFeedItem } from './photo-feed-item.js';
import { PhotoFeedUnavailableError, type PhotoFeedSource } from './photo-feed-source.js';

/** docs/product.md §9 / docs/architecture.md §3: the feed is read again at most once every 24 hours. */
export const PHOTO_FEED_CACHE_MS = 24 * 60 * 60 * 1000;

/**
 * docs/decisions/057: after a failed read the agency is left alone this long; galleries meanwhile get the
 * last good copy, or the same failure. Long enough that a down agency costs it one request per 5 minutes,
 * short enough that the gallery is back soon after the agency.
 */
export const PHOTO_FEED_FAILURE_CACHE_MS = 5 * 60 * 1000;

/** docs/decisions/057: the gallery shows a day's photos; a feed's first 100 are kept, the rest never read. */
export const MAX_PHOTO_FEED_ITEMS = 100;

/**
 * Use case: the gallery asks for the photos (docs/architecture.md §3 GET /api/photo-feed). A fresh copy is kept 24 h.
 * When the source fails after that, the last good copy is still given (the agency being down for a
 * moment should not empty the gallery); with no good copy at all, the failure is passed on.
 *
 * The portal is a good neighbour of the agency (docs/decisions/057): one read at a time, whoever asks
 * meanwhile shares it (20 galleries opening at once make one request); a failure is remembered for
 * PHOTO_FEED_FAILURE_CACHE_MS; at most MAX_PHOTO_FEED_ITEMS photos are asked for and kept. The same
 * list is given until the next read, so whoever encodes it can do that once per read.
 */
export class PhotoFeedReader {
  private cached: { readonly items: readonly PhotoFeedItem[]; readonly at: number } | undefined;
  private failure: { readonly error: PhotoFeedUnavailableError; readonly at: number } | undefined;
  private reading: Promise<readonly PhotoFeedItem[]> | undefined;

  constructor(
    private readonly source: PhotoFeedSource,
    private readonly clock: Clock,
  ) {}

  read(): Promise<readonly PhotoFeedItem[]> {
    const now = this.clock.now().getTime();
    if (this.cached && now - this.cached.at < PHOTO_FEED_CACHE_MS) return Promise.resolve(this.cached.items);
    if (this.failure && now - this.failure.at < PHOTO_FEED_FAILURE_CACHE_MS) {
      return this.cached ? Promise.resolve(this.cached.items) : Promise.reject(this.failure.error);
    }
    if (!this.reading) {
      const reading = this.readSource();
      this.reading = reading;
      const done = () => {
        this.reading = undefined;
      };
      reading.then(done, done);
    }
    return this.reading;
  }

  private async readSource(): Promise<readonly PhotoFeedItem[]> {
    try {
      const items = (await this.source.items(MAX_PHOTO_FEED_ITEMS)).slice(0, MAX_PHOTO_FEED_ITEMS);
      this.cached = { items, at: this.clock.now().getTime() };
      this.failure = undefined;
      return items;
    } catch (error) {
      const failure = error instanceof PhotoFeedUnavailableError ? error : new PhotoFeedUnavailableError(String(error));
      this.failure = { error: failure, at: this.clock.now().getTime() };
      if (this.cached) return this.cached.items;
      throw failure;
    }
  }
}
