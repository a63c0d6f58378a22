import type { PhotoFeedItem } from './photo-feed-item.js';

/**
 * What the browser needs from the server about the picture of the day (docs/product.md §7 GET /api/photo-feed).
 * A feed that cannot be loaded rejects with a DataLoadError (domain/data-loading).
 */
export interface PhotoFeedApi {
  list(): Promise<PhotoFeedItem[]>;
}
