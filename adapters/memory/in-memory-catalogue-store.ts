import {
  changeOfArchive,
  changeOfPut,
  changesOfReplacement,
  NOT_APPLIED,
  recordAfter,
  recordKeyOf,
  revisionOf,
  sortedRecords,
  type CatalogueChange,
} from '../../domain/catalogue/catalogue-changes.js';
import type {
  CatalogueEntry,
  CatalogueRecord,
  CatalogueRecordKey,
  CatalogueReplacement,
  CatalogueRevision,
  CatalogueStore,
  ExpectedPut,
  ExpectedVersion,
  ReplaceOptions,
} from '../../domain/catalogue/catalogue-store.js';
import type { Clock } from '../../domain/kernel/clock.js';

/** What instances made by `sharing()` have in common: the records by key and every revision, oldest first. */
interface CatalogueState {
  readonly records: Map<string, CatalogueRecord>;
  readonly revisions: CatalogueRevision[];
}

/** A copy the caller may change without changing the store (what a database gives back too). */
const copied = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The catalogue in memory, for tests and the in-memory assemblies: every write happens at once, between two awaits, so
 * it is atomic; `sharing()` gives a second instance over the same records (a second server).
 */
export class InMemoryCatalogueStore implements CatalogueStore {
  constructor(
    private readonly clock: Clock = { now: () => new Date() },
    private readonly state: CatalogueState = { records: new Map(), revisions: [] },
  ) {}

  sharing(): InMemoryCatalogueStore {
    return new InMemoryCatalogueStore(this.clock, this.state);
  }

  async list(collection?: string): Promise<CatalogueRecord[]> {
    return this.matching(collection, false);
  }

  async listArchived(collection?: string): Promise<CatalogueRecord[]> {
    return this.matching(collection, true);
  }

  async get(collection: string, id: string): Promise<CatalogueRecord | undefined> {
    const record = this.state.records.get(recordKeyOf({ collection, id }));
    return record === undefined || record.archivedAt !== undefined ? undefined : copied(record);
  }

  async put(entry: CatalogueEntry, expected: ExpectedVersion): Promise<CatalogueRecord> {
    const [record] = this.write([changeOfPut(this.state.records.get(recordKeyOf(entry)), entry, expected)]);
    return record!;
  }

  async putAll(puts: readonly ExpectedPut[]): Promise<CatalogueRecord[]> {
    // Every change is decided before any is written: a stale one leaves the store as it was.
    return this.write(puts.map(({ entry, expected }) => changeOfPut(this.state.records.get(recordKeyOf(entry)), entry, expected)));
  }

  async archive(key: CatalogueRecordKey, expected: number): Promise<CatalogueRecord> {
    const [record] = this.write([changeOfArchive(this.state.records.get(recordKeyOf(key)), key, expected)]);
    return record!;
  }

  async isEmpty(): Promise<boolean> {
    return this.state.records.size === 0;
  }

  async replaceAll(entries: readonly CatalogueEntry[], options: ReplaceOptions = {}): Promise<CatalogueReplacement> {
    if (options.onlyIfEmpty === true && this.state.records.size > 0) return NOT_APPLIED;
    const { changes, replacement } = changesOfReplacement([...this.state.records.values()], entries);
    this.write(changes);
    return replacement;
  }

  async revisions(collection: string, id: string): Promise<CatalogueRevision[]> {
    return copied(this.state.revisions.filter((revision) => revision.collection === collection && revision.id === id));
  }

  private matching(collection: string | undefined, archived: boolean): CatalogueRecord[] {
    const records = [...this.state.records.values()].filter(
      (record) => (collection === undefined || record.collection === collection) && (record.archivedAt !== undefined) === archived,
    );
    return copied(sortedRecords(records));
  }

  /** Records every change and its revision, all at one instant, and gives the records as they now are. */
  private write(changes: readonly CatalogueChange[]): CatalogueRecord[] {
    const at = this.clock.now().toISOString();
    return changes.map((change) => {
      const record = recordAfter(change, at);
      this.state.records.set(recordKeyOf(record), record);
      this.state.revisions.push(revisionOf(change, at));
      return copied(record);
    });
  }
}
