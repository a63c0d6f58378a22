import type { PhotoVariant } from '../images/photo-variants.js';

/**
 * docs/product.md §3 "Tour image record (server)": the photo an operator chose for one admin tour. GET
 * /api/tours/images adds the photo's smaller copies (docs/decisions/048); a record stored before copies existed,
 * or an answer without them, has none.
 */
export interface TourImage {
  readonly tourId: number;
  readonly imageURL: string;
  readonly variants?: readonly PhotoVariant[];
}

export function sortByTourId<T extends TourImage>(images: readonly T[]): T[] {
  return [...images].sort((a, b) => a.tourId - b.tourId);
}
