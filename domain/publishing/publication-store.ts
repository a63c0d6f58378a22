/** The generation a commit names when nothing has been published yet. */
export const NO_GENERATION = 0;

/** Which publication is current: cheap to read, so every server can ask for it twice a second. */
export interface PublicationHead {
  /** 1 for the first publication, one more at each commit; never goes back. */
  readonly generation: number;
  /** When the generation was committed (ISO 8601). */
  readonly publishedAt: string;
  /** The build (dist/client) whose pages this publication was rendered for and overlays. */
  readonly buildId: string;
}

/** A catalogue record as the public site shows it: the version the operator published. */
export interface PublishedRecord {
  readonly collection: string;
  readonly id: string;
  readonly version: number;
  readonly data: unknown;
}

/** A file of the site with its bytes, before its compressed copies are made. */
export interface UncompressedFile {
  /** Its name under the build's client folder, with forward slashes: 'tours/index.html', '404.html', 'sitemap.xml'. */
  readonly file: string;
  readonly body: Uint8Array;
  readonly contentType: string;
}

/** A published file: served in place of the build's file of the same name, with its Brotli and gzip copies when they are smaller. */
export interface PublishedFile extends UncompressedFile {
  readonly br?: Uint8Array;
  readonly gzip?: Uint8Array;
}

/**
 * What the publisher remembers of each published page, by page path ('/tours'): the records it read to be rendered
 * (strings the renderer writes and the publisher compares), and whatever else the next publish needs of it (its
 * links, its social card's text, its sitemap date): opaque JSON to the store.
 */
export type PublishedPages = Readonly<Record<string, { readonly reads: readonly string[] } & Readonly<Record<string, unknown>>>>;

/** The whole current publication, read as one snapshot (docs/decisions/102). */
export interface Publication {
  readonly head: PublicationHead;
  /** The published records, by collection then id (code units). */
  readonly records: readonly PublishedRecord[];
  /** The overlay over the build, by file name (code units): a file never published comes from the build. */
  readonly files: readonly PublishedFile[];
  /** Files the site no longer has, the build's included (a page whose record was archived): answered "not found". */
  readonly withdrawnFiles: readonly string[];
  readonly pages: PublishedPages;
  /**
   * Read with `filesChangedAfter`: the files and withdrawals of the overlay that are as they were in that generation,
   * by name (code units); `files` and `withdrawnFiles` then hold only those written or withdrawn since.
   */
  readonly unchangedFiles?: readonly string[];
}

/**
 * A new generation, made from the one its publisher read. Records and pages are the whole new set; files are the
 * changes to the overlay: those written (new or changed) and those removed from the site. A commit for another build
 * than the current generation's starts the overlay afresh: that build's files and withdrawals no longer apply.
 */
export interface PublicationCommit {
  /** The generation the publisher read (NO_GENERATION when there was none). */
  readonly basedOn: number;
  readonly buildId: string;
  readonly records: readonly PublishedRecord[];
  readonly files: readonly PublishedFile[];
  readonly removedFiles: readonly string[];
  readonly pages: PublishedPages;
}

export interface CurrentOptions {
  /** False: without the files (default true). */
  readonly withFiles?: boolean;
  /** False: without the records (default true): a server answering the pages needs none. */
  readonly withRecords?: boolean;
  /**
   * False: without the pages' facts (`pages` empty; default true): a server answering the pages needs none, and they
   * are the biggest text of a publication to parse (docs/decisions/143).
   */
  readonly withPages?: boolean;
  /**
   * A generation whose files the reader holds: only the files written or withdrawn after it come whole, the others are
   * named in `unchangedFiles` (docs/decisions/108). A file the overlay dropped since (another build's commit starts it
   * afresh) is in neither.
   */
  readonly filesChangedAfter?: number;
}

/**
 * Where the published pages are kept (docs/decisions/102): memory, SQLite or PostgreSQL. A commit is one transaction:
 * after a crash at any moment the store holds the generation before it or the one it made, never a mix, and `current`
 * reads one generation whole even while another server commits.
 */
export interface PublicationStore {
  /** The current generation's head, or undefined before the first publication. */
  head(): Promise<PublicationHead | undefined>;
  /**
   * The current generation whole, read as one snapshot, or undefined before the first publication. `withFiles: false`
   * leaves the files out (`files` and `withdrawnFiles` empty): a publisher needs only the records and the pages.
   */
  current(options?: CurrentOptions): Promise<Publication | undefined>;
  /**
   * Makes generation `basedOn + 1` and gives its head. When the current generation is no longer `basedOn` (another
   * publisher committed first) it throws StalePublicationError; a commit the store cannot keep throws
   * InvalidPublicationError. Either way nothing changes.
   */
  commit(next: PublicationCommit): Promise<PublicationHead>;
}

function currentOf(head: PublicationHead | undefined): string {
  return head === undefined ? 'nothing is published yet' : `generation ${head.generation} is current`;
}

/** A commit made from a generation that is no longer current: read again, and commit again from what is current. */
export class StalePublicationError extends Error {
  constructor(
    readonly basedOn: number,
    readonly current: PublicationHead | undefined,
  ) {
    super(`The publication was made from generation ${basedOn}, but ${currentOf(current)}`);
    this.name = 'StalePublicationError';
  }
}

/** A commit the store cannot keep (a file name outside the site, a file given twice, a record without data), with every problem. */
export class InvalidPublicationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid publication: ${problems.join('; ')}`);
    this.name = 'InvalidPublicationError';
  }
}
