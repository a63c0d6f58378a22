import { catalogueDocumentOf, type CatalogueValidationError, type CatalogueDocument, type CatalogueRecord } from '../catalogue/catalogue-document.js';
import { UnpublishableChangeError } from '../catalogue/catalogue-editing-errors.js';
import type { CataloguePreviewing, PreviewedPages, SitePage } from '../catalogue/catalogue-previewing.js';
import type { PublicationChange } from '../catalogue/catalogue-publishing.js';
import { pageReadsChange } from '../catalogue/catalogue-reader.js';
import type { Digest } from './site-publisher.js';
import { nextRecords, pageDigest } from './site-publisher.js';
import type { PageRenderer, PublishedPage, RenderedPage, SiteState } from './site-publication.js';

/*
 * The pages drafts would change, drawn before they are published (issue 38 point 5, docs/decisions/115): the same
 * renderer and the same laying of changes over the published records as a publish (SitePublisher, docs/decisions/105),
 * but nothing is audited, compressed or committed: a preview never changes what the site serves.
 */

/** The title a page is listed by: its social card's title, else words for the pages that have none. */
export function pageTitleOf(page: Pick<RenderedPage, 'path' | 'ogCard'>): string {
  if (page.ogCard !== undefined) return page.ogCard.title;
  if (page.path === '*') return 'Page not found';
  return page.path;
}

const sitePageOf = (page: Pick<RenderedPage, 'path' | 'ogCard' | 'reads'>): SitePage => ({ path: page.path, title: pageTitleOf(page), reads: [...page.reads] });

export interface PagePreviewsDependencies {
  /** What is published now: the records and each page's reads and digest. */
  readonly site: () => Promise<SiteState>;
  readonly renderer: PageRenderer;
  readonly digest: Digest;
}

export class PagePreviews implements CataloguePreviewing {
  constructor(private readonly dependencies: PagePreviewsDependencies) {}

  async publishedPages(): Promise<SitePage[]> {
    return (await this.dependencies.site()).pages.map(sitePageOf);
  }

  /**
   * The pages the changes would draw differently (a page whose reads name a changed record and whose bytes differ, or
   * a new page) and the pages they would take off the site, each in the renderer's order.
   */
  async pagesChanged(changes: readonly PublicationChange[]): Promise<PreviewedPages> {
    const { state, document } = await this.drafted(changes);
    const paths = await this.dependencies.renderer.pagePaths(document);
    const before = new Map(state.pages.map((page) => [page.path, page]));
    const changed = nextRecords(state.records, changes).changed;
    const candidates = paths.filter((path) => {
      const page = before.get(path);
      return page === undefined || pageReadsChange(page.reads, changed);
    });
    const drawn = await this.dependencies.renderer.render(document, candidates);
    const differs = (page: RenderedPage) => before.get(page.path)?.digest !== pageDigest(page, this.dependencies.digest);
    const kept = new Set(paths);
    return {
      pages: drawn.filter(differs).map(sitePageOf),
      withdrawn: state.pages.filter((page: PublishedPage) => !kept.has(page.path)).map(sitePageOf),
    };
  }

  async page(changes: readonly PublicationChange[], path: string): Promise<string | undefined> {
    const { document } = await this.drafted(changes);
    if (!(await this.dependencies.renderer.pagePaths(document)).includes(path)) return undefined;
    const [page] = await this.dependencies.renderer.render(document, [path]);
    return page!.html;
  }

  /** The published site, and the catalogue document its records make with the changes laid over them. */
  private async drafted(changes: readonly PublicationChange[]): Promise<{ state: SiteState; document: CatalogueDocument }> {
    const state = await this.dependencies.site();
    try {
      return { state, document: catalogueDocumentOf(nextRecords(state.records, changes).rows as CatalogueRecord[]) };
    } catch (error) {
      // catalogueDocumentOf throws nothing but a CatalogueValidationError, whose issues name each record and field.
      throw new UnpublishableChangeError((error as CatalogueValidationError).issues.map((issue) => ({ field: issue.path, message: issue.message })));
    }
  }
}
