import { createContext, useContext, useEffect, useState } from 'react';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { PHOTO_QUERY_PARAMETER } from '../../domain/presentation/photo-carousel.js';
import { PhotoFeedApiToken } from '../../domain/tokens.js';
import { PHOTO_FEED_REFETCH_MS, readPhotoFeedBlock } from '../api/photo-feed-block.js';
import { PHOTO_FEED_COPY, SOCIAL_CARD } from '../content/picture-of-the-day.js';
import * as css from '../pages/picture-of-the-day-page.css.js';
import { useService } from '../services.js';
import { button } from './button.js';
import { OutboundLink } from './outbound-link.js';
import { PhotoCarousel } from './photo-carousel.js';
import { followPhotoFeed, initialGalleryFeed, type GalleryFeed } from './photo-gallery-feed.js';

/**
 * The photos the server renders the page with (ui/entry-server.tsx renderPictureOfTheDay), given to the gallery while
 * the server renders it. In the browser the gallery is an island, a React root of its own with no context above it:
 * it reads the same photos from the page's data block instead.
 */
export const ServedPhotos = createContext<readonly PhotoFeedItem[] | undefined>(undefined);

const everyDay = (load: () => void) => {
  const timer = window.setInterval(load, PHOTO_FEED_REFETCH_MS);
  return () => window.clearInterval(timer);
};

/** The photo the address names ('?photo=3'), read in the browser. */
const addressPhotoParameter = () => new URLSearchParams(window.location.search).get(PHOTO_QUERY_PARAMETER);

/**
 * docs/product.md §2 /picture-of-the-day, its three states (§4): loading, unavailable, and the carousel with the social
 * card beside it. An island (docs/decisions/083): no query cache, no router. `photoParameter` is the `?photo=` the
 * server rendered the page for, so the island hydrates on the photo the server drew.
 */
/** The portal's own social page the gallery's card follows (the catalogue's settings), as island props carry it. */
export type SocialLink = { readonly url: string; readonly label: string };

export function PhotoGallery({ photoParameter, social }: { photoParameter: string | null; social: SocialLink | null }) {
  const served = useContext(ServedPhotos);
  const api = useService(PhotoFeedApiToken);
  const [initial] = useState(() => initialGalleryFeed(served ?? (typeof document === 'undefined' ? undefined : readPhotoFeedBlock(document)), photoParameter));
  const [feed, setFeed] = useState<GalleryFeed>(initial);
  useEffect(() => followPhotoFeed(api, initial.status === 'pending', setFeed, addressPhotoParameter, everyDay), [api, initial]);

  if (feed.status === 'pending') {
    return (
      // In the photo's frame, with the room of the carousel's controls and details kept below, so the photo arrives without moving the page (docs/decisions/049).
      <div className={css.gallery}>
        <div className={css.pendingCarousel}>
          <div role="status" className={`${css.state} ${css.pendingFrame}`}>
            <span className={css.spinner} aria-hidden="true" />
            <p className={css.stateText}>{PHOTO_FEED_COPY.loading}</p>
          </div>
        </div>
      </div>
    );
  }
  if (feed.status === 'unavailable') {
    return (
      <section className={css.state} aria-labelledby="photos-unavailable">
        <h2 id="photos-unavailable" className={css.stateTitle}>
          {PHOTO_FEED_COPY.unavailableTitle}
        </h2>
        <p className={css.stateText}>{PHOTO_FEED_COPY.unavailableText}</p>
      </section>
    );
  }
  return (
    <div className={css.gallery}>
      <PhotoCarousel photos={feed.photos} photoParameter={feed.photoParameter} />
      <aside className={css.aside} aria-label="More from Costa Rica Gateway">
        {social && <SocialCard social={social} />}
      </aside>
    </div>
  );
}

function SocialCard({ social }: { social: SocialLink }) {
  return (
    <section className={css.card} aria-labelledby="social-card">
      <h2 id="social-card" className={css.cardTitle}>
        {SOCIAL_CARD.title}
      </h2>
      <p>{SOCIAL_CARD.text}</p>
      {/* Says it opens a new tab, as every such link of the site (issue 37 point 4). */}
      <OutboundLink className={button({ variant: 'secondary' })} href={social.url} kind="external">
        {social.label}
      </OutboundLink>
    </section>
  );
}
