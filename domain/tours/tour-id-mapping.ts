import type { TourImage } from './tour-image.js';

/**
 * A card's tour as the custom-image rule sees it: an admin card names its admin tour by number; a
 * public card passes its tour, whose record carries the admin tour it is linked to, if any
 * (docs/product.md §3 mapping; ui/content/catalogue/tours.ts). An unlinked tour never shows a custom image.
 */
export type CardTour = number | { readonly adminTourId?: number | undefined };

/** The one rule for which custom image a card shows (docs/product.md §2): the image record of its admin tour, if any. */
export function customImageFor(tour: CardTour, images: readonly TourImage[]): string | undefined {
  return customTourImageFor(tour, images)?.imageURL;
}

/** The same rule, giving the whole record: the photo with its smaller copies (docs/decisions/048). */
export function customTourImageFor(tour: CardTour, images: readonly TourImage[]): TourImage | undefined {
  const adminTourId = typeof tour === 'number' ? tour : tour.adminTourId;
  // An unlinked tour has no admin id, and undefined equals no record's tourId: no image.
  return images.find((image) => image.tourId === adminTourId);
}
