import { NOT_FOUND_PAGE, PAGES, type PageEntry } from './content/pages.js';

/** The page entry the router shows at a path (trailing slash ignored), or the 404 entry. */
export function pageForPath(pathname: string): PageEntry {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES.find((page) => page.path === path) ?? NOT_FOUND_PAGE;
}
