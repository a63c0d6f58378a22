import { ADMIN_TOUR_IDS as DOMAIN_ADMIN_TOUR_IDS } from '../../domain/tours/admin-tour-id.js';
import type { PublicTour } from '../../domain/tours/public-tour.js';
import { COFFEE, GIFT_STORE, TRAVEL_ESSENTIALS } from '../../ui/content/site-map.js';
import { TOUR_DESTINATIONS } from '../../ui/content/catalogue/catalogue.js';

/** The /tours catalogue as the visitor sees it, for steps that speak of tours by id. */
export const TOURS_PAGE_TOURS: readonly PublicTour[] = TOUR_DESTINATIONS.flatMap((destination) => destination.tours);

export function tourById(id: string): PublicTour {
  const tour = TOURS_PAGE_TOURS.find((candidate) => candidate.id === id);
  if (!tour) throw new Error(`No tour "${id}" on the tours page`);
  return tour;
}

/** docs/product.md §3: the admin tour ids, 1 to 11, read from their one home (domain/tours/admin-tour-id.ts). */
export const ADMIN_TOUR_IDS: number[] = [...DOMAIN_ADMIN_TOUR_IDS];

/** Object mother: the photo URL the operator's replacement for an admin tour is stored under. */
export const operatorPhotoUrl = (adminTourId: number) => `/objects/operator-photo-for-admin-tour-${adminTourId}`;

/** The shopping pages by the name a scenario gives them. */
export const SHOP_PATHS = { 'travel-essentials': TRAVEL_ESSENTIALS.path, 'gift-store': GIFT_STORE.path, coffee: COFFEE.path } as const;
