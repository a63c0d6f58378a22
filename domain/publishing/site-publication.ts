import type { CatalogueDocument } from '../catalogue/catalogue-document.js';
import type { CatalogueLink, PlacedLink } from '../clicks/link-catalogue.js';
import type { PublishedRecord } from './publication-store.js';

/*
 * What a publish works with (issue 36 points 4 and 5, docs/decisions/105): the pages the renderer draws from records,
 * what each published page remembers for the next publish, and the published records themselves.
 */

/** What a page's social card shows: drawn again only when this changes. */
export interface OgCardText {
  /** The card's file, from the site's root: '/og/tours.png'. */
  readonly target: string;
  readonly title: string;
  readonly subtitle: string;
  readonly illustration: string;
}

/** A file a page brings beside its HTML: the picture of the day's live template, the home page's marketplace tours. */
export interface PageFile {
  readonly file: string;
  readonly body: string;
}

/** One page as the renderer draws it from records: the same bytes `npm run build` writes. */
export interface RenderedPage {
  /** Its address: '/', '/tours', '/destinations/arenal'; '/404-page-not-found' for the 404 page. */
  readonly path: string;
  /** Its file in the site: 'index.html', 'tours/index.html', '404.html'. */
  readonly file: string;
  readonly html: string;
  /** The records it read: 'tours/arenal-hanging-bridges', or 'hotels/*' for a query over a collection. */
  readonly reads: readonly string[];
  readonly links: readonly CatalogueLink[];
  readonly placements: readonly PlacedLink[];
  readonly ogCard?: OgCardText;
  /** Its address in the sitemap, when it is listed there. */
  readonly sitemapPath?: string;
  readonly files?: readonly PageFile[];
}

/** Draws pages from records: the SSR bundle the build uses (adapters run it in a worker thread). */
export interface PageRenderer {
  /** Every page the records give the site, in the build's order. */
  pagePaths(document: CatalogueDocument): Promise<string[]>;
  render(document: CatalogueDocument, paths: readonly string[]): Promise<RenderedPage[]>;
}

/** A published page as the next publish needs it: everything but its HTML, which only the served file holds. */
export interface PublishedPage extends Omit<RenderedPage, 'html' | 'files'> {
  /** The date its HTML last changed ('2026-11-28'), for the sitemap. */
  readonly lastModified?: string;
  /** A digest of its HTML and files, so a page drawn again the same is not counted as changed. */
  readonly digest: string;
  /** The files it brings beside its HTML. */
  readonly files: readonly string[];
}

/**
 * The published site, apart from its files: the records it shows and what each of its pages read and shows. Before
 * any publish, the build's: the seed's records at version 1, the version the catalogue store gives them when it is
 * seeded at first start.
 */
export interface SiteState {
  readonly records: readonly PublishedRecord[];
  readonly pages: readonly PublishedPage[];
}

/** A file of the published site, laid over the build's: path from the site's root without the slash ('tours/index.html'). */
export interface SiteFile {
  readonly file: string;
  readonly body: string | Uint8Array;
}
