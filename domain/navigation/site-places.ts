/**
 * The portal's fixed places (docs/product.md §2, docs/architecture.md §4): the route table, the header, the footer, the
 * prerender and the tests all read them. The destination and activity pages are page records of the catalogue.
 */
import { PICTURE_OF_THE_DAY_PATH } from '../photo-feed/picture-of-the-day-page.js';
import type { PlaceLink } from '../presentation/site-shell-view.js';

/** A place as a link names it (the shell's view names the catalogue's pages alike). */
export type Place = PlaceLink;

export const HOME: Place = { path: '/', label: 'Home' };
export const ALL_TOURS: Place = { path: '/tours', label: 'All Tours' };
export const REAL_ESTATE: Place = { path: '/real-estate', label: 'Real Estate' };
export const TRAVEL_ESSENTIALS: Place = { path: '/travel-essentials', label: 'Travel Essentials' };
export const GIFT_STORE: Place = { path: '/gift-store', label: 'Gift Store' };
export const COFFEE: Place = { path: '/featured-coffee', label: 'Costa Rica Coffee' };
export const COFFEE_ALIAS = '/coffee';
export const PICTURE_OF_THE_DAY: Place = { path: PICTURE_OF_THE_DAY_PATH, label: 'Picture of the Day' };
export const PRIVACY: Place = { path: '/privacy', label: 'Privacy Policy' };
export const TERMS: Place = { path: '/terms', label: 'Terms of Service' };
export const ADMIN_PATH = '/admin';

/** The home page's relocation section, reached by the header's Relocation link (docs/product.md §2). */
export const RELOCATION_ANCHOR = 'relocation';

/**
 * docs/product.md §2 header: the Tours menu holds /tours and the activity pages (page records of the catalogue, the
 * site shell's view, domain/presentation/site-shell-view.ts); the rest sit in the bar.
 */
export const HEADER_LINKS: readonly Place[] = [REAL_ESTATE, GIFT_STORE, COFFEE];

/** docs/product.md §2 footer links, in the order the footer shows them. */
export const FOOTER_EXPLORE: readonly Place[] = [
  { path: ALL_TOURS.path, label: 'Tours' },
  REAL_ESTATE,
  GIFT_STORE,
  COFFEE,
  PICTURE_OF_THE_DAY,
];
export const FOOTER_LEGAL: readonly Place[] = [PRIVACY, TERMS];

/** docs/product.md §2 404 screen: the four places it suggests. */
export const NOT_FOUND_SUGGESTIONS: readonly Place[] = [
  { path: ALL_TOURS.path, label: 'Tour Packages' },
  REAL_ESTATE,
  TRAVEL_ESSENTIALS,
  { path: COFFEE.path, label: 'Costa Rican Coffee' },
];
