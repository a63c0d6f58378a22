import type { CatalogueRecordKey } from './catalogue-store.js';

/*
 * The public site's side of the catalogue (issue 36 points 4 and 6, docs/decisions/103): the store's live records are
 * the operator's working copy, and the site shows only what was published. This port publishes and says what is
 * published; which pages a change re-renders, how they are audited and where they are kept is its adapter's business.
 */

/** A record as the public site shows it: the version published and its data at that version. */
export interface PublishedRecord extends CatalogueRecordKey {
  readonly version: number;
  readonly data: unknown;
}

/** What one publication does to one record: show this version from now on, or, with `data` null, take it off the site (it was archived). */
export interface PublicationChange extends CatalogueRecordKey {
  readonly version: number;
  readonly data: unknown;
}

/** Why a publication was refused: the page whose audit failed, the audit, and what it found. */
export interface PublishRefusal {
  readonly page: string;
  readonly audit: string;
  readonly message: string;
}

/** A publication made (the paths of the pages it re-rendered), or refused by an audit, and then nothing changed on the site. */
export type PublishOutcome =
  | { readonly outcome: 'published'; readonly pages: readonly string[] }
  | { readonly outcome: 'refused'; readonly reasons: readonly PublishRefusal[] };

export interface CataloguePublishing {
  /** Every record the site shows, at the version it shows: records no caller may change (copies, or frozen). */
  publishedRecords(): Promise<PublishedRecord[]>;
  /** Publishes these changes all together, or none of them. */
  publish(changes: readonly PublicationChange[]): Promise<PublishOutcome>;
}
