import { useState } from 'react';
import { OUTBOUND_TARGET, relFor } from '../../domain/affiliate/link-rel.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { keywordBadges, nextPhoto, photoCounter, previousPhoto, publicationDate } from '../../domain/presentation/photo-carousel.js';
import { PHOTO_FEED_COPY } from '../content/picture-of-the-day.js';
import { badge } from './badge.css.js';
import { button } from './button.css.js';
import { FallbackImage } from './fallback-image.js';
import * as css from './photo-carousel.css.js';

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
      <figure className={css.frame}>
        {/* docs/product.md §2: if the large image fails, the normal image is used. */}
        <FallbackImage
          key={photo.linkUrl}
          className={css.photo}
          src={photo.largeImageUrl ?? photo.imageUrl}
          fallbackSrc={photo.imageUrl}
          alt={photo.title}
          width={1200}
          height={800}
        />
      </figure>
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
        <p className={css.description}>{photo.description}</p>
        {photo.keywords.length > 0 && (
          <ul className={css.keywords} aria-label="Keywords">
            {keywordBadges(photo.keywords).map((keyword, position) => (
              <li key={`${position}-${keyword}`} className={badge({ tone: 'outline' })}>
                {keyword}
              </li>
            ))}
          </ul>
        )}
        <p className={css.credit}>Photo by {photo.photographer}</p>
        <p>
          <a className={button()} href={photo.linkUrl} target={OUTBOUND_TARGET} rel={relFor('external')}>
            {PHOTO_FEED_COPY.viewOriginal}
          </a>
        </p>
      </article>
    </section>
  );
}
