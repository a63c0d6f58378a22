import type { NamedPageView, ViewedPage } from '../analytics/events.js';
import { NOT_FOUND_PAGE, type PageEntry, type Screen } from './site-pages.js';

/** The page entry of a site's pages at a path (trailing slash ignored), or the 404 entry. */
export function pageForPath(pages: readonly PageEntry[], pathname: string): PageEntry {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.find((page) => page.path === path) ?? NOT_FOUND_PAGE;
}

/** docs/product.md §7: the two screens whose page view names them. */
const NAMED_PAGE_VIEW: Readonly<Partial<Record<Screen, NamedPageView>>> = {
  'travel-essentials': 'travel_essentials',
  coffee: 'featured_coffee',
};

/** The page shown at an address, as its page_view reports it (docs/decisions/044-which-screens-send-which-events.md). */
export function viewedPageOf(page: PageEntry, pathname: string): ViewedPage {
  return { path: pathname, title: page.seo.title, category: NAMED_PAGE_VIEW[page.screen] };
}
