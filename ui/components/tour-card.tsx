import { tourLink } from '../../domain/clicks/catalogue-links.js';
import { bookingButtonLabel } from '../../domain/affiliate/marketplace-link.js';
import { bookingClick, type ActivityLabel } from '../../domain/analytics/events.js';
import { formatUsd } from '../../domain/catalogue/catalogue.js';
import type { ResponsivePhoto } from '../../domain/images/responsive-photo.js';
import type { ImageLoading } from '../../domain/presentation/image-loading.js';
import { tourCardFacts, type TourCardVariant } from '../../domain/presentation/tour-card-variant.js';
import { homeCategoryTone } from '../../domain/tours/home-tour.js';
import type { PublicTour } from '../../domain/tours/public-tour.js';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '../content/illustrations.js';
import { siteConfig } from '../content/site-config.js';
import { visuallyHidden } from '../styles/layout.css.js';
import { TOUR_CARD_IMAGE_SIZES } from '../styles/tour-card-grid.js';
import { HOME_CATEGORY_BADGE } from './badge-colours.js';
import { badge } from './badge.css.js';
import { button } from './button.css.js';
import { DesignedCover } from './designed-cover.js';
import { FallbackImage } from './fallback-image.js';
import { ClockIcon, GroupIcon, PinIcon } from './icons.js';
import { PartnerLink, type LinkPlacement } from './partner-link.js';
import { StarRating } from './star-rating.js';
import { trackedClick } from './tracked-click.js';
import * as css from './tour-card.css.js';

/** A photo that replaces the card's drawing: the operator's upload (docs/product.md §3 mapping) or the home page's curated marketplace photo. */
export interface CardPhoto {
  readonly photo: ResponsivePhoto;
  readonly badge: 'Custom Image' | 'Curated';
}

interface TourCardProps {
  tour: PublicTour;
  /** The page's variant: location badge, fixed badge, '/ person', and the home page's coloured badge. */
  variant?: TourCardVariant;
  /** The photo that replaces the drawing, when there is one. */
  photo?: CardPhoto | undefined;
  /** How the image loads: the page's first cards may be its LCP, cards further down load lazily (docs/decisions/048). */
  imageLoading: ImageLoading;
  /** The categories of the filter beside the cards, which a fixed badge must not contradict. */
  filterCategories?: readonly string[];
  /** The activity the tour_click label names instead of the tour's place (docs/product.md §7: Canopy, Scuba). */
  trackingActivity?: ActivityLabel | undefined;
  /** Where its booking link sits, for the click counts (docs/decisions/067). */
  placement: LinkPlacement;
}

/**
 * The one tour card of the site (docs/product.md §2: home, /tours, destination and activity pages), made from
 * the tour's one record, so its figures read the same on every page (docs/decisions/064). A photo is shown at
 * the card's own 16:10 box whatever its shape (object-fit: cover), so a square upload never changes a row.
 * It ships no component code: its booking click is written on the link for the page's one click listener (docs/decisions/083).
 */
export function TourCard({ tour, variant = {}, photo, imageLoading, filterCategories = [], trackingActivity, placement }: TourCardProps) {
  const titleId = `tour-${tour.id}-title`;
  const facts = tourCardFacts(tour, variant, filterCategories);
  const categoryTone = variant.homeBadge ? HOME_CATEGORY_BADGE[homeCategoryTone(tour.theme ?? tour.category)] : 'brand';
  return (
    <article className={css.card} aria-labelledby={titleId} data-tour-id={tour.id}>
      <div className={css.media}>
        {photo ? (
          <FallbackImage
            className={css.image}
            pictureClassName={css.picture}
            src={photo.photo.src}
            sources={photo.photo.sources}
            sizes={TOUR_CARD_IMAGE_SIZES}
            fallbackSrc={tour.picture?.src}
            alt={photo.badge === 'Custom Image' ? `Photo of ${tour.title}` : `Photo of ${tour.title} from ${siteConfig.marketplaceName}`}
            width={ILLUSTRATION_WIDTH}
            height={ILLUSTRATION_HEIGHT}
            loading={imageLoading.loading}
            fetchPriority={imageLoading.fetchPriority}
            decoding="async"
          />
        ) : tour.picture ? (
          <FallbackImage
            className={css.image}
            src={tour.picture.src}
            alt={tour.picture.alt}
            width={ILLUSTRATION_WIDTH}
            height={ILLUSTRATION_HEIGHT}
            loading={imageLoading.loading}
            fetchPriority={imageLoading.fetchPriority}
            decoding="async"
          />
        ) : (
          <DesignedCover place={tour.location} category={tour.category} />
        )}
        <div className={css.mediaBadges}>
          {photo && <span className={badge({ tone: 'purple' })}>{photo.badge}</span>}
          {tour.bestSellerRank !== undefined && <span className={badge({ tone: 'accent' })}>Best Seller</span>}
          {tour.originalPrice !== undefined && <span className={badge({ tone: 'red' })}>On Sale</span>}
          {facts.imageBadges.map((imageBadge) => (
            <span key={imageBadge.kind} className={badge({ tone: imageBadge.kind === 'location' ? 'darkGrey' : 'purple' })}>
              {imageBadge.text}
            </span>
          ))}
        </div>
      </div>
      <div className={css.body}>
        <div className={css.badges}>
          <span className={badge({ tone: categoryTone })}>{variant.homeBadge ? (tour.theme ?? tour.category) : tour.category}</span>
          {tour.difficulty && <span className={badge({ tone: 'outline' })}>{tour.difficulty}</span>}
        </div>
        <h3 id={titleId} className={css.title}>
          {tour.title}
        </h3>
        <p className={css.location}>
          <PinIcon /> {tour.location}
        </p>
        <p className={css.clampedDescription}>{tour.description}</p>
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
          {facts.priceSuffix ? <span className={css.priceSuffix}>{facts.priceSuffix}</span> : <span className={visuallyHidden}>per person</span>}
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
