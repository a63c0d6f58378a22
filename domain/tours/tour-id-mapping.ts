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

/** The custom image a public tour card shows, if its admin tour has one (docs/product.md §2 /tours card). */
export function customImageFor(publicTourId: string, images: readonly TourImage[]): string | undefined {
  // An unmapped tour has no admin id, and undefined equals no record's tourId: no image.
  const adminTourId = adminTourIdFor(publicTourId);
  return images.find((image) => image.tourId === adminTourId)?.imageURL;
}
