import type { PageEntry, Screen } from '../content/pages.js';

/** Set by the prerender on the page's root element: the page is static, and only its islands hydrate (docs/decisions/083). */
export const STATIC_PAGE_ATTRIBUTE = 'data-static-page';

/**
 * The screens whose pages are static HTML with islands. The others still hydrate as the whole app until every part of
 * them that responds is an island (docs/decisions/083 says which are left); /admin is the app for good.
 */
const STATIC_SCREENS: ReadonlySet<Screen> = new Set<Screen>(['home', 'privacy', 'terms', 'not-found', 'real-estate', 'tours', 'destination', 'activity', 'travel-essentials', 'gift-store', 'coffee', 'picture-of-the-day']);

export function isStaticPage(page: PageEntry): boolean {
  return page.rendering === 'prerendered' && STATIC_SCREENS.has(page.screen);
}
