import type { PageEntry, Screen } from '../../domain/presentation/site-pages.js';

/** Set by the prerender on the page's root element: the page is static, and only its islands hydrate (docs/decisions/083). */
export const STATIC_PAGE_ATTRIBUTE = 'data-static-page';

/**
 * A static page's first paint waits until the parser reaches <main> (ui/app.tsx), so the consent banner and the header
 * before it are whole: the parser may yield, and the browser paint, in the middle of a large page's header, and the
 * rest of the desktop menu then arriving moves the menu (a layout shift of 0.011 on /tours, one load in three,
 * measured). `rel=expect` with `blocking=render` is the browser's way to say so; Chromium lifts it when the element is
 * inserted, so it names <main>, not the header. Where it is unknown the link does nothing (docs/decisions/083).
 */
export const FIRST_PAINT_LINK = '<link rel="expect" href="#main" blocking="render">';

/**
 * Dispatched on the document once every island of a static page is scheduled (ui/main.tsx): ui/public/page-start.js,
 * which cannot import this, makes again the taps it held before then (docs/decisions/088).
 */
export const ISLANDS_SCHEDULED_EVENT = 'crg:islands-scheduled';
/**
 * Set on the document's root element at the same moment, so that a test can wait for the page's script to have run
 * even after the event has passed (issue 41, docs/decisions/141).
 */
export const ISLANDS_SCHEDULED_ATTRIBUTE = 'data-islands-scheduled';

/**
 * The screens whose pages are static HTML with islands. The others still hydrate as the whole app until every part of
 * them that responds is an island (docs/decisions/083 says which are left); /admin is the app for good.
 */
const STATIC_SCREENS: ReadonlySet<Screen> = new Set<Screen>(['home', 'privacy', 'terms', 'not-found', 'real-estate', 'tours', 'destination', 'activity', 'travel-essentials', 'gift-store', 'coffee', 'picture-of-the-day']);

export function isStaticPage(page: PageEntry): boolean {
  return page.rendering === 'prerendered' && STATIC_SCREENS.has(page.screen);
}

/**
 * Set by the prerender on the page's shell: what the page view names besides the address (its title and, on two
 * pages, its name; domain/presentation/page-for-path.ts viewedPageFor), as JSON, so the static page's tracking loads no table of the
 * site's pages (ui/static-page.ts).
 */
export const VIEWED_PAGE_ATTRIBUTE = 'data-viewed-page';
