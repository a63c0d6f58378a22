import type { PhotoFeedItem } from './photo-feed-item.js';

/** The photo agency's feed (docs/architecture.md §1 `PhotoFeedSource`). Throws PhotoFeedUnavailableError when it cannot be read. */
export interface PhotoFeedSource {
  /**
   * The feed's first `limit` photos at most, in feed order. A source stops reading entries once it has
   * them (docs/decisions/057: a feed of 14,000 items must not hold the server for seconds).
   */
  items(limit: number): Promise<PhotoFeedItem[]>;
}

/** The feed could not be fetched or was not a feed (answered 502). */
export class PhotoFeedUnavailableError extends Error {
  constructor(reason: string) {
    super(`The photo feed is unavailable: ${reason}`);
    this.name = 'PhotoFeedUnavailableError';
  }
}
