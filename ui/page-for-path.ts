import type { NamedPageView, ViewedPage } from '../domain/analytics/events.js';
import { NOT_FOUND_PAGE, PAGES, type PageEntry, type Screen } from './content/pages.js';

/** The page entry the router shows at a path (trailing slash ignored), or the 404 entry. */
export function pageForPath(pathname: string): PageEntry {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES.find((page) => page.path === path) ?? NOT_FOUND_PAGE;
}

/** docs/product.md §7: the two screens whose page view names them. */
const NAMED_PAGE_VIEW: Readonly<Partial<Record<Screen, NamedPageView>>> = {
  'travel-essentials': 'travel_essentials',
  coffee: 'featured_coffee',
};

/** The page a route change shows, as its page_view reports it (docs/decisions/044-which-screens-send-which-events.md). */
export function viewedPageFor(pathname: string): ViewedPage {
  const page = pageForPath(pathname);
  return { path: pathname, title: page.seo.title, category: NAMED_PAGE_VIEW[page.screen] };
}
