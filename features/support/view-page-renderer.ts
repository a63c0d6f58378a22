import type { CatalogueDocument } from '../../domain/catalogue/catalogue-document.js';
import { CatalogueReader } from '../../domain/catalogue/catalogue-reader.js';
import { siteShellView } from '../../domain/presentation/site-shell-view.js';
import type { PageRenderer, RenderedPage } from '../../domain/publishing/site-publication.js';
import { sitePages } from '../../domain/presentation/site-pages.js';
import { pageForPath } from '../../domain/presentation/page-for-path.js';
import { viewFor } from '../../domain/presentation/screen-views.js';

/** A tour as a page's view carries it: its link id (the old id where it has one) and its price. */
interface ShownTour {
  readonly id?: unknown;
  readonly price?: unknown;
}

/**
 * The @domain level's pages (docs/decisions/101, 115): each page "drawn" as what it shows, its screen's view and the
 * shell's, by the same view functions the React pages render, through a reader that logs what the page read. No
 * React, no HTML: a preview at this level is the view the page would render.
 */
export class ViewPageRenderer implements PageRenderer {
  async pagePaths(document: CatalogueDocument): Promise<string[]> {
    return [...sitePages(new CatalogueReader(document)).map((page) => page.path), '*'];
  }

  async render(document: CatalogueDocument, paths: readonly string[]): Promise<RenderedPage[]> {
    return paths.map((path) => {
      const reader = new CatalogueReader(document);
      const page = pageForPath(sitePages(reader), path);
      const html = JSON.stringify({ heading: page.heading, view: viewFor(page, reader) ?? null, shell: siteShellView(reader) });
      const file = path === '*' ? '404.html' : path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
      return { path, file, html, reads: reader.log, links: [], placements: [], ogCard: { target: `/og${path}.png`, title: page.heading, subtitle: '', illustration: 'volcano' } };
    });
  }
}

/** The price a page drawn by ViewPageRenderer shows for the tour of these ids, if it shows the tour. */
export function tourPriceInView(drawn: string, ids: readonly string[]): number | undefined {
  let found: number | undefined;
  JSON.parse(drawn, (key, value: unknown) => {
    const tour = value as ShownTour | null;
    if (found === undefined && typeof tour === 'object' && tour !== null && ids.includes(String(tour.id)) && typeof tour.price === 'number') found = tour.price;
    return value;
  });
  return found;
}
