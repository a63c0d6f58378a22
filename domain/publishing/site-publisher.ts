import { CatalogueParser, catalogueDocumentOf, type CatalogueDocument, type CatalogueRecord, type CatalogueValidationError } from '../catalogue/catalogue-document.js';
import { sameData } from '../catalogue/catalogue-changes.js';
import type { CataloguePublishing, PublicationChange, PublishOutcome } from '../catalogue/catalogue-publishing.js';
import { pageReadsChange } from '../catalogue/catalogue-reader.js';
import type { CatalogueRecordKey } from '../catalogue/catalogue-store.js';
import { LinkCatalogue } from '../clicks/link-catalogue.js';
import { linkAuditIdsOf } from '../affiliate/outbound-link-audit.js';
import type { Clock } from '../kernel/clock.js';
import { sitemapXml } from '../seo/sitemap.js';
import type { PageAudits } from './page-audits.js';
import { NO_GENERATION, StalePublicationError, type Publication, type PublicationStore, type PublishedPages, type PublishedRecord } from './publication-store.js';
import type { PublishedFileCompressor } from './published-file-compressor.js';
import type { OgCardText, PageRenderer, PublishedPage, RenderedPage, SiteFile, SiteState } from './site-publication.js';

/*
 * Publishing page by page (issue 36 points 4 and 5, docs/decisions/105): the changes the operator publishes
 * (domain/catalogue/catalogue-publisher.ts) are laid over what is published; only the pages that read a changed record are drawn again, by the
 * renderer the build uses; the build's audits judge them, and a fault refuses the whole publish, naming it; the pages
 * that changed, the sitemap, the click placements and any social card whose text changed then replace the old ones in
 * one commit, or nothing does.
 */

/** The sitemap and the click placements: rebuilt from every page at each publish. */
export const SITEMAP_FILE = 'sitemap.xml';
export const LINK_CATALOGUE_FILE = 'link-catalogue.json';

export interface OgCardDrawer {
  draw(card: OgCardText): Promise<Uint8Array>;
}

/** A digest of texts (a page's HTML and files): equal digests, equal texts. */
export type Digest = (texts: readonly string[]) => string;

export interface SitePublisherDependencies {
  readonly publications: PublicationStore;
  /** The build this server runs (server/publishing/build-id.ts): its pages are what a publication overlays. */
  readonly buildId: string;
  /** Brotli and gzip copies of each file, made once per publish. */
  readonly compressor: PublishedFileCompressor;
  /** The content type a file is served with ('text/html; charset=utf-8'). */
  readonly contentTypeOf: (file: string) => string;
  /** Told after each commit, so this server serves the new generation at once (PublishedSite.refresh). */
  readonly committed?: () => Promise<void>;
  /** The site `npm run build` wrote, published before any publish: the seed's records and the build's pages. */
  readonly baseline: () => Promise<SiteState>;
  readonly renderer: PageRenderer;
  readonly audits: PageAudits;
  readonly ogCards: OgCardDrawer;
  readonly digest: Digest;
  readonly clock: Clock;
  /** The canonical host of the sitemap's addresses (MAIN_DOMAIN). */
  readonly mainDomain: string;
}

const keyOf = ({ collection, id }: CatalogueRecordKey) => `${collection}/${id}`;

/** How many times a publish that lost the race to another server's starts again from the new publication. */
const ATTEMPTS = 3;

export class SitePublisher implements CataloguePublishing {
  /** One publish at a time on this server; two servers are kept apart by the commit's check. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Remembers each record's schema check, so a publish checks again only the records it changes (docs/decisions/108). */
  private readonly parser = new CatalogueParser();
  /** The publication read last (without its files): read again only once the head names another generation (docs/decisions/108). */
  private lastRead: Publication | undefined;

  constructor(private readonly dependencies: SitePublisherDependencies) {}

  /** Publishes these records at these versions (data null: off the site), all together or none (docs/decisions/103). */
  publish(changes: readonly PublicationChange[]): Promise<PublishOutcome> {
    return this.inTurn(() => this.publishWithRetries(changes));
  }

  /**
   * Draws every page again from the published records when the current publication was made for another build (a
   * deploy): called once at start, so the new build's pages show what the operator published. Nothing otherwise.
   */
  republishForThisBuild(): Promise<PublishOutcome | undefined> {
    return this.inTurn(async () => ((await this.currentState()).redrawAll ? this.publishWithRetries([]) : undefined));
  }

  /**
   * The published records, as the public site shows them: frozen, shared by every caller until the next generation,
   * never copied (a copy of the whole catalogue held the server's thread 8 ms at each publish; docs/decisions/108).
   */
  async publishedRecords(): Promise<PublishedRecord[]> {
    return [...(await this.currentState()).state.records];
  }

  /** What is published now, records and pages: what a preview lays drafts over (domain/publishing/page-previews.ts). */
  async publishedState(): Promise<SiteState> {
    return (await this.currentState()).state;
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * What is published now: the current publication, or before any the build's own site. A publication made for another
   * build published records this build has not drawn: every page is drawn again (`redrawAll`).
   */
  private async currentState(): Promise<{ generation: number; state: SiteState; redrawAll: boolean }> {
    const publication = await this.publication();
    if (publication === undefined) {
      const baseline = await this.dependencies.baseline();
      return { generation: NO_GENERATION, state: { ...baseline, records: deepFrozen(baseline.records) }, redrawAll: false };
    }
    if (publication.head.buildId !== this.dependencies.buildId) {
      return { generation: publication.head.generation, state: { records: publication.records, pages: (await this.dependencies.baseline()).pages }, redrawAll: true };
    }
    return { generation: publication.head.generation, state: stateOf(publication), redrawAll: false };
  }

  /** The current publication without its files: a generation never changes, so the one read last serves while it is current. */
  private async publication(): Promise<Publication | undefined> {
    const { publications } = this.dependencies;
    const head = await publications.head();
    if (head === undefined) return undefined;
    if (this.lastRead?.head.generation !== head.generation) {
      const read = await publications.current({ withFiles: false });
      this.lastRead = read && { ...read, records: deepFrozen(read.records) };
    }
    return this.lastRead;
  }

  private async publishWithRetries(changes: readonly PublicationChange[]): Promise<PublishOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.publishOnce(changes);
      } catch (error) {
        if (!(error instanceof StalePublicationError) || attempt === ATTEMPTS) throw error;
      }
    }
  }

  private async publishOnce(changes: readonly PublicationChange[]): Promise<PublishOutcome> {
    const { publications, renderer, audits, mainDomain } = this.dependencies;
    const { generation, state, redrawAll } = await this.currentState();
    const records = nextRecords(state.records, changes);
    if (records.changed.length === 0 && !redrawAll) {
      // Versions only (a record saved again as it was): the site's pages stay, the versions it shows move on.
      if (!sameData(records.published, state.records)) await this.commit(generation, records.published, state.pages, [], []);
      return { outcome: 'published', pages: [] };
    }

    let document: CatalogueDocument;
    try {
      document = catalogueDocumentOf(records.rows, this.parser);
    } catch (error) {
      // catalogueDocumentOf throws nothing but a CatalogueValidationError, whose issues name each record and field.
      const { issues } = error as CatalogueValidationError;
      return { outcome: 'refused', reasons: issues.map((issue) => ({ page: issue.recordId ?? issue.path, audit: 'catalogue', message: `${issue.path}: ${issue.message}` })) };
    }

    const paths = await renderer.pagePaths(document);
    const before = new Map(state.pages.map((page) => [page.path, page]));
    const toRender = paths.filter((path) => {
      const page = before.get(path);
      return redrawAll || page === undefined || pageReadsChange(page.reads, records.changed);
    });
    const rendered = await renderer.render(document, toRender);
    const findings = await audits.audit(
      rendered.map(({ path, html }) => ({ path, html })),
      {
        ids: linkAuditIdsOf(document.settings),
        siteName: document.settings.siteName,
      },
    );
    if (findings.length > 0) return { outcome: 'refused', reasons: findings.map(({ page, audit, problem }) => ({ page, audit, message: problem })) };

    const today = this.dependencies.clock.now().toISOString().slice(0, 10);
    const files: SiteFile[] = [];
    const changedPages: string[] = [];
    const drawn = new Map<string, PublishedPage>();
    for (const page of rendered) {
      const digest = pageDigest(page, this.dependencies.digest);
      const previous = before.get(page.path);
      const changed = previous?.digest !== digest;
      if (changed) {
        changedPages.push(page.path);
        files.push({ file: page.file, body: page.html }, ...(page.files ?? []));
      }
      if (page.ogCard && !sameData(page.ogCard, previous?.ogCard)) {
        files.push({ file: page.ogCard.target.replace(/^\//, ''), body: await this.dependencies.ogCards.draw(page.ogCard) });
      }
      drawn.set(page.path, publishedPageOf(page, digest, changed ? today : previous?.lastModified));
    }

    const pages = paths.map((path) => drawn.get(path) ?? before.get(path)!);
    const kept = new Set(pages.flatMap((page) => [page.file, ...page.files]));
    const removedFiles = state.pages.flatMap((page) => [page.file, ...page.files]).filter((file) => !kept.has(file));
    files.push(
      { file: SITEMAP_FILE, body: sitemapXml(pages.flatMap((page) => (page.sitemapPath ? [{ path: page.sitemapPath, lastModified: page.lastModified }] : [])), mainDomain) },
      { file: LINK_CATALOGUE_FILE, body: linkCatalogueOf(pages).toJson() },
    );
    await this.commit(generation, records.published, pages, files, removedFiles);
    return { outcome: 'published', pages: changedPages };
  }

  private async commit(basedOn: number, records: readonly PublishedRecord[], pages: readonly PublishedPage[], files: readonly SiteFile[], removedFiles: readonly string[]): Promise<void> {
    const { compressor, contentTypeOf, publications, buildId } = this.dependencies;
    const packed = await Promise.all(
      files.map((file) => compressor.compress({ file: file.file, body: typeof file.body === 'string' ? new TextEncoder().encode(file.body) : file.body, contentType: contentTypeOf(file.file) })),
    );
    await publications.commit({ basedOn, buildId, records, files: packed, removedFiles, pages: publishedPagesOf(pages) });
    await this.dependencies.committed?.();
  }
}

/** The value with every object in it frozen: shared with every caller, changed by none. */
function deepFrozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFrozen(inner);
  }
  return value;
}

/** The publication's pages by path, as the store keeps them. */
function publishedPagesOf(pages: readonly PublishedPage[]): PublishedPages {
  return Object.fromEntries(pages.map(({ path, ...facts }) => [path, facts]));
}

function stateOf(publication: Publication): SiteState {
  return {
    records: publication.records,
    pages: Object.entries(publication.pages).map(([path, facts]) => ({ path, ...(facts as unknown as Omit<PublishedPage, 'path'>) })),
  };
}

/** The digest of a rendered page: its HTML and the files it brings. */
export function pageDigest(page: RenderedPage, digest: Digest): string {
  return digest([page.html, ...(page.files ?? []).flatMap((file) => [file.file, file.body])]);
}

/** What a publication remembers of a rendered page (the build writes its own pages' so, dist/ssr/site-state.json). */
export function publishedPageOf(page: RenderedPage, digest: string, lastModified: string | undefined): PublishedPage {
  return {
    path: page.path,
    file: page.file,
    reads: [...page.reads],
    links: [...page.links],
    placements: [...page.placements],
    ...(page.ogCard ? { ogCard: page.ogCard } : {}),
    ...(page.sitemapPath ? { sitemapPath: page.sitemapPath } : {}),
    ...(lastModified ? { lastModified } : {}),
    digest,
    files: (page.files ?? []).map((file) => file.file),
  };
}

/** Every partner link of the published pages and where each shows it: what a click report may name (docs/decisions/092). */
function linkCatalogueOf(pages: readonly PublishedPage[]): LinkCatalogue {
  return new LinkCatalogue(
    pages.flatMap((page) => page.links),
    pages.filter((page) => page.file !== '404.html').map((page) => page.path),
    pages.flatMap((page) => page.placements),
  );
}

/**
 * The records a publication makes public: the published ones with the changes laid over them (a record at its new
 * version, or, with data null, off the site). `changed` names the records whose data differs.
 */
export function nextRecords(
  published: readonly PublishedRecord[],
  changes: readonly PublicationChange[],
): { published: PublishedRecord[]; rows: CatalogueRecord[]; changed: CatalogueRecordKey[] } {
  const next = new Map(published.map((record) => [keyOf(record), record]));
  const changed: CatalogueRecordKey[] = [];
  for (const { collection, id, version, data } of changes) {
    const key = keyOf({ collection, id });
    const before = next.get(key);
    if (data === null) {
      if (before !== undefined) changed.push({ collection, id });
      next.delete(key);
      continue;
    }
    if (before === undefined || !sameData(before.data, data)) changed.push({ collection, id });
    next.set(key, JSON.parse(JSON.stringify({ collection, id, version, data })) as PublishedRecord);
  }
  // Keys are unique (a map's): no two compare equal.
  const records = [...next.values()].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  return {
    published: records,
    rows: records.map(({ collection, id, data }) => ({ collection, id, data }) as CatalogueRecord),
    changed,
  };
}
