import type { ReactNode } from 'react';

/** An island's module: its default export is a function component. */
export type IslandModule = () => Promise<{ readonly default: (props: never) => ReactNode }>;

/**
 * Every island of the public pages and the chunk it hydrates from (docs/decisions/083): one dynamic import each, so
 * a page loads the code of the islands it has, when each is due. Each module's default export is the component the
 * page's <Island> rendered under that name, wrapped by withIslandServices (./island-services.tsx) when it resolves a port.
 */
export const ISLAND_MODULES = {
  'site-header': () => import('./site-header-island.js'),
  'consent-banner': () => import('./consent-banner-island.js'),
  'page-tracking': () => import('./page-tracking-island.js'),
  'page-click-tracking': () => import('./page-click-tracking-island.js'),
  'image-fallbacks': () => import('./image-fallbacks-island.js'),
  'current-host': () => import('./current-host-island.js'),
  'current-year': () => import('./current-year-island.js'),
  'go-back-button': () => import('./go-back-button-island.js'),
  'retail-ad-frame': () => import('./retail-ad-frame-island.js'),
  'gift-category-buttons': () => import('./gift-category-buttons-island.js'),
  'gift-category-status': () => import('./gift-category-status-island.js'),
  'photo-gallery': () => import('./photo-gallery-island.js'),
  toaster: () => import('./toaster-island.js'),
  'newsletter-form': () => import('./newsletter-form-island.js'),
  'domain-description': () => import('./domain-description-island.js'),
} satisfies Record<string, IslandModule>;

export type IslandName = keyof typeof ISLAND_MODULES;
