import { tourLink } from '../../domain/clicks/catalogue-links.js';
import { bookingButtonLabel } from '../../domain/affiliate/marketplace-link.js';
import { bookingClick, type ActivityLabel } from '../../domain/analytics/events.js';
import { formatUsd } from '../../domain/catalogue/catalogue.js';
import type { ImageLoading } from '../../domain/presentation/image-loading.js';
import { cardChips, priceUnitWords, tourCardFacts, type TourCardVariant } from '../../domain/presentation/tour-card-variant.js';
import { descriptionOutgrowsTwoLines } from '../../domain/presentation/read-more.js';
import { homeCategoryTone } from '../../domain/tours/home-tour.js';
import type { PublicTour } from '../../domain/tours/public-tour.js';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '../content/illustrations.js';
import { siteConfig } from '../content/site-config.js';
import { visuallyHidden } from '../styles/layout.css.js';
import { HOME_CATEGORY_BADGE } from '../../domain/presentation/badge-tones.js';
import { badge } from './badge.js';
import { button } from './button.js';
import { DesignedCover } from './designed-cover.js';
import { FallbackImage } from './fallback-image.js';
import { ClockIcon, GroupIcon, PinIcon } from './icons.js';
import { PartnerLink } from './partner-link.js';
import type { LinkPlacement } from '../../domain/clicks/link-catalogue.js';
import { StarRating } from './star-rating.js';
import { trackedClick } from './tracked-click.js';
import * as css from './tour-card.css.js';
import { CARD_CATEGORY_ATTRIBUTE, CARD_TOUR_ID_ATTRIBUTE, FILTER_CHOICE_ATTRIBUTE, PHOTO_BADGE_SLOT_ATTRIBUTE, PHOTO_SLOT_ATTRIBUTE } from './tour-card-slots.js';

interface TourCardProps {
  tour: PublicTour;
  /** The page's variant: the location badge, and the home page's coloured category. */
  variant?: TourCardVariant;
  /** How the image loads: the page's first cards may be its LCP, cards further down load lazily (docs/decisions/048). */
  imageLoading: ImageLoading;
  /** The activity the tour_click label names instead of the tour's place (docs/product.md §7: Canopy, Scuba). */
  trackingActivity?: ActivityLabel | undefined;
  /** Where its booking link sits, for the click counts (docs/decisions/067). */
  placement: LinkPlacement;
  /** The place of its category in its page's category row, by which the row shows it without scripts (docs/decisions/131). */
  filterChoice?: number | undefined;
}

/**
 * The one tour card of the site (docs/product.md §2: home, /tours, destination and activity pages), made from
 * the tour's one record, so its figures read the same on every page (docs/decisions/064). It ships no component
 * code (docs/decisions/083): its booking click is written on the link for the page's one click listener, the
 * photo that may replace its drawing comes from the page's one tour-card-photos island, and a filter row hides it.
 */
export function TourCard({ tour, variant = {}, imageLoading, trackingActivity, placement, filterChoice }: TourCardProps) {
  const titleId = `tour-${tour.id}-title`;
  const descriptionId = `tour-${tour.id}-description`;
  const facts = tourCardFacts(tour, variant);
  const categoryTone = variant.homeBadge ? HOME_CATEGORY_BADGE[homeCategoryTone(tour.category)] : 'brand';
  const [category, ...otherChips] = cardChips(tour);
  return (
    <article className={css.card} aria-labelledby={titleId} {...{ [CARD_TOUR_ID_ATTRIBUTE]: tour.id, [CARD_CATEGORY_ATTRIBUTE]: tour.category, [FILTER_CHOICE_ATTRIBUTE]: filterChoice }}>
      <div className={css.media}>
        {/* Empty in the prerender: the page's tour-card-photos island puts the operator's or the curated photo here,
            which then hides the drawing beside it (./tour-card-photos.tsx, docs/decisions/083). */}
        <div className={css.photoSlot} {...{ [PHOTO_SLOT_ATTRIBUTE]: tour.id }} />
        <div className={css.drawing}>
          {tour.picture ? (
            <FallbackImage
              className={css.image}
              src={tour.picture.src}
              alt={tour.picture.alt}
              {...(tour.picture.fallbackSrc === undefined ? {} : { fallbackSrc: tour.picture.fallbackSrc })}
              width={ILLUSTRATION_WIDTH}
              height={ILLUSTRATION_HEIGHT}
              loading={imageLoading.loading}
              fetchPriority={imageLoading.fetchPriority}
              decoding="async"
            />
          ) : (
            <DesignedCover place={tour.location} category={tour.category} />
          )}
          {tour.picture?.credit !== undefined && <small className={css.credit}>{tour.picture.credit}</small>}
        </div>
      </div>
      {/* The tour-card-photos island adds the photo's badge here, after these. Under the picture, never over its
          subject (docs/decisions/113). */}
      <div className={css.mediaBadges} {...{ [PHOTO_BADGE_SLOT_ATTRIBUTE]: tour.id }}>
        {tour.bestSellerRank !== undefined && <span className={badge({ tone: 'accent' })}>Best Seller</span>}
        {tour.originalPrice !== undefined && <span className={badge({ tone: 'red' })}>On Sale</span>}
        {facts.imageBadges.map((imageBadge) => (
          <span key={imageBadge.text} className={badge({ tone: 'purple' })}>
            {imageBadge.text}
          </span>
        ))}
      </div>
      <div className={css.body}>
        <div className={css.badges}>
          <span className={badge({ tone: categoryTone })}>{category}</span>
          {otherChips.map((chip) => (
            <span key={chip} className={badge({ tone: 'outline' })}>
              {chip}
            </span>
          ))}
        </div>
        <h3 id={titleId} className={css.title}>
          {tour.title}
        </h3>
        <p className={css.location}>
          <PinIcon /> {tour.location}
        </p>
        <p id={descriptionId} className={css.clampedDescription}>
          {tour.description}
        </p>
        {/* Two lines show; the whole text is a tap away, with no script (docs/decisions/113). Screen readers read it all. */}
        {descriptionOutgrowsTwoLines(tour.description) && (
          <details className={css.readMore}>
            <summary className={css.readMoreToggle} aria-controls={descriptionId}>
              <span className={css.whenClosed}>Read more</span>
              <span className={css.whenOpen}>Show less</span>
              <span className={visuallyHidden}> about {tour.title}</span>
            </summary>
          </details>
        )}
        <StarRating rating={tour.rating} reviewCount={tour.reviewCount} source={siteConfig.marketplaceName} />
        <p className={css.facts}>
          <span className={css.fact}>
            <ClockIcon /> {facts.duration}
          </span>
          {facts.groupSize && (
            <span className={css.fact}>
              <GroupIcon /> {facts.groupSize}
            </span>
          )}
        </p>
        <p className={css.priceRow}>
          <span className={css.price}>{formatUsd(tour.price)}</span>
          {tour.originalPrice !== undefined && (
            <s className={css.originalPrice}>
              <span className={visuallyHidden}>was </span>
              {formatUsd(tour.originalPrice)}
            </s>
          )}
          <span className={css.priceSuffix} aria-hidden="true">
            {facts.priceSuffix}
          </span>
          <span className={visuallyHidden}>{priceUnitWords(tour.priceUnit)}</span>
        </p>
        <PartnerLink
          className={button({ width: 'full' })}
          href={tour.bookingUrl}
          kind="tour"
          link={tourLink(tour)}
          placement={placement}
          hiddenContext={tour.title}
          {...trackedClick(bookingClick(tour, trackingActivity))}
        >
          {bookingButtonLabel(siteConfig.marketplaceName)}
        </PartnerLink>
      </div>
    </article>
  );
}
