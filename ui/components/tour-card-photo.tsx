import type { ResponsivePhoto } from '../../domain/images/responsive-photo.js';
import type { ImageLoading } from '../../domain/presentation/image-loading.js';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '../content/illustrations.js';
import { siteConfig } from '../content/site-config.js';
import { TOUR_CARD_IMAGE_SIZES } from '../../domain/images/tour-card-grid.js';
import { FallbackImage } from './fallback-image.js';
import * as css from './tour-card.css.js';

/** A photo that replaces the card's drawing: the operator's upload (docs/product.md §3 mapping) or the home page's curated marketplace photo. */
export interface CardPhoto {
  readonly photo: ResponsivePhoto;
  readonly badge: 'Custom Image' | 'Curated';
}

/**
 * The photo in a tour card's media box (./tour-card.tsx), at the card's own 16:10 box whatever its shape. When it
 * fails to load, the card's drawing takes its place (or the placeholder where the tour has none).
 */
export function TourCardPhoto({ photo, title, fallbackSrc, imageLoading }: { photo: CardPhoto; title: string; fallbackSrc: string | undefined; imageLoading: ImageLoading }) {
  return (
    <FallbackImage
      className={css.image}
      pictureClassName={css.picture}
      src={photo.photo.src}
      sources={photo.photo.sources}
      sizes={TOUR_CARD_IMAGE_SIZES}
      fallbackSrc={fallbackSrc}
      alt={photo.badge === 'Custom Image' ? `Photo of ${title}` : `Photo of ${title} from ${siteConfig.marketplaceName}`}
      width={ILLUSTRATION_WIDTH}
      height={ILLUSTRATION_HEIGHT}
      loading={imageLoading.loading}
      fetchPriority={imageLoading.fetchPriority}
      decoding="async"
    />
  );
}
