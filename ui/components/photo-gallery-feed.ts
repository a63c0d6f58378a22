import type { PhotoFeedApi } from '../../domain/photo-feed/photo-feed-api.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';

/** What the gallery shows: the feed while it loads, when it cannot be had, or its photos with the one to open on. */
export type GalleryFeed =
  | { readonly status: 'pending' }
  | { readonly status: 'unavailable' }
  | { readonly status: 'ready'; readonly photos: readonly PhotoFeedItem[]; readonly photoParameter: string | null };

/**
 * The feed the gallery starts with: the photos the page came with, 'unavailable' when the server drew it without photos
 * (the feed failed or is empty), or 'pending' when it came without the feed at all (the prerender).
 */
export function initialGalleryFeed(served: readonly PhotoFeedItem[] | undefined, photoParameter: string | null): GalleryFeed {
  return served && served.length > 0 ? { status: 'ready', photos: served, photoParameter } : served ? { status: 'unavailable' } : { status: 'pending' };
}

/**
 * docs/product.md §7: the gallery's feed, loaded through the port when the page came without it (the prerendered page,
 * which answers when the server cannot draw one), once, without retry, then again every 24 hours. A failed
 * refetch keeps the photos shown; a failed first load says the photos are unavailable. Returns the function that stops it.
 */
export function followPhotoFeed(
  api: PhotoFeedApi,
  loadNow: boolean,
  onFeed: (update: (feed: GalleryFeed) => GalleryFeed) => void,
  photoParameter: () => string | null,
  every: (load: () => void) => () => void,
): () => void {
  let current = true;
  const load = () => {
    api.list().then(
      (photos) => current && onFeed(() => (photos.length > 0 ? { status: 'ready', photos, photoParameter: photoParameter() } : { status: 'unavailable' })),
      () => current && onFeed((feed) => (feed.status === 'ready' ? feed : { status: 'unavailable' })),
    );
  };
  if (loadNow) load();
  const stop = every(load);
  return () => {
    current = false;
    stop();
  };
}

