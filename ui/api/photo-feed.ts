import { PHOTO_FEED_PATH } from '../../domain/api-paths.js';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import type { PhotoFeedApi } from '../../domain/photo-feed/photo-feed-api.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { jsonLdScript } from '../../domain/seo/structured-data.js';
import { PhotoFeedApiToken } from '../../domain/tokens.js';
import { useService } from '../services.js';

/** docs/product.md §7, §9: the picture-of-the-day feed is refetched every 24 hours. */
export const PHOTO_FEED_REFETCH_MS = 24 * 60 * 60 * 1000;

export const PHOTO_FEED_QUERY_KEY = [PHOTO_FEED_PATH] as const;

export function photoFeedQuery(api: PhotoFeedApi) {
  return queryOptions({
    queryKey: PHOTO_FEED_QUERY_KEY,
    queryFn: () => api.list(),
    refetchInterval: PHOTO_FEED_REFETCH_MS,
  });
}

/**
 * `enabled` stays false until the page has hydrated, so the build's prerender never fetches (docs/architecture.md §4).
 * A page the server rendered with the feed arrives with its photos (seedPhotoFeed), so nothing is fetched then either.
 */
export function usePhotoFeed(enabled: boolean) {
  return useQuery({ ...photoFeedQuery(useService(PhotoFeedApiToken)), enabled });
}

/** The id of the data block that carries the photos the server rendered the page with. */
export const PHOTO_FEED_DATA_ID = 'photo-feed-data';

/**
 * The photos as a JSON data block (never run as a script, so the Content-Security-Policy has nothing to allow;
 * '<' escaped so no text can end it), for the browser to hydrate with the very photos the server drew.
 */
export function photoFeedDataBlock(photos: readonly PhotoFeedItem[]): string {
  return `<script type="application/json" id="${PHOTO_FEED_DATA_ID}">${jsonLdScript(photos)}</script>`;
}

/** Puts the photos of the page's data block, if it has one, where usePhotoFeed finds them: hydration then renders what the server did. */
export function seedPhotoFeed(queryClient: QueryClient, document: Pick<Document, 'getElementById'>): void {
  const block = document.getElementById(PHOTO_FEED_DATA_ID);
  if (!block?.textContent) return;
  try {
    queryClient.setQueryData(PHOTO_FEED_QUERY_KEY, JSON.parse(block.textContent) as PhotoFeedItem[]);
  } catch {
    // An unreadable block: the page loads the photos itself, as after client navigation.
  }
}
