import { marketplaceBookingUrl } from '../../../domain/affiliate/marketplace-link.js';
import { resolveTours, type TourListing, type TourRecord } from '../../../domain/catalogue/catalogue.js';
import { publicPlacesOfAdminTour as placesIn, type PublicPlace } from '../../../domain/tours/public-places.js';
import type { PublicTour, TourDestination } from '../../../domain/tours/public-tour.js';
import { siteConfig } from '../site-config.js';
import { isSubjectIllustration, subjectIllustrationUrl } from '../illustrations.js';
import { DESTINATIONS } from './destinations.js';
import { ALL_LISTINGS, TOURS_PAGE_LISTINGS } from './listings.js';
import { TOUR_PICTURES } from './pictures.js';
import { TOURS } from './tours.js';

const destinationName = (id: string) => DESTINATIONS.find((destination) => destination.id === id)?.name ?? id;

/** One record as a card shows it on one page: its booking link carries the partner parameters (docs/product.md §1). */
function publicTourOf({ destination, picture, adminTour, searchTerm, ...fields }: TourRecord, bestSeller: boolean): PublicTour {
  const subject = picture === undefined ? undefined : TOUR_PICTURES[picture];
  return {
    ...fields,
    destination: destinationName(destination),
    bookingUrl: marketplaceBookingUrl(siteConfig.marketplacePartnerId, searchTerm),
    ...(picture !== undefined && subject && isSubjectIllustration(picture) ? { picture: { src: subjectIllustrationUrl(picture), alt: subject.alt } } : {}),
    ...(adminTour ? { adminTourId: adminTour.id } : {}),
    ...(bestSeller ? { bestSellerRank: 1 } : {}),
  };
}

/** The cards of one listing, in its order, the page's best seller marked. */
export function publicToursOf(listing: TourListing): PublicTour[] {
  return resolveTours(listing.tourIds, TOURS).map((record) => publicTourOf(record, record.id === listing.bestSeller));
}

/** docs/product.md §3 "Destinations on /tours": the eleven sections with their cards. */
export const TOUR_DESTINATIONS: readonly TourDestination[] = TOURS_PAGE_LISTINGS.map((listing) => {
  const destination = DESTINATIONS.find((candidate) => candidate.id === listing.destination)!;
  return { name: destination.name, description: destination.description, icon: destination.icon, colour: destination.colour, tours: publicToursOf(listing) };
});

/**
 * Where the operator's photo for an admin tour shows on the public site (issue 19): every page and
 * card group that lists its linked tour; empty when no public tour is linked to it.
 */
export function publicPlacesOfAdminTour(adminTourId: number): PublicPlace[] {
  return placesIn(adminTourId, { tours: TOURS, listings: ALL_LISTINGS });
}
