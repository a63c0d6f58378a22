import type { EditedRecord } from './catalogue-editor.js';
import type { PublicationChange } from './catalogue-publishing.js';
import type { ScheduledChangeView } from './catalogue-schedule.js';
import type { CatalogueRecordKey, CatalogueRevision } from './catalogue-store.js';
import type { PriceChange } from './price-change.js';

/*
 * The admin page's side of the catalogue's admin API (README "The catalogue's admin API", docs/decisions/103, 104, and
 * the calls issue 38 adds: usage, previews, discard, price changes, change sets). Every call with the session's token.
 */

/** One field's change in a revision: 'price.amount' from 165 to 149. */
export interface FieldChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** A revision as the history lists it: the field-by-field changes where the server gives them. */
export interface RevisionView extends CatalogueRevision {
  readonly changes?: readonly FieldChange[];
}

/** Where a record is used: the public pages that show it, and the records that name it. */
export interface RecordUsage {
  readonly pages: readonly { readonly path: string; readonly title: string }[];
  readonly records: readonly { readonly collection: string; readonly id: string; readonly field: string }[];
}

/** A touched page, rendered with the drafts (draftUrl, for an iframe) beside the live page (liveUrl). */
export interface PagePreview {
  readonly path: string;
  readonly title: string;
  readonly draftUrl: string;
  readonly liveUrl: string;
}

export interface CataloguePreviews {
  readonly expiresAt: string;
  readonly previews: readonly PagePreview[];
}

/** One record's price change: its price before and after, and the draft's new version. */
export interface PricedRecordChange extends CatalogueRecordKey {
  readonly version: number;
  readonly before: unknown;
  readonly after: unknown;
}

export interface PriceChangeSet {
  readonly changeSet: number;
  readonly records: readonly PricedRecordChange[];
}

/** A refusal of the API, in its error shape: each field's problem, the record as it is now (stale), what uses it. */
export class CatalogueApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: readonly { readonly field: string; readonly message: string }[] = [],
    readonly current?: EditedRecord,
    readonly usedBy: readonly { readonly collection: string; readonly id: string; readonly field: string }[] = [],
  ) {
    super(message);
    this.name = 'CatalogueApiError';
  }
}

export interface CatalogueAdminApi {
  list(token: string, collection: string): Promise<EditedRecord[]>;
  read(token: string, key: CatalogueRecordKey): Promise<EditedRecord>;
  create(token: string, key: CatalogueRecordKey, data: unknown): Promise<EditedRecord>;
  update(token: string, key: CatalogueRecordKey, version: number, data: unknown): Promise<EditedRecord>;
  archive(token: string, key: CatalogueRecordKey, version: number): Promise<EditedRecord>;
  revisions(token: string, key: CatalogueRecordKey): Promise<RevisionView[]>;
  restore(token: string, key: CatalogueRecordKey, revision: number, version: number): Promise<EditedRecord>;
  schedule(token: string, key: CatalogueRecordKey, change: { kind: 'update' | 'archive'; data?: unknown; version: number; at: string }): Promise<ScheduledChangeView>;
  scheduledChanges(token: string): Promise<ScheduledChangeView[]>;
  cancelScheduled(token: string, id: number): Promise<ScheduledChangeView>;
  pending(token: string): Promise<PublicationChange[]>;
  publish(token: string, records?: readonly CatalogueRecordKey[]): Promise<unknown>;
  discard(token: string, records?: readonly CatalogueRecordKey[]): Promise<{ discarded: CatalogueRecordKey[] }>;
  previews(token: string, records?: readonly CatalogueRecordKey[]): Promise<CataloguePreviews>;
  usage(token: string, key: CatalogueRecordKey): Promise<RecordUsage>;
  changePrices(token: string, records: readonly (CatalogueRecordKey & { version: number })[], change: PriceChange): Promise<PriceChangeSet>;
  restoreChangeSet(token: string, changeSet: number): Promise<{ records: PricedRecordChange[] }>;
}
