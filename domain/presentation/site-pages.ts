import type { CatalogueReader } from '../catalogue/catalogue-reader.js';
import type { CataloguePage } from '../catalogue/schema/page-schema.js';
import type { SeoBlock } from '../seo/seo-block.js';
import { pageHeadOf } from './site-shell-view.js';
import {
  ADMIN_SEO, COFFEE_SEO, GIFT_STORE_SEO, NOT_FOUND_SEO, PICTURE_OF_THE_DAY_SEO, PRIVACY_SEO, REAL_ESTATE_SEO, TERMS_SEO, TRAVEL_ESSENTIALS_SEO,
} from '../seo/fixed-page-seo.js';
import { ADMIN_PATH, COFFEE, COFFEE_ALIAS, GIFT_STORE, PICTURE_OF_THE_DAY, PRIVACY, REAL_ESTATE, TERMS, TRAVEL_ESSENTIALS } from '../navigation/site-places.js';

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
  /** The id of the page record it shows (home, /tours, the destination and activity pages); none for a fixed page. */
  readonly pageId?: string;
}

const entry = (path: string, screen: Screen, heading: string, seo: SeoBlock): PageEntry => ({ path, screen, heading, seo, rendering: 'prerendered' });

/** The fixed pages, whose words are the UI's own copy: every other page is a page record of the catalogue. */
const REAL_ESTATE_ENTRY = entry(REAL_ESTATE.path, 'real-estate', 'Costa Rica Real Estate', REAL_ESTATE_SEO);
const SHOP_ENTRIES: readonly PageEntry[] = [
  entry(TRAVEL_ESSENTIALS.path, 'travel-essentials', 'Costa Rica Travel Essentials', TRAVEL_ESSENTIALS_SEO),
  entry(GIFT_STORE.path, 'gift-store', 'Costa Rica Gift Store', GIFT_STORE_SEO),
  entry(COFFEE.path, 'coffee', 'Costa Rica Coffee', COFFEE_SEO),
  // docs/product.md §2: /coffee is the same screen; its canonical address stays /featured-coffee.
  entry(COFFEE_ALIAS, 'coffee', 'Costa Rica Coffee', COFFEE_SEO),
];
const CLOSING_ENTRIES: readonly PageEntry[] = [
  entry(PICTURE_OF_THE_DAY.path, 'picture-of-the-day', 'Costa Rica Picture of the Day', PICTURE_OF_THE_DAY_SEO),
  entry(PRIVACY.path, 'privacy', 'Privacy Policy', PRIVACY_SEO),
  entry(TERMS.path, 'terms', 'Terms of Service', TERMS_SEO),
];

/** /admin, the operator's page: rendered in the browser only. */
export const ADMIN_PAGE: PageEntry = { path: ADMIN_PATH, screen: 'admin', heading: 'Admin Access', seo: ADMIN_SEO, rendering: 'client-only' };

/** docs/product.md §2 "any other path": the 404 screen, prerendered once as 404.html. */
export const NOT_FOUND_PAGE: PageEntry = { path: '*', screen: 'not-found', heading: 'Page Not Found', seo: NOT_FOUND_SEO, rendering: 'prerendered' };

/** A page record's entry: its kind is its screen, its heading and search metadata are the record's. */
function recordEntry(page: CataloguePage): PageEntry {
  const { heading, seo } = pageHeadOf(page);
  return { path: page.path, screen: page.kind, heading, seo, rendering: 'prerendered', pageId: page.id };
}

/**
 * docs/product.md §2 route table as data, in the build's order: the home page and /tours, real estate and the shops,
 * the destination and activity pages in their order, the picture of the day, the legal pages and /admin. The
 * prerender (ui/site-renderer.ts), the tests and the publisher read this one list; it reads every page record.
 */
export function sitePages(reader: CatalogueReader): PageEntry[] {
  const records = reader.pages();
  const ofKind = (kind: CataloguePage['kind']) => records.filter((page) => page.kind === kind).map(recordEntry);
  return [
    ...ofKind('home'),
    ...ofKind('tours'),
    REAL_ESTATE_ENTRY,
    ...SHOP_ENTRIES,
    ...reader.placePages('destination').map(recordEntry),
    ...reader.placePages('activity').map(recordEntry),
    ...CLOSING_ENTRIES,
    ADMIN_PAGE,
  ];
}

/** The fixed pages alone: what the admin app knows without the catalogue (ui/full-app.tsx). */
export const FIXED_PAGES: readonly PageEntry[] = [REAL_ESTATE_ENTRY, ...SHOP_ENTRIES, ...CLOSING_ENTRIES, ADMIN_PAGE];
