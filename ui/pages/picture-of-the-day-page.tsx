import { relFor, OUTBOUND_TARGET } from '../../domain/affiliate/link-rel.js';
import { usePhotoFeed } from '../api/photo-feed.js';
import { button } from '../components/button.css.js';
import { PhotoCarousel } from '../components/photo-carousel.js';
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
          // In the photo's frame, with the room of the carousel's controls and details kept below, so the photo arrives without moving the page (docs/decisions/049).
          <div className={css.gallery}>
            <div className={css.pendingCarousel}>
              <div role="status" className={`${css.state} ${css.pendingFrame}`}>
                <span className={css.spinner} aria-hidden="true" />
                <p className={css.stateText}>{PHOTO_FEED_COPY.loading}</p>
              </div>
            </div>
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
