import { marketplaceBookingUrl } from '../affiliate/marketplace-link.js';
import type { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { tourLinkIdOf } from '../catalogue/schema/tour-schema.js';
import type { PublicTour } from '../tours/public-tour.js';
import { BEST_SELLER } from './tour-card-variant.js';
import { tourCardPictureOf } from './tour-pictures.js';

/** A listing of a page: its tours by id, in order. */
export interface ListingOfTours {
  readonly tourIds: readonly string[];
}

/**
 * One tour's card (docs/product.md §3 "Public tour"): the tour's record in the visitor's words, its destination's
 * name, its booking link with the partner id of the settings (docs/product.md §1, §7), the drawing its `picture`
 * names (or the photo the operator uploaded for it), the admin tour whose photo it may show, and the record's badges. Nothing of it depends on the page that
 * lists it, so a tour reads the same everywhere (issue 37). Reads the tour, its destination and the settings.
 */
export function publicTourCard(reader: CatalogueReader, id: string): PublicTour {
  const tour = reader.tour(id);
  if (tour.visibility !== 'public') throw new Error(`The tour "${id}" is admin-only: no page may list it`);
  const picture = tourCardPictureOf(tour);
  return {
    id: tourLinkIdOf(tour),
    title: tour.title.en,
    location: tour.location.en,
    duration: tour.duration.en,
    ...(tour.groupSize === undefined ? {} : { groupSize: tour.groupSize.en }),
    price: tour.price,
    priceUnit: tour.priceUnit,
    ...(tour.originalPrice === undefined ? {} : { originalPrice: tour.originalPrice }),
    rating: tour.rating,
    reviewCount: tour.reviewCount,
    description: tour.description.en,
    highlights: [...tour.highlights.en],
    category: tour.category.en,
    badges: [...(tour.badges ?? [])],
    ...(tour.difficulty === undefined ? {} : { difficulty: tour.difficulty }),
    destination: reader.destination(tour.destination).name.en,
    bookingUrl: marketplaceBookingUrl(reader.settings().marketplace.partnerId, tour.searchTerm),
    ...(picture === undefined ? {} : { picture }),
    ...(tour.adminTour === undefined ? {} : { adminTourId: tour.adminTour.number }),
    ...(tour.badges?.includes(BEST_SELLER) ? { bestSellerRank: 1 } : {}),
  };
}

/** The cards of one listing, in its order (docs/decisions/064: a page never copies a tour). */
export function listingTours(reader: CatalogueReader, listing: ListingOfTours): PublicTour[] {
  return listing.tourIds.map((id) => publicTourCard(reader, id));
}
