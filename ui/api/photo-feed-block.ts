import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';

/** docs/product.md §7, §9: the picture-of-the-day feed is refetched every 24 hours. */
export const PHOTO_FEED_REFETCH_MS = 24 * 60 * 60 * 1000;

/**
 * The id of the data block that carries the photos the server rendered the page with (written by
 * ./photo-feed-data-block.ts at the render; this module is what the browser's gallery reads, without the writer's JSON-LD code).
 */
export const PHOTO_FEED_DATA_ID = 'photo-feed-data';

/**
 * The photos of the page's data block, or undefined when the page has none (the prerendered page, which the server
 * answers when it cannot draw the page) or an unreadable one: the page then loads the photos itself. An empty list is
 * the server's word that the feed failed or has no photo: the gallery says they are unavailable.
 */
export function readPhotoFeedBlock(document: Pick<Document, 'getElementById'>): PhotoFeedItem[] | undefined {
  const text = document.getElementById(PHOTO_FEED_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const photos: unknown = JSON.parse(text);
    return Array.isArray(photos) ? (photos as PhotoFeedItem[]) : undefined;
  } catch {
    return undefined;
  }
}
