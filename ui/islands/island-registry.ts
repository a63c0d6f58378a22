import type { ReactNode } from 'react';

/** An island's module: its default export is a function component. */
export type IslandModule = () => Promise<{ readonly default: (props: never) => ReactNode }>;

/**
 * Every island of the public pages and the chunk it hydrates from (docs/decisions/083): each is one dynamic import, so
 * a page loads the code of the islands it has, when each is due, and React with the first of them (docs/decisions/086).
 * Each module's default export is the component the page's <Island> rendered under that name, wrapped by
 * withIslandServices (./island-services.tsx) when it resolves a port.
 */
export const ISLAND_MODULES = {
  // Every page has these two; each waits for the visitor's first interaction with it (or, for the banner, with the
  // footer's Cookie settings button).
  'consent-banner': () => import('./consent-banner-island.js'),
  'site-header': () => import('./site-header-island.js'),
  // The islands of some pages.
  'go-back-button': () => import('./go-back-button-island.js'),
  'tour-card-photos': () => import('./tour-card-photos-island.js'),
  'tour-filter': () => import('./tour-filter-island.js'),
  'partner-widget': () => import('./partner-widget-island.js'),
  'retail-ad-frame': () => import('./retail-ad-frame-island.js'),
  'gift-category-buttons': () => import('./gift-category-buttons-island.js'),
  'gift-category-status': () => import('./gift-category-status-island.js'),
  'photo-gallery': () => import('./photo-gallery-island.js'),
  toaster: () => import('./toaster-island.js'),
  'newsletter-form': () => import('./newsletter-form-island.js'),
  'domain-description': () => import('./domain-description-island.js'),
  'relocation-booking-button': () => import('./relocation-booking-button-island.js'),
} satisfies Record<string, IslandModule>;

export type IslandName = keyof typeof ISLAND_MODULES;
