import type { EditedRecord } from './catalogue-editor.js';
import type { PublicationChange } from './catalogue-publishing.js';
import type { ScheduledChangeView } from './catalogue-schedule.js';
import type { CatalogueRecordKey, CatalogueRevision } from './catalogue-store.js';
import type { Previews, RecordUsage } from './catalogue-review.js';
import type { ChangeSet, PriceChange as PricedRecordChange } from './change-set-store.js';
import type { FieldChange } from './field-changes.js';
import type { PriceChange } from './price-change.js';

/*
 * The admin page's side of the catalogue's admin API (README "The catalogue's admin API", docs/decisions/103, 104, and
 * the calls issue 38 adds, docs/decisions/115-117). Every call with the session's token.
 */

/** A revision as the history lists it: what it changed, field by field (docs/decisions/116). */
export interface RevisionView extends CatalogueRevision {
  readonly changes?: readonly FieldChange[];
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
  previews(token: string, records?: readonly CatalogueRecordKey[]): Promise<Previews>;
  usage(token: string, key: CatalogueRecordKey): Promise<RecordUsage>;
  changePrices(token: string, records: readonly (CatalogueRecordKey & { version: number })[], change: PriceChange): Promise<ChangeSet>;
  /** GET …/catalogue-change-sets: every bulk price change and restore, the newest first. */
  changeSets(token: string): Promise<ChangeSet[]>;
  restoreChangeSet(token: string, changeSet: number): Promise<{ records: readonly PricedRecordChange[] }>;
}
