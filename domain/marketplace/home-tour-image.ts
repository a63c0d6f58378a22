import type { MarketplaceImageMap } from './marketplace-image-source.js';

export interface CardImage {
  readonly src: string;
  /** The card shows a 'Curated' badge (docs/product.md §2 Home). */
  readonly curated: boolean;
}

/**
 * docs/product.md §2, §8: a home tour card's image is replaced by the curated image when the image
 * call provides one for its tour; while the call runs, or when it failed, the default image stays.
 */
export function homeTourImage(tour: { readonly id: string; readonly image: string }, curated: MarketplaceImageMap | undefined): CardImage {
  const found = curated?.[tour.id];
  return found ? { src: found, curated: true } : { src: tour.image, curated: false };
}
