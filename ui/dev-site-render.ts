import seed from '../catalogue/seed.json' with { type: 'json' };
import { parseCatalogueDocument } from '../domain/catalogue/catalogue-document.js';
import { CatalogueReader } from '../domain/catalogue/catalogue-reader.js';
import { siteShellView } from '../domain/presentation/site-shell-view.js';
import { sitePages } from '../domain/presentation/site-pages.js';
import { pageForPath } from '../domain/presentation/page-for-path.js';
import { viewFor } from '../domain/presentation/screen-views.js';
import type { SiteRender } from './site-render.js';

/**
 * `npm run dev` only (ui/full-app.tsx loads it under import.meta.env.DEV, so no build carries it): Vite's dev server
 * has no prerendered pages, so the browser renders every page from the seed itself, through the same reader and view
 * functions as the build (docs/decisions/101). The build-time partner ids do not apply here: the seed's settings show.
 */
export function devSiteRender(pathname: string): SiteRender {
  const reader = new CatalogueReader(parseCatalogueDocument(seed));
  const shell = siteShellView(reader);
  const page = pageForPath(sitePages(reader), pathname);
  return { shell, page, view: viewFor(page, reader) };
}
