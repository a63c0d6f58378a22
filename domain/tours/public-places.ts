import { adminTourIdFor } from './tour-id-mapping.js';

/** A place on the public site where cards show an admin tour's photo: a page and its section (issue 19). */
export interface PublicPlace {
  readonly route: string;
  readonly section: string;
}

/** The part of the /tours catalogue this needs: each destination's name and its tours' ids. */
export interface PlacesCatalogue {
  readonly name: string;
  readonly tours: readonly { readonly id: string }[];
}

/**
 * docs/product.md §3, issue 19: where the operator's photo for an admin tour shows. Today the /tours page
 * shows custom photos, on the cards of the seven public tours mapped to an admin tour; an admin tour no
 * public tour maps to (7, 9, 10, 11) shows nowhere. Empty: no visitor ever sees its photo.
 */
export function publicPlacesOfAdminTour(adminTourId: number, destinations: readonly PlacesCatalogue[]): PublicPlace[] {
  return destinations.filter((destination) => destination.tours.some((tour) => adminTourIdFor(tour.id) === adminTourId)).map((destination) => ({ route: '/tours', section: destination.name }));
}

/** What an admin card says about where its photo shows ("On /tours, Arenal"), or that it shows nowhere. */
export function placesSentence(places: readonly PublicPlace[]): string {
  if (places.length === 0) return 'No public page shows this tour: visitors never see its photo';
  return `On ${places.map((place) => `${place.route}, ${place.section}`).join('; ')}`;
}
