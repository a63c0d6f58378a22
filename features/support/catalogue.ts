import type { PublicTour } from '../../domain/tours/public-tour.js';
import { TOUR_DESTINATIONS } from '../../ui/content/tours.js';

/** The /tours catalogue as the visitor sees it, for steps that speak of tours by id. */
export const TOURS_PAGE_TOURS: readonly PublicTour[] = TOUR_DESTINATIONS.flatMap((destination) => destination.tours);

export function tourById(id: string): PublicTour {
  const tour = TOURS_PAGE_TOURS.find((candidate) => candidate.id === id);
  if (!tour) throw new Error(`No tour "${id}" on the tours page`);
  return tour;
}

/** docs/product.md §3: the admin page lists 11 tours, ids 1 to 11. */
export const ADMIN_TOUR_IDS = Array.from({ length: 11 }, (_, index) => index + 1);

/** Object mother: the photo URL the operator's replacement for an admin tour is stored under. */
export const operatorPhotoUrl = (adminTourId: number) => `/objects/operator-photo-for-admin-tour-${adminTourId}`;
