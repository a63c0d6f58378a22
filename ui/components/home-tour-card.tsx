import { relFor } from '../../domain/affiliate/link-rel.js';
import { tourLink } from '../../domain/clicks/catalogue-links.js';
import { bookingButtonLabel } from '../../domain/affiliate/marketplace-link.js';
import { bookingClick } from '../../domain/analytics/events.js';
import type { CardImage } from '../../domain/marketplace/home-tour-image.js';
import type { ImageLoading } from '../../domain/presentation/image-loading.js';
import { homeCategoryTone, type HomeTour } from '../../domain/tours/home-tour.js';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '../content/illustrations.js';
import { siteConfig } from '../content/site-config.js';
import { useTracking } from '../hooks/use-tracking.js';
import { HOME_CATEGORY_BADGE } from './badge-colours.js';
import { badge } from './badge.css.js';
import { button } from './button.css.js';
import { FallbackImage } from './fallback-image.js';
import { PartnerLink, type LinkPlacement } from './partner-link.js';
import { PinIcon } from './icons.js';
import { StarRating } from './star-rating.js';
import * as css from './tour-card.css.js';

/**
 * docs/product.md §2 home tour card: the curated photo (with its badge) when the image call gave one. The page's
 * first card may be its LCP, so `imageLoading` says how it loads (docs/decisions/048).
 */
export function HomeTourCard({ tour, image, imageLoading, placement }: { tour: HomeTour; image: CardImage; imageLoading: ImageLoading; placement: LinkPlacement }) {
  const titleId = `home-tour-${tour.id}-title`;
  const { track } = useTracking();
  return (
    <article className={css.card} aria-labelledby={titleId} data-tour-id={tour.id}>
      <div className={css.media}>
        <FallbackImage
          className={css.image}
          src={image.src}
          fallbackSrc={tour.image}
          alt={image.curated ? tour.title : `Illustration for ${tour.title}`}
          width={ILLUSTRATION_WIDTH}
          height={ILLUSTRATION_HEIGHT}
          loading={imageLoading.loading}
          fetchPriority={imageLoading.fetchPriority}
          decoding="async"
        />
        <div className={css.mediaBadges}>
          <span className={badge({ tone: HOME_CATEGORY_BADGE[homeCategoryTone(tour.category)] })}>{tour.category}</span>
          {image.curated && <span className={badge({ tone: 'purple' })}>Curated</span>}
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
        <StarRating rating={tour.rating} source={siteConfig.marketplaceName} />
        <p className={css.priceRow}>
          <span className={css.price}>${tour.price}</span>
          <span className={css.priceSuffix}>per person</span>
        </p>
        <PartnerLink className={button({ width: 'full' })} href={tour.bookingUrl} rel={relFor('tour')} link={tourLink(tour, 'home')} placement={placement} onClick={() => track(bookingClick(tour))}>
          {bookingButtonLabel(siteConfig.marketplaceName)}
        </PartnerLink>
      </div>
    </article>
  );
}
