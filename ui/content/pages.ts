import type { SeoBlock } from '../../domain/seo/seo-block.js';
import { TOUR_PAGE_HEADS } from './tour-pages/tour-page-heads.js';
import {
  ADMIN_SEO, COFFEE_SEO, GIFT_STORE_SEO, HOME_SEO, NOT_FOUND_SEO, PICTURE_OF_THE_DAY_SEO,
  PRIVACY_SEO, REAL_ESTATE_SEO, TERMS_SEO, TOURS_SEO, TRAVEL_ESSENTIALS_SEO,
} from './seo.js';
import {
  ACTIVITIES, ADMIN_PATH, ALL_TOURS, COFFEE, COFFEE_ALIAS, DESTINATIONS, GIFT_STORE, HOME, PICTURE_OF_THE_DAY,
  PRIVACY, REAL_ESTATE, TERMS, TRAVEL_ESSENTIALS,
} from './site-map.js';

export type Screen =
  | 'home' | 'tours' | 'real-estate' | 'travel-essentials' | 'gift-store' | 'coffee' | 'destination' | 'activity'
  | 'picture-of-the-day' | 'privacy' | 'terms' | 'admin' | 'not-found';

export interface PageEntry {
  readonly path: string;
  readonly screen: Screen;
  /** The page's main heading. */
  readonly heading: string;
  readonly seo: SeoBlock;
  /** Public pages are rendered to static HTML at build time; client-only pages get a shell. */
  readonly rendering: 'prerendered' | 'client-only';
}

const entry = (path: string, screen: Screen, heading: string, seo: SeoBlock): PageEntry => ({ path, screen, heading, seo, rendering: 'prerendered' });

function tourPageEntry(path: string, screen: 'destination' | 'activity'): PageEntry {
  const head = TOUR_PAGE_HEADS[path];
  if (!head) throw new Error(`No heading and search metadata for ${path} in tour-page-heads.ts`);
  return entry(path, screen, head.heading, head.seo);
}

/**
 * docs/product.md §2 route table as data: the router (ui/routes.tsx), the prerender and the tests all read
 * this one list.
 */
export const PAGES: readonly PageEntry[] = [
  entry(HOME.path, 'home', 'Discover Pura Vida in Costa Rica', HOME_SEO),
  entry(ALL_TOURS.path, 'tours', 'Costa Rica Tours & Adventures', TOURS_SEO),
  entry(REAL_ESTATE.path, 'real-estate', 'Costa Rica Real Estate', REAL_ESTATE_SEO),
  entry(TRAVEL_ESSENTIALS.path, 'travel-essentials', 'Costa Rica Travel Essentials', TRAVEL_ESSENTIALS_SEO),
  entry(GIFT_STORE.path, 'gift-store', 'Costa Rica Gift Store', GIFT_STORE_SEO),
  entry(COFFEE.path, 'coffee', 'Costa Rica Coffee', COFFEE_SEO),
  // docs/product.md §2: /coffee is the same screen; its canonical address stays /featured-coffee.
  entry(COFFEE_ALIAS, 'coffee', 'Costa Rica Coffee', COFFEE_SEO),
  ...DESTINATIONS.map((destination) => tourPageEntry(destination.path, 'destination')),
  ...ACTIVITIES.map((activity) => tourPageEntry(activity.path, 'activity')),
  entry(PICTURE_OF_THE_DAY.path, 'picture-of-the-day', 'Costa Rica Picture of the Day', PICTURE_OF_THE_DAY_SEO),
  entry(PRIVACY.path, 'privacy', 'Privacy Policy', PRIVACY_SEO),
  entry(TERMS.path, 'terms', 'Terms of Service', TERMS_SEO),
  { path: ADMIN_PATH, screen: 'admin', heading: 'Admin Access', seo: ADMIN_SEO, rendering: 'client-only' },
];

/** docs/product.md §2 "any other path": the 404 screen, prerendered once as 404.html. */
export const NOT_FOUND_PAGE: PageEntry = { path: '*', screen: 'not-found', heading: 'Page Not Found', seo: NOT_FOUND_SEO, rendering: 'prerendered' };
