import { PHOTO_FEED_PATH } from '../../domain/api-paths.js';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import type { PhotoFeedApi } from '../../domain/photo-feed/photo-feed-api.js';
import { PhotoFeedApiToken } from '../../domain/tokens.js';
import { useService } from '../services.js';

import { PHOTO_FEED_REFETCH_MS, readPhotoFeedBlock } from './photo-feed-block.js';

export { PHOTO_FEED_DATA_ID, PHOTO_FEED_REFETCH_MS } from './photo-feed-block.js';
export { photoFeedDataBlock } from './photo-feed-data-block.js';

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

/** Puts the photos of the page's data block, if it has one, where usePhotoFeed finds them: hydration then renders what the server did. */
export function seedPhotoFeed(queryClient: QueryClient, document: Pick<Document, 'getElementById'>): void {
  const photos = readPhotoFeedBlock(document);
  // Without a readable block, the page loads the photos itself, as after client navigation.
  if (photos) queryClient.setQueryData(PHOTO_FEED_QUERY_KEY, photos);
}
