import { relFor } from '../../domain/affiliate/link-rel.js';
import { tourLink } from '../../domain/clicks/catalogue-links.js';
import { bookingButtonLabel } from '../../domain/affiliate/marketplace-link.js';
import { bookingClick, type ActivityLabel } from '../../domain/analytics/events.js';
import { tourCardFacts, type TourCardVariant } from '../../domain/presentation/tour-card-variant.js';
import type { ImageLoading } from '../../domain/presentation/image-loading.js';
import type { PublicTour } from '../../domain/tours/public-tour.js';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '../content/illustrations.js';
import { siteConfig } from '../content/site-config.js';
import { visuallyHidden } from '../styles/layout.css.js';
import { useTracking } from '../hooks/use-tracking.js';
import { badge } from './badge.css.js';
import { button } from './button.css.js';
import { FallbackImage } from './fallback-image.js';
import { PartnerLink, type LinkPlacement } from './partner-link.js';
import { ClockIcon, GroupIcon, PinIcon } from './icons.js';
import { StarRating } from './star-rating.js';
import * as css from './tour-card.css.js';

interface DestinationTourCardProps {
  tour: PublicTour;
  variant: TourCardVariant;
  /** Cards of the first row load at once, the rest lazily; the hero's illustration is the LCP (docs/decisions/048). */
  imageLoading: ImageLoading;
  /** The activity the tour_click label names instead of the tour's place (docs/product.md §7: Canopy, Scuba). */
  trackingActivity?: ActivityLabel | undefined;
  /** Where its booking link sits, for the click counts (docs/decisions/067). */
  placement: LinkPlacement;
}

/** docs/product.md §2 "Destination and activity pages" card, with the page's variant. */
export function DestinationTourCard({ tour, variant, imageLoading, trackingActivity, placement }: DestinationTourCardProps) {
  const titleId = `tour-${tour.id}-title`;
  const { track } = useTracking();
  const facts = tourCardFacts(tour, variant);
  return (
    <article className={css.card} aria-labelledby={titleId} data-tour-id={tour.id}>
      <div className={css.media}>
        <FallbackImage
          className={css.image}
          src={tour.imageUrl}
          alt={`Illustration for ${tour.title}`}
          width={ILLUSTRATION_WIDTH}
          height={ILLUSTRATION_HEIGHT}
          loading={imageLoading.loading}
          fetchPriority={imageLoading.fetchPriority}
          decoding="async"
        />
        <div className={css.mediaBadges}>
          <span className={badge({ tone: 'brand' })}>{tour.category}</span>
          {tour.bestSellerRank !== undefined && <span className={badge({ tone: 'accent' })}>Best Seller</span>}
          {facts.imageBadges.map((imageBadge) => (
            <span key={imageBadge.kind} className={badge({ tone: imageBadge.kind === 'location' ? 'darkGrey' : 'purple' })}>
              {imageBadge.text}
            </span>
          ))}
        </div>
      </div>
      <div className={css.body}>
        <h3 id={titleId} className={css.title}>
          {tour.title}
        </h3>
        <p className={css.location}>
          <PinIcon /> {tour.location}
        </p>
        <p className={css.clampedDescription}>{tour.description}</p>
        <div className={css.badges}>
          <StarRating rating={tour.rating} reviewCount={tour.reviewCount} source={siteConfig.marketplaceName} />
          {tour.difficulty && <span className={badge({ tone: 'outline' })}>{tour.difficulty}</span>}
        </div>
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
          <span className={css.price}>{tour.price}</span>
          {tour.originalPrice && (
            <s className={css.originalPrice}>
              {/* Words, not an aria-label: browsers ignore aria-label on <s> (and it is invalid HTML). */}
              <span className={visuallyHidden}>was </span>
              {tour.originalPrice}
            </s>
          )}
          {facts.priceSuffix && <span className={css.priceSuffix}>{facts.priceSuffix}</span>}
        </p>
        <PartnerLink
          className={button({ width: 'full' })}
          href={tour.bookingUrl}
          rel={relFor('tour')}
          link={tourLink(tour)}
          placement={placement}
          onClick={() => track(bookingClick(tour, trackingActivity))}
        >
          {bookingButtonLabel(siteConfig.marketplaceName)}
        </PartnerLink>
      </div>
    </article>
  );
}
