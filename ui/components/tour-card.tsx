import { relFor } from '../../domain/affiliate/link-rel.js';
import { tourLink } from '../../domain/clicks/catalogue-links.js';
import { bookingButtonLabel } from '../../domain/affiliate/marketplace-link.js';
import { bookingClick } from '../../domain/analytics/events.js';
import type { ResponsivePhoto } from '../../domain/images/responsive-photo.js';
import type { ImageLoading } from '../../domain/presentation/image-loading.js';
import type { PublicTour } from '../../domain/tours/public-tour.js';
import { siteConfig } from '../content/site-config.js';
import { visuallyHidden } from '../styles/layout.css.js';
import { useTracking } from '../hooks/use-tracking.js';
import { TOUR_CARD_IMAGE_SIZES } from '../styles/tour-card-grid.js';
import { badge } from './badge.css.js';
import { button } from './button.css.js';
import { FallbackImage } from './fallback-image.js';
import { PartnerLink, type LinkPlacement } from './partner-link.js';
import { ClockIcon, GroupIcon } from './icons.js';
import { StarRating } from './star-rating.js';
import * as css from './tour-card.css.js';

interface TourCardProps {
  tour: PublicTour;
  /** The operator's photo for this tour with its copies, when its admin tour has one (docs/product.md §3 mapping). */
  customPhoto?: ResponsivePhoto | undefined;
  /** How the image loads: the page's first card may be its LCP, cards further down load lazily (docs/decisions/048). */
  imageLoading: ImageLoading;
  /** Where its booking link sits, for the click counts (docs/decisions/067). */
  placement: LinkPlacement;
}

/** docs/product.md §2 /tours card. */
export function TourCard({ tour, customPhoto, imageLoading, placement }: TourCardProps) {
  const titleId = `tour-${tour.id}-title`;
  const { track } = useTracking();
  return (
    <article className={css.card} aria-labelledby={titleId} data-tour-id={tour.id}>
      <div className={css.media}>
        <FallbackImage
          className={css.image}
          pictureClassName={css.picture}
          src={customPhoto?.src ?? tour.imageUrl}
          sources={customPhoto?.sources}
          sizes={TOUR_CARD_IMAGE_SIZES}
          alt={tour.title}
          width={800}
          height={500}
          loading={imageLoading.loading}
          fetchPriority={imageLoading.fetchPriority}
          decoding="async"
        />
        <div className={css.mediaBadges}>
          {customPhoto && <span className={badge({ tone: 'purple' })}>Custom Image</span>}
          {tour.bestSellerRank !== undefined && <span className={badge({ tone: 'accent' })}>Best Seller</span>}
          {tour.originalPrice && <span className={badge({ tone: 'red' })}>On Sale</span>}
        </div>
      </div>
      <div className={css.body}>
        <div className={css.badges}>
          <span className={badge({ tone: 'brand' })}>{tour.category}</span>
          {tour.difficulty && <span className={badge({ tone: 'outline' })}>{tour.difficulty}</span>}
        </div>
        <h3 id={titleId} className={css.title}>
          {tour.title}
        </h3>
        <p className={css.description}>{tour.description}</p>
        <p className={css.facts}>
          <span className={css.fact}>
            <ClockIcon /> {tour.duration}
          </span>
          {tour.groupSize && (
            <span className={css.fact}>
              <GroupIcon /> {tour.groupSize}
            </span>
          )}
        </p>
        <StarRating rating={tour.rating} reviewCount={tour.reviewCount} source={siteConfig.marketplaceName} />
        <p className={css.priceRow}>
          <span className={css.price}>{tour.price}</span>
          {tour.originalPrice && (
            <s className={css.originalPrice}>
              {/* Words, not an aria-label: browsers ignore aria-label on <s> (and it is invalid HTML). */}
              <span className={visuallyHidden}>was </span>
              {tour.originalPrice}
            </s>
          )}
        </p>
        <PartnerLink className={button({ width: 'full' })} href={tour.bookingUrl} rel={relFor('tour')} link={tourLink(tour, 'tours')} placement={placement} onClick={() => track(bookingClick(tour))}>
          {bookingButtonLabel(siteConfig.marketplaceName)}
        </PartnerLink>
      </div>
    </article>
  );
}
