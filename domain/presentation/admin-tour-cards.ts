import type { AdminTour } from '../admin/admin-tour.js';
import type { CatalogueReader } from '../catalogue/catalogue-reader.js';
import type { CatalogueTour } from '../catalogue/schema/tour-schema.js';
import { publicPlacesOf, type PlacedListing, type PublicPlace } from '../tours/public-places.js';
import { coverPatternFor, coverPatternPath } from './designed-cover.js';
import { subjectDrawingPath } from './tour-pictures.js';

/** An admin card (docs/product.md §2 Admin, §3 "Admin tour"): the tour, the picture it shows until replaced, and where its photo shows. */
export interface AdminTourCard extends AdminTour {
  readonly places: readonly PublicPlace[];
}

/** The drawing a card shows until the operator uploads a photo: its subject's, else its designed cover. */
function pictureOf(tour: CatalogueTour): string {
  if (tour.picture !== undefined) return subjectDrawingPath(tour.picture);
  return coverPatternPath(tour.visibility === 'public' ? coverPatternFor(tour.category.en) : (tour.cover ?? 'adventure'));
}

/** Every listing of the site with its place's words: the home grid, the sections of /tours, the destination and activity pages in their order. */
function placedListings(reader: CatalogueReader): PlacedListing[] {
  const pages = reader.pages();
  const ofPages = (list: readonly { readonly path: string; readonly listing: { readonly title: { readonly en: string }; readonly tourIds: readonly string[] } }[]) =>
    list.map((page) => ({ route: page.path, section: page.listing.title.en, tourIds: page.listing.tourIds }));
  return [
    ...ofPages(pages.flatMap((page) => (page.kind === 'home' ? [page] : []))),
    ...pages.flatMap((page) => (page.kind === 'tours' ? page.sections.map((section) => ({ route: page.path, section: reader.destination(section.destination).name.en, tourIds: section.tourIds })) : [])),
    ...ofPages(reader.placePages('destination')),
    ...ofPages(reader.placePages('activity')),
  ];
}

/**
 * docs/product.md §2 Admin: one card per admin tour, by its number (batch uploads follow it). A public tour's card names
 * its destination; an admin-only tour's, its own place. Reads every tour (a query: which tours have an admin number),
 * their destinations and every page (where each shows).
 */
export function adminTourCards(reader: CatalogueReader): AdminTourCard[] {
  const listings = placedListings(reader);
  return reader.adminTours().map((tour) => ({
    id: tour.adminTour!.number,
    title: tour.title.en,
    location: tour.visibility === 'public' ? reader.destination(tour.destination).name.en : tour.location.en,
    category: tour.adminTour!.category,
    currentImage: pictureOf(tour),
    places: tour.visibility === 'public' ? publicPlacesOf(new Set([tour.id]), listings) : [],
  }));
}
