import type { TourListing } from '../../../domain/catalogue/catalogue.js';

/**
 * Every group of tour cards on the public site, by tour id (docs/decisions/064): the home grid, the
 * sections of /tours and each destination and activity page. Where docs/product.md §9 gives a page its
 * own prices, the page lists distinct tours that carry those prices, so no tour ever shows two prices.
 * Kept apart from the records so the admin page can say where a photo shows without loading them.
 */

export const HOME_LISTING: TourListing = {
  route: '/',
  section: 'Popular Tours',
  tourIds: [
    'canopy-2',
    'arenal-5',
    'arenal-3',
    'arenal-1',
    'monteverde-2',
    'bird-1',
    'manuel-2',
    'manuel-3',
    'tamarindo-1',
    'playas-de-coco-2',
    'papagayo-4',
    'santa-teresa-1',
  ],
};

const section = (destination: string, name: string, tourIds: readonly string[]): TourListing => ({
  route: '/tours',
  section: name,
  destination,
  tourIds,
  ...(tourIds[0] === undefined ? {} : { bestSeller: tourIds[0] }),
});

/** docs/product.md §3: the eleven destinations of /tours, in order, with their tours (4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3). */
export const TOURS_PAGE_LISTINGS: readonly TourListing[] = [
  section('arenal', 'Arenal', ['arenal-1', 'arenal-2', 'arenal-3', 'arenal-4']),
  section('monteverde', 'Monteverde', ['monteverde-1', 'monteverde-2', 'monteverde-3', 'monteverde-4']),
  section('manuel-antonio', 'Manuel Antonio', ['manuel-1', 'manuel-2', 'manuel-3', 'manuel-4']),
  section('tamarindo', 'Tamarindo', ['tamarindo-1', 'tamarindo-2', 'tamarindo-3', 'tamarindo-4']),
  section('playas-de-coco', 'Playas del Coco', ['playas-de-coco-2', 'playas-de-coco-5', 'playas-de-coco-3', 'playas-de-coco-6']),
  section('san-jose', 'San Jose', ['san-jose-1', 'san-jose-2', 'san-jose-3', 'san-jose-4']),
  section('papagayo', 'Papagayo', ['papagayo-1', 'papagayo-2', 'papagayo-3']),
  section('puerto-viejo', 'Puerto Viejo', ['puerto-viejo-3', 'puerto-viejo-1', 'puerto-viejo-2']),
  section('uvita', 'Uvita', ['uvita-1', 'uvita-2', 'uvita-3']),
  section('jaco', 'Jaco', ['jaco-1', 'jaco-3', 'jaco-4']),
  section('santa-teresa', 'Santa Teresa', ['santa-teresa-1', 'santa-teresa-3', 'santa-teresa-6']),
];

/** A destination's section of /tours, by the destination's id; the build fails on an id /tours has no section for. */
export function toursPageListingOf(destination: string): TourListing {
  const listing = TOURS_PAGE_LISTINGS.find((candidate) => candidate.destination === destination);
  if (!listing) throw new Error(`/tours has no section for the destination "${destination}"`);
  return listing;
}

const page = (route: string, name: string, tourIds: readonly string[]): TourListing => ({
  route,
  section: name,
  tourIds,
  ...(tourIds[0] === undefined ? {} : { bestSeller: tourIds[0] }),
});

/** The destination and activity pages' grids, keyed by path; the order is the order of docs/product.md §9's prices. */
export const TOUR_PAGE_LISTINGS: Readonly<Record<string, TourListing>> = Object.fromEntries(
  [
    page('/destinations/arenal', 'Top Arenal Tours', ['arenal-1', 'arenal-2', 'canopy-2', 'arenal-3']),
    page('/destinations/manuel-antonio', 'Top Manuel Antonio Tours', ['manuel-1', 'manuel-3', 'manuel-2', 'manuel-4']),
    page('/destinations/monteverde', 'Top Monteverde Tours', ['monteverde-1', 'monteverde-3', 'monteverde-5', 'monteverde-4']),
    page('/destinations/tamarindo', 'Top Tamarindo Tours', []),
    page('/destinations/santa-teresa', 'Top Santa Teresa Tours', ['santa-teresa-2', 'santa-teresa-3', 'santa-teresa-4', 'santa-teresa-5']),
    page('/destinations/playas-de-coco', 'Top Playas del Coco Tours', ['playas-de-coco-1', 'playas-de-coco-2', 'playas-de-coco-3', 'playas-de-coco-4']),
    page('/destinations/dominical', 'Top Dominical and Uvita Tours', ['uvita-1', 'dominical-1', 'uvita-2', 'uvita-3']),
    page('/destinations/jaco', 'Top Jaco Beach Tours', ['jaco-1', 'jaco-2', 'jaco-3', 'jaco-4']),
    page('/destinations/puerto-viejo', 'Top Puerto Viejo Tours', ['puerto-viejo-1', 'puerto-viejo-2', 'puerto-viejo-3', 'puerto-viejo-4']),
    page('/destinations/papagayo', 'Top Papagayo Peninsula Experiences', ['papagayo-4', 'papagayo-2', 'papagayo-5', 'papagayo-6']),
    page('/canopy-tours', 'Top Canopy & Zipline Tours', ['arenal-2', 'canopy-2', 'monteverde-2', 'canopy-4']),
    page('/scuba-diving', 'Top Scuba Diving Trips', ['scuba-1', 'playas-de-coco-2', 'scuba-3', 'scuba-2']),
    page('/fishing', 'Top Fishing Charters', ['fishing-1', 'fishing-2', 'fishing-3', 'fishing-4']),
    page('/surf-lessons', 'Top Surf Lessons & Camps', ['tamarindo-1', 'surf-2', 'surf-3', 'surf-4']),
    page('/bird-watching', 'Top Bird Watching Tours', ['bird-1', 'bird-2', 'bird-3', 'bird-4']),
  ].map((listing) => [listing.route, listing]),
);

/** Every listing of the site, for the catalogue test and for publicPlacesOfAdminTour. */
export const ALL_LISTINGS: readonly TourListing[] = [HOME_LISTING, ...TOURS_PAGE_LISTINGS, ...Object.values(TOUR_PAGE_LISTINGS)];
