/** How many cards at the top of a page load their image at once (the first row on a phone and a tablet). */
export const EAGER_CARD_COUNT = 2;

/** The `loading` and `fetchpriority` of an image. */
export interface ImageLoading {
  readonly loading: 'eager' | 'lazy';
  readonly fetchPriority: 'high' | 'auto';
}

/**
 * docs/decisions/048: the largest image of the first screen (the page's LCP) is fetched first and never lazily.
 * On a page whose hero has its own image (an illustration) that image is the LCP, so no card is; on a page with a
 * text-only hero, the first card's image is. The first EAGER_CARD_COUNT cards load at once, the others lazily.
 * `position` counts the page's cards from 0 in reading order.
 */
export function cardImageLoading(position: number, hero: 'image' | 'text only'): ImageLoading {
  if (position === 0 && hero === 'text only') return { loading: 'eager', fetchPriority: 'high' };
  return { loading: position < EAGER_CARD_COUNT ? 'eager' : 'lazy', fetchPriority: 'auto' };
}
