/** A place on the public site where cards show an admin tour's photo: a page and its group of cards (issue 19). */
export interface PublicPlace {
  readonly route: string;
  readonly section: string;
}

/** One group of tour cards on one page, by tour id: the home grid, a /tours section, a destination or activity page. */
export interface PlacedListing extends PublicPlace {
  readonly tourIds: readonly string[];
}

/**
 * docs/product.md §2 Admin, issue 19: where the operator's photo for an admin tour shows. The tour records carry
 * their admin link (docs/decisions/099), and every card of a linked tour shows the photo, so its places are the
 * listings (home grid, /tours sections, destination and activity pages) that list a linked tour, in listing order.
 * Empty when no public tour is linked to it: then no visitor ever sees its photo.
 */
export function publicPlacesOf(linkedTourIds: ReadonlySet<string>, listings: readonly PlacedListing[]): PublicPlace[] {
  return listings.filter((listing) => listing.tourIds.some((id) => linkedTourIds.has(id))).map(({ route, section }) => ({ route, section }));
}

/** What an admin card says about where its photo shows ("On /tours, Arenal"), or that it shows nowhere. */
export function placesSentence(places: readonly PublicPlace[]): string {
  if (places.length === 0) return 'No public page shows this tour: visitors never see its photo';
  return `On ${places.map((place) => `${place.route}, ${place.section}`).join('; ')}`;
}
