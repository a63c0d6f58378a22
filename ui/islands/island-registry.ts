import type { ReactNode } from 'react';
import * as consentBanner from './consent-banner-island.js';
import * as currentHost from './current-host-island.js';
import * as currentYear from './current-year-island.js';
import * as imageFallbacks from './image-fallbacks-island.js';
import * as pageClickTracking from './page-click-tracking-island.js';
import * as pageTracking from './page-tracking-island.js';

/** An island's module: its default export is a function component. */
export type IslandModule = () => Promise<{ readonly default: (props: never) => ReactNode }>;

/**
 * Every island of the public pages and the chunk it hydrates from (docs/decisions/083): the site-wide ones come
 * with this module; every other is one dynamic import, so a page loads the code of the islands it has, when each is due. Each module's default export is the component the
 * page's <Island> rendered under that name, wrapped by withIslandServices (./island-services.tsx) when it resolves a port.
 */
export const ISLAND_MODULES = {
  // Every public page has these: they come with the loader, in the one 'site' chunk (ui/vite.config.ts).
  'consent-banner': () => Promise.resolve(consentBanner),
  'page-tracking': () => Promise.resolve(pageTracking),
  'page-click-tracking': () => Promise.resolve(pageClickTracking),
  'image-fallbacks': () => Promise.resolve(imageFallbacks),
  'current-host': () => Promise.resolve(currentHost),
  'current-year': () => Promise.resolve(currentYear),
  // The islands of some pages, and the header (at the visitor's first interaction with it): each its own chunk,
  // loaded when its directive says.
  'site-header': () => import('./site-header-island.js'),
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
