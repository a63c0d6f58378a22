import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { jsonLdScript } from '../../domain/seo/structured-data.js';
import { PHOTO_FEED_DATA_ID } from './photo-feed-block.js';

/**
 * The photos as a JSON data block (never run as a script, so the Content-Security-Policy has nothing to allow;
 * '<' escaped so no text can end it), for the browser to hydrate with the very photos the server drew.
 */
export function photoFeedDataBlock(photos: readonly PhotoFeedItem[]): string {
  return `<script type="application/json" id="${PHOTO_FEED_DATA_ID}">${jsonLdScript(photos)}</script>`;
}
