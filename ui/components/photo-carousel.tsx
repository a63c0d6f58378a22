import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { creditLine, keywordBadges, nextPhoto, originalLinkOf, photoCounter, photoIndexFrom, photoSearch, previousPhoto, publicationDate } from '../../domain/presentation/photo-carousel.js';
import { feedPhotoJsonLd, jsonLdScript } from '../../domain/seo/structured-data.js';
import { siteConfig } from '../content/site-config.js';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, illustrationUrl } from '../../domain/images/illustration-kinds.js';
import { PHOTO_FEED_COPY } from '../content/picture-of-the-day.js';
import { badge } from './badge.js';
import { OutboundLink } from './outbound-link.js';
import { button } from './button.js';
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
export function PhotoCarousel({ photos, photoParameter }: { photos: readonly PhotoFeedItem[]; photoParameter: string | null }) {
  // The address names the photo ('?photo=3', given here as its parameter): the server rendered that one, so the first
  // render shows it too. No router: the address is read and written through window.location and history.
  const [chosen, setChosen] = useState(() => photoIndexFrom(photoParameter, photos.length));
  // A refetch (docs/product.md §7: every 24 h) may bring fewer photos than the index the visitor reached.
  const index = chosen < photos.length ? chosen : 0;
  const photo = photos[index]!;
  const credit = creditLine(photo);
  const original = originalLinkOf(photo, siteConfig.mainDomain);
  const previous = previousPhoto(index, photos.length);
  const next = nextPhoto(index, photos.length);
  // Previous and Next are links to the photo's address, which the server renders: the gallery works without
  // JavaScript. With it, the page moves in place and the address follows, without a history entry per photo.
  const moveTo = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setChosen(target);
    window.history.replaceState(window.history.state, '', photoSearch(target));
  };

  return (
    <section className={css.carousel} aria-roledescription="carousel" aria-label={PHOTO_FEED_COPY.galleryLabel}>
      <CarouselPhoto key={`${index}-${photo.linkUrl}`} photo={photo} />
      <div className={css.controls}>
        <a className={button({ variant: 'secondary' })} href={photoSearch(previous)} aria-label={PHOTO_FEED_COPY.previous} onClick={moveTo(previous)}>
          <span aria-hidden="true">‹</span> Previous
        </a>
        <p className={css.counter} aria-live="polite">
          {photoCounter(index, photos.length)}
        </p>
        <a className={button({ variant: 'secondary' })} href={photoSearch(next)} aria-label={PHOTO_FEED_COPY.next} onClick={moveTo(next)}>
          Next <span aria-hidden="true">›</span>
        </a>
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
        {credit && <p className={css.credit}>{credit}</p>}
        {/* The item's own address at the agency; a sample item, which links to one of our pages, has none (issue 37 point 4). */}
        {original && (
          <p>
            <OutboundLink className={button()} href={original} kind="external">
              {PHOTO_FEED_COPY.viewOriginal}
            </OutboundLink>
          </p>
        )}
      </article>
      {/* Image metadata of the photo shown: its credit, creator and licence as the feed gives them (docs/decisions/026). */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(feedPhotoJsonLd(photo, { name: siteConfig.siteName, mainDomain: siteConfig.mainDomain })) }} />
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
      {/* The photo is the page's largest paint: fetched before the islands' scripts that load beside it. */}
      <img
        ref={image}
        key={src}
        className={css.photo}
        src={src}
        alt={photo.title}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        fetchPriority="high"
        onError={() => fail(failures)}
      />
    </figure>
  );
}
