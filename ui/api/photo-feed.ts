import { PHOTO_FEED_PATH } from '../../domain/api-paths.js';
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PhotoFeedApi } from '../../domain/photo-feed/photo-feed-api.js';
import { PhotoFeedApiToken } from '../../domain/tokens.js';
import { useService } from '../services.js';

/** docs/product.md §7, §9: the picture-of-the-day feed is refetched every 24 hours. */
export const PHOTO_FEED_REFETCH_MS = 24 * 60 * 60 * 1000;

export function photoFeedQuery(api: PhotoFeedApi) {
  return queryOptions({
    queryKey: [PHOTO_FEED_PATH],
    queryFn: () => api.list(),
    refetchInterval: PHOTO_FEED_REFETCH_MS,
  });
}

/** `enabled` stays false until the page has hydrated, so the prerender never fetches (docs/architecture.md §4). */
export function usePhotoFeed(enabled: boolean) {
  return useQuery({ ...photoFeedQuery(useService(PhotoFeedApiToken)), enabled });
}
