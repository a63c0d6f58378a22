import { useState } from 'react';
import { relFor, OUTBOUND_TARGET } from '../../domain/affiliate/link-rel.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { keywordBadges, nextPhoto, photoCounter, previousPhoto, publicationDate } from '../../domain/presentation/photo-carousel.js';
import { usePhotoFeed } from '../api/photo-feed.js';
import { badge } from '../components/badge.css.js';
import { button } from '../components/button.css.js';
import { FallbackImage } from '../components/fallback-image.js';
import { ABOUT_PICTURE_OF_THE_DAY, PHOTO_FEED_COPY, SOCIAL_CARD } from '../content/picture-of-the-day.js';
import { useClientValue } from '../hooks/use-client-value.js';
import * as layout from '../styles/layout.css.js';
import * as css from './picture-of-the-day-page.css.js';

/** docs/product.md §2 /picture-of-the-day: the photo agency's feed as a carousel, with its three states (docs/product.md §4). */
export function PictureOfTheDayPage({ title, lead }: { title: string; lead: string }) {
  const hydrated = useClientValue(() => true, false);
  const feed = usePhotoFeed(hydrated);

  return (
    <>
      <section className={layout.hero}>
        <h1 className={layout.heroTitle}>{title}</h1>
        <p className={layout.lead}>{lead}</p>
      </section>
      <div className={layout.page}>
        {feed.isPending ? (
          <div role="status" className={css.state}>
            <span className={css.spinner} aria-hidden="true" />
            <p className={css.stateText}>{PHOTO_FEED_COPY.loading}</p>
          </div>
        ) : feed.isError || feed.data.length === 0 ? (
          <section className={css.state} aria-labelledby="photos-unavailable">
            <h2 id="photos-unavailable" className={css.stateTitle}>{PHOTO_FEED_COPY.unavailableTitle}</h2>
            <p className={css.stateText}>{PHOTO_FEED_COPY.unavailableText}</p>
          </section>
        ) : (
          <div className={css.gallery}>
            <PhotoCarousel photos={feed.data} />
            <aside className={css.aside} aria-label="More from Costa Rica Gateway">
              <SocialCard />
            </aside>
          </div>
        )}
        <AboutSection />
      </div>
    </>
  );
}

function PhotoCarousel({ photos }: { photos: readonly PhotoFeedItem[] }) {
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

function SocialCard() {
  return (
    <section className={css.card} aria-labelledby="social-card">
      <h2 id="social-card" className={css.cardTitle}>
        {SOCIAL_CARD.title}
      </h2>
      <p>{SOCIAL_CARD.text}</p>
      <a className={button({ variant: 'secondary' })} href={SOCIAL_CARD.url} target={OUTBOUND_TARGET} rel={relFor('external')}>
        {SOCIAL_CARD.linkLabel}
      </a>
    </section>
  );
}

function AboutSection() {
  return (
    <section className={layout.section} aria-labelledby="about-picture-of-the-day">
      <h2 id="about-picture-of-the-day">{ABOUT_PICTURE_OF_THE_DAY.title}</h2>
      {ABOUT_PICTURE_OF_THE_DAY.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
