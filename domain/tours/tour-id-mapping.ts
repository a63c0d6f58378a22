import type { TourImage } from './tour-image.js';

/**
 * docs/product.md §3: the public tours that may show an operator's custom image, and the admin tour whose
 * image they show. Every other public tour never shows a custom image.
 */
const ADMIN_TOUR_ID_BY_PUBLIC_TOUR_ID: ReadonlyMap<string, number> = new Map([
  ['arenal-1', 1],
  ['arenal-2', 2],
  ['monteverde-1', 3],
  ['monteverde-2', 4],
  ['manuel-1', 5],
  ['manuel-2', 6],
  ['tamarindo-1', 8],
]);

export function adminTourIdFor(publicTourId: string): number | undefined {
  return ADMIN_TOUR_ID_BY_PUBLIC_TOUR_ID.get(publicTourId);
}

/**
 * The one rule for which custom image a card shows (docs/product.md §2): the image record of its admin
 * tour, if any. An admin card names its admin tour by number; a /tours card by its public tour id,
 * through the mapping above (an unmapped public tour never shows a custom image).
 */
export function customImageFor(tour: number | string, images: readonly TourImage[]): string | undefined {
  return customTourImageFor(tour, images)?.imageURL;
}

/** The same rule, giving the whole record: the photo with its smaller copies (docs/decisions/048). */
export function customTourImageFor(tour: number | string, images: readonly TourImage[]): TourImage | undefined {
  // An unmapped tour has no admin id, and undefined equals no record's tourId: no image.
  const adminTourId = typeof tour === 'number' ? tour : adminTourIdFor(tour);
  return images.find((image) => image.tourId === adminTourId);
}
