import type { ReactElement } from 'react';
import type { SeoBlock } from '../domain/seo/seo-block.js';
import {
  ACTIVITIES, ADMIN_PATH, ALL_TOURS, COFFEE, COFFEE_ALIAS, DESTINATIONS, GIFT_STORE, HOME, PICTURE_OF_THE_DAY,
  PRIVACY, REAL_ESTATE, TERMS, TRAVEL_ESSENTIALS,
} from './content/site-map.js';
import {
  activitySeo, ADMIN_SEO, COFFEE_SEO, destinationSeo, GIFT_STORE_SEO, HOME_SEO, NOT_FOUND_SEO, PICTURE_OF_THE_DAY_SEO,
  PRIVACY_SEO, REAL_ESTATE_SEO, TERMS_SEO, TOURS_SEO, TRAVEL_ESSENTIALS_SEO,
} from './content/seo.js';
import { AdminPage } from './pages/admin-page.js';
import { HomePage } from './pages/home-page.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { SimplePage } from './pages/simple-page.js';
import { ToursPage } from './pages/tours-page.js';

export interface AppRoute {
  readonly path: string;
  readonly seo: SeoBlock;
  readonly element: ReactElement;
  /** Public routes are rendered to static HTML at build time; client-only routes get a shell. */
  readonly rendering: 'prerendered' | 'client-only';
}

const simple = (seo: SeoBlock, title: string) => <SimplePage title={title} lead={seo.description} />;

/** SPEC §2 route table: the one list the router, the prerender and the tests read. */
export const ROUTES: readonly AppRoute[] = [
  { path: HOME.path, seo: HOME_SEO, element: <HomePage />, rendering: 'prerendered' },
  { path: ALL_TOURS.path, seo: TOURS_SEO, element: <ToursPage />, rendering: 'prerendered' },
  { path: REAL_ESTATE.path, seo: REAL_ESTATE_SEO, element: simple(REAL_ESTATE_SEO, 'Costa Rica Real Estate'), rendering: 'prerendered' },
  { path: TRAVEL_ESSENTIALS.path, seo: TRAVEL_ESSENTIALS_SEO, element: simple(TRAVEL_ESSENTIALS_SEO, 'Costa Rica Travel Essentials'), rendering: 'prerendered' },
  { path: GIFT_STORE.path, seo: GIFT_STORE_SEO, element: simple(GIFT_STORE_SEO, 'Costa Rica Gift Store'), rendering: 'prerendered' },
  { path: COFFEE.path, seo: COFFEE_SEO, element: simple(COFFEE_SEO, 'Costa Rica Coffee'), rendering: 'prerendered' },
  // SPEC §2: /coffee is the same screen; its canonical address stays /featured-coffee.
  { path: COFFEE_ALIAS, seo: COFFEE_SEO, element: simple(COFFEE_SEO, 'Costa Rica Coffee'), rendering: 'prerendered' },
  ...DESTINATIONS.map((destination): AppRoute => {
    const seo = destinationSeo(destination.slug);
    return { path: destination.path, seo, element: simple(seo, destination.label), rendering: 'prerendered' };
  }),
  ...ACTIVITIES.map((activity): AppRoute => {
    const seo = activitySeo(activity.path);
    return { path: activity.path, seo, element: simple(seo, `${activity.label} in Costa Rica`), rendering: 'prerendered' };
  }),
  { path: PICTURE_OF_THE_DAY.path, seo: PICTURE_OF_THE_DAY_SEO, element: simple(PICTURE_OF_THE_DAY_SEO, 'Costa Rica Picture of the Day'), rendering: 'prerendered' },
  { path: PRIVACY.path, seo: PRIVACY_SEO, element: simple(PRIVACY_SEO, 'Privacy Policy'), rendering: 'prerendered' },
  { path: TERMS.path, seo: TERMS_SEO, element: simple(TERMS_SEO, 'Terms of Service'), rendering: 'prerendered' },
  { path: ADMIN_PATH, seo: ADMIN_SEO, element: <AdminPage />, rendering: 'client-only' },
];

/** SPEC §2 "any other path": the 404 screen. Prerendered once as 404.html. */
export const NOT_FOUND_ROUTE: AppRoute = { path: '*', seo: NOT_FOUND_SEO, element: <NotFoundPage />, rendering: 'prerendered' };
