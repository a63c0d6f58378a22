import { useEffect, useRef, useState } from 'react';
import { OUTBOUND_TARGET, relFor } from '../../domain/affiliate/link-rel.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { keywordBadges, nextPhoto, photoCounter, previousPhoto, publicationDate } from '../../domain/presentation/photo-carousel.js';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, illustrationUrl } from '../content/illustrations.js';
import { PHOTO_FEED_COPY } from '../content/picture-of-the-day.js';
import { badge } from './badge.css.js';
import { button } from './button.css.js';
import * as css from './photo-carousel.css.js';

/** What the frame says when neither image of a photo loads (docs/decisions/030-feed-text.md). */
export const PHOTO_FALLBACK_COPY = {
  illustrationAlt: (title: string) => `Illustration of a camera in place of the photo "${title}", which could not be loaded`,
  caption: 'The photo could not be loaded.',
} as const;

/** The photo, 3:2 like the agencies' landscape frames (no layout shift). */
const PHOTO_WIDTH = 1200;
const PHOTO_HEIGHT = 800;

/**
 * docs/product.md §2 /picture-of-the-day: one photo of the feed at a time, with Previous and Next, its
 * counter, date, title, description, keywords, credit and a link to the original. The rules
 * (wrapping around, the counter, the keyword limit, the date) are domain/presentation/photo-carousel.ts.
 */
export function PhotoCarousel({ photos }: { photos: readonly PhotoFeedItem[] }) {
  const [chosen, setChosen] = useState(0);
  // A refetch (docs/product.md §7: every 24 h) may bring fewer photos than the index the visitor reached.
  const index = chosen < photos.length ? chosen : 0;
  const photo = photos[index]!;

  return (
    <section className={css.carousel} aria-roledescription="carousel" aria-label={PHOTO_FEED_COPY.galleryLabel}>
      <CarouselPhoto key={`${index}-${photo.linkUrl}`} photo={photo} />
      <div className={css.controls}>
        <button type="button" className={button({ variant: 'secondary' })} aria-label={PHOTO_FEED_COPY.previous} onClick={() => setChosen(previousPhoto(index, photos.length))}>
          <span aria-hidden="true">‹</span> Previous
        </button>
        <p className={css.counter} aria-live="polite">
          {photoCounter(index, photos.length)}
        </p>
        <button type="button" className={button({ variant: 'secondary' })} aria-label={PHOTO_FEED_COPY.next} onClick={() => setChosen(nextPhoto(index, photos.length))}>
          Next <span aria-hidden="true">›</span>
        </button>
      </div>
      <article className={css.details} aria-labelledby="photo-title">
        <time className={css.date} dateTime={photo.pubDate}>
          {publicationDate(photo.pubDate)}
        </time>
        <h2 id="photo-title" className={css.title}>
          {photo.title}
        </h2>
        {/* Feed text is plain text (the server's adapters made it so) and is only ever rendered as text. */}
        {photo.description && <p className={css.description}>{photo.description}</p>}
        {photo.keywords.length > 0 && (
          <ul className={css.keywords} aria-label="Keywords">
            {keywordBadges(photo.keywords).map((keyword, position) => (
              <li key={`${position}-${keyword}`} className={badge({ tone: 'outline' })}>
                {keyword}
              </li>
            ))}
          </ul>
        )}
        {photo.photographer && <p className={css.credit}>Photo by {photo.photographer}</p>}
        <p>
          <a className={button()} href={photo.linkUrl} target={OUTBOUND_TARGET} rel={relFor('external')}>
            {PHOTO_FEED_COPY.viewOriginal}
          </a>
        </p>
      </article>
    </section>
  );
}

/**
 * docs/product.md §2: the large image; if it fails, the normal image; if that fails too, the designed
 * photography illustration with a caption (docs/decisions/007, 030), never a broken-image icon.
 */
function CarouselPhoto({ photo }: { photo: PhotoFeedItem }) {
  const sources = photo.largeImageUrl && photo.largeImageUrl !== photo.imageUrl ? [photo.largeImageUrl, photo.imageUrl] : [photo.imageUrl];
  const [failures, setFailures] = useState(0);
  const image = useRef<HTMLImageElement>(null);
  const src = sources[failures];
  const fail = (position: number) => setFailures((count) => Math.max(count, position + 1));

  // An image that failed before React listened (a cached failure) is caught here.
  useEffect(() => {
    const element = image.current;
    if (src && element && element.complete && element.naturalWidth === 0) setFailures((count) => Math.max(count, failures + 1));
  }, [src, failures]);

  if (!src) {
    return (
      <figure className={css.frame}>
        <img
          className={css.illustration}
          src={illustrationUrl('photography')}
          alt={PHOTO_FALLBACK_COPY.illustrationAlt(photo.title)}
          width={ILLUSTRATION_WIDTH}
          height={ILLUSTRATION_HEIGHT}
        />
        <figcaption className={css.unavailableCaption}>{PHOTO_FALLBACK_COPY.caption}</figcaption>
      </figure>
    );
  }
  return (
    <figure className={css.frame}>
      <img ref={image} key={src} className={css.photo} src={src} alt={photo.title} width={PHOTO_WIDTH} height={PHOTO_HEIGHT} onError={() => fail(failures)} />
    </figure>
  );
}
