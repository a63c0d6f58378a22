import type { CatalogueRecordKey } from './catalogue-store.js';

/*
 * Change sets (issue 38 point 8, docs/decisions/117): the records one bulk price change wrote, together, so that one
 * restore undoes all of them.
 */

/** One record of a change set: its version after the change, and its price before and after. */
export interface PriceChange extends CatalogueRecordKey {
  readonly version: number;
  readonly before: number;
  readonly after: number;
}

/** What a change set holds: when, how prices changed (`restore` of change set `restores`), and each record. */
export interface ChangeSetContent {
  /** ISO 8601. */
  readonly at: string;
  readonly by: 'amount' | 'percent' | 'restore';
  /** Dollars or percent; 0 for a restore. */
  readonly value: number;
  readonly restores?: number;
  readonly records: readonly PriceChange[];
}

export interface ChangeSet extends ChangeSetContent {
  /** Its number, 1 and up, in the order change sets were made. */
  readonly changeSet: number;
}

/** The change sets, kept in the database the servers share (memory, SQLite, PostgreSQL). */
export interface ChangeSetStore {
  /** Keeps a change set under the next number, and gives it. */
  add(content: ChangeSetContent): Promise<ChangeSet>;
  get(changeSet: number): Promise<ChangeSet | undefined>;
  /** Every change set, the newest first: the operator restores any of them, at any later time (docs/decisions/136). */
  list(): Promise<ChangeSet[]>;
}
