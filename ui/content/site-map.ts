/**
 * The one list of the portal's places (docs/product.md §2, docs/architecture.md §4): the route table, the header, the
 * footer, the prerender and the tests all read it.
 */
import { PICTURE_OF_THE_DAY_PATH } from '../../domain/photo-feed/picture-of-the-day-page.js';

export interface Place {
  readonly path: string;
  readonly label: string;
}

export interface Destination extends Place {
  readonly slug: string;
}

export const DESTINATIONS: readonly Destination[] = [
  { slug: 'arenal', label: 'Arenal' },
  { slug: 'manuel-antonio', label: 'Manuel Antonio' },
  { slug: 'monteverde', label: 'Monteverde' },
  { slug: 'tamarindo', label: 'Tamarindo' },
  { slug: 'santa-teresa', label: 'Santa Teresa' },
  { slug: 'playas-de-coco', label: 'Playas del Coco' },
  { slug: 'dominical', label: 'Dominical and Uvita' },
  { slug: 'jaco', label: 'Jaco Beach' },
  { slug: 'puerto-viejo', label: 'Puerto Viejo' },
  { slug: 'papagayo', label: 'Papagayo Peninsula' },
].map((destination) => ({ ...destination, path: `/destinations/${destination.slug}` }));

export const ACTIVITIES: readonly Place[] = [
  { path: '/canopy-tours', label: 'Canopy Tours' },
  { path: '/scuba-diving', label: 'Scuba Diving' },
  { path: '/fishing', label: 'Fishing' },
  { path: '/surf-lessons', label: 'Surf Lessons' },
  { path: '/bird-watching', label: 'Bird Watching' },
];

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

/** docs/product.md §2 header: the Tours menu holds the tour pages; the rest sit in the bar. */
export const TOURS_MENU: readonly Place[] = [ALL_TOURS, ...ACTIVITIES];
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
