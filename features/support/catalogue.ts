import { fileURLToPath } from 'node:url';
import type { CatalogueDocument } from '../../domain/catalogue/catalogue-document.js';
import { CatalogueReader } from '../../domain/catalogue/catalogue-reader.js';
import { adminTourCards } from '../../domain/presentation/admin-tour-cards.js';
import { hotelsBlockView, type HotelCardView } from '../../domain/presentation/hotels-block-view.js';
import { siteShellView } from '../../domain/presentation/site-shell-view.js';
import { HOTEL_DESTINATION_KEYS, type HotelDestinationKey } from '../../domain/hotels/hotel.js';
import { ADMIN_TOUR_IDS as DOMAIN_ADMIN_TOUR_IDS } from '../../domain/tours/admin-tour-id.js';
import type { PublicTour } from '../../domain/tours/public-tour.js';
import { readSeedDocument } from '../../scripts/catalogue-seed.js';
import { sitePages, type PageEntry } from '../../domain/presentation/site-pages.js';
import { COFFEE, GIFT_STORE, TRAVEL_ESSENTIALS } from '../../domain/navigation/site-places.js';
import { pageForPath, viewedPageOf } from '../../domain/presentation/page-for-path.js';
import { viewFor, type ScreenViews } from '../../domain/presentation/screen-views.js';

/*
 * The site as the build renders it, for every level's support (docs/decisions/101): the seed (catalogue/seed.json,
 * what `npm run build` renders and the @api and @ui levels' server is seeded with) read through the product's own
 * CatalogueReader and view functions, never a copy of what a page shows.
 */

/** The seed's records, checked whole. */
export const SEED: CatalogueDocument = readSeedDocument(fileURLToPath(new URL('../..', import.meta.url)));

/** A reader of the seed, as one page's render has one. */
export const seedReader = (): CatalogueReader => new CatalogueReader(SEED);

/** Every page of the site, in the build's order (domain/presentation/site-pages.ts). */
export const SITE_PAGES: readonly PageEntry[] = sitePages(seedReader());

/** The page the site shows at a path (the 404 entry for none). */
export const pageAt = (path: string): PageEntry => pageForPath(SITE_PAGES, path);

/** The page view a route change to a path reports (domain/presentation/page-for-path.ts). */
export const viewedPageAt = (path: string) => viewedPageOf(pageAt(path), path);

/** What the page at a path shows from the catalogue: its screen's view function over the seed (domain/presentation/screen-views.ts). */
export function pageViewAt<S extends keyof ScreenViews>(path: string, screen: S): ScreenViews[S] {
  const page = pageAt(path);
  const shown: readonly string[] = screen === 'destination' || screen === 'activity' ? ['destination', 'activity'] : [screen];
  if (!shown.includes(page.screen)) throw new Error(`${path} is a ${page.screen} page, not a ${screen} page`);
  return viewFor(page, seedReader()) as ScreenViews[S];
}

/** The header's and footer's view (domain/presentation/site-shell-view.ts). */
export const SITE_SHELL = siteShellView(seedReader());

/** docs/product.md §3 "Destinations on /tours": its sections with their cards. */
export const TOUR_DESTINATIONS = pageViewAt('/tours', 'tours').destinations;

/** The /tours catalogue as the visitor sees it, for steps that speak of tours by id. */
export const TOURS_PAGE_TOURS: readonly PublicTour[] = TOUR_DESTINATIONS.flatMap((destination) => destination.tours);

/** The home page's tours, and as the curated-image call sends them. */
export const HOME_VIEW = pageViewAt('/', 'home');

/** The Arenal page as it shows (docs/product.md §2: its tours, hotels and partner widget). */
export const ARENAL_PAGE = pageViewAt('/destinations/arenal', 'destination');

/** The hotels block of each destination with hotels, best first. */
export const HOTELS: Readonly<Record<HotelDestinationKey, readonly HotelCardView[]>> = Object.fromEntries(
  HOTEL_DESTINATION_KEYS.map((key) => [key, hotelsBlockView(seedReader(), key).hotels]),
) as Record<HotelDestinationKey, readonly HotelCardView[]>;

/** The admin page's cards, as the server answers them (GET /api/admin/tours). */
export const ADMIN_TOURS = adminTourCards(seedReader());

/** docs/product.md §3: the admin tour ids, 1 to 11, read from their one home (domain/tours/admin-tour-id.ts). */
export const ADMIN_TOUR_IDS: number[] = [...DOMAIN_ADMIN_TOUR_IDS];

/** Object mother: the photo URL the operator's replacement for an admin tour is stored under. */
export const operatorPhotoUrl = (adminTourId: number) => `/objects/operator-photo-for-admin-tour-${adminTourId}`;

/** The shopping pages by the name a scenario gives them. */
export const SHOP_PATHS = { 'travel-essentials': TRAVEL_ESSENTIALS.path, 'gift-store': GIFT_STORE.path, coffee: COFFEE.path } as const;
