import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { jsonLdScript } from '../../domain/seo/structured-data.js';

/** docs/product.md §7, §9: the picture-of-the-day feed is refetched every 24 hours. */
export const PHOTO_FEED_REFETCH_MS = 24 * 60 * 60 * 1000;

/** The id of the data block that carries the photos the server rendered the page with. */
export const PHOTO_FEED_DATA_ID = 'photo-feed-data';

/**
 * The photos as a JSON data block (never run as a script, so the Content-Security-Policy has nothing to allow;
 * '<' escaped so no text can end it), for the browser to hydrate with the very photos the server drew.
 */
export function photoFeedDataBlock(photos: readonly PhotoFeedItem[]): string {
  return `<script type="application/json" id="${PHOTO_FEED_DATA_ID}">${jsonLdScript(photos)}</script>`;
}

/**
 * The photos of the page's data block, or undefined when the page has none (the prerendered page, which the server
 * answers when it cannot read the feed) or an unreadable one: the page then loads the photos itself.
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
