import {
  InvalidCatalogueEntryError,
  StaleRecordError,
  type CatalogueEntry,
  type CatalogueRecord,
  type CatalogueRecordKey,
  type CatalogueReplacement,
  type CatalogueRevision,
  type ExpectedVersion,
} from './catalogue-store.js';

/*
 * What every CatalogueStore does with a write, decided once here so that memory, SQLite and PostgreSQL agree
 * (docs/decisions/098): an adapter reads the records a write touches inside its transaction, asks these functions for
 * the changes, and writes each change's record and revision. A refused write throws before anything is written.
 */

/** One change to write: the record's new state and what its revision says. */
export interface CatalogueChange extends CatalogueRecordKey {
  readonly version: number;
  /** The record's data after the change (kept when archived). */
  readonly data: unknown;
  readonly archived: boolean;
  /** The live data before and after, null where there was none (CatalogueRevision). */
  readonly before: unknown;
  readonly after: unknown;
}

/** Orders two strings by UTF-16 code units, as the store lists them (no locale, so every engine agrees). */
export function codeUnitOrder(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/** Orders keys by collection, then id. */
export function compareRecordKeys(a: CatalogueRecordKey, b: CatalogueRecordKey): number {
  return codeUnitOrder(a.collection, b.collection) || codeUnitOrder(a.id, b.id);
}

/** A copy of `records` in the store's order. */
export function sortedRecords<T extends CatalogueRecordKey>(records: readonly T[]): T[] {
  return [...records].sort(compareRecordKeys);
}

/** One string per key, for maps. */
export function recordKeyOf({ collection, id }: CatalogueRecordKey): string {
  return JSON.stringify([collection, id]);
}

/** JSON text with every object's keys sorted: equal for equal data, whatever order its keys were written in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested !== null && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(
          Object.keys(nested)
            .sort()
            .map((key) => [key, (nested as Record<string, unknown>)[key]]),
        )
      : nested,
  );
}

/** Whether two JSON values hold the same data (object keys in any order). */
export function sameData(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function checkedKey(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new InvalidCatalogueEntryError(`the ${name} must be a non-empty string`);
  return value;
}

/**
 * The entry as the store keeps it: keys checked, data as JSON gives it back (what JSON cannot hold, such as an
 * undefined field, dropped), so memory answers exactly what a database would.
 */
export function storableEntry(entry: CatalogueEntry): CatalogueEntry {
  const collection = checkedKey(entry.collection, 'collection');
  const id = checkedKey(entry.id, 'id');
  let text: string | undefined;
  try {
    text = JSON.stringify(entry.data);
  } catch (error) {
    throw new InvalidCatalogueEntryError(`${collection}/${id}: the data is not JSON (${(error as Error).message})`);
  }
  if (text === undefined || text === 'null') throw new InvalidCatalogueEntryError(`${collection}/${id}: the data is missing`);
  return { collection, id, data: JSON.parse(text) as unknown };
}

/** The change a put makes to `current` (the record as stored, archived or not); StaleRecordError when it is not as expected. */
export function changeOfPut(current: CatalogueRecord | undefined, entry: CatalogueEntry, expected: ExpectedVersion): CatalogueChange {
  const { collection, id, data } = storableEntry(entry);
  if (expected === 'new' ? current !== undefined : current?.version !== expected) throw new StaleRecordError({ collection, id }, expected, current);
  const before = current === undefined || current.archivedAt !== undefined ? null : current.data;
  return { collection, id, version: (current?.version ?? 0) + 1, data, archived: false, before, after: data };
}

/** The change archiving `current` makes; StaleRecordError unless it is live at `expected`. */
export function changeOfArchive(current: CatalogueRecord | undefined, key: CatalogueRecordKey, expected: number): CatalogueChange {
  if (current === undefined || current.version !== expected || current.archivedAt !== undefined) throw new StaleRecordError(key, expected, current);
  return { collection: current.collection, id: current.id, version: expected + 1, data: current.data, archived: true, before: current.data, after: null };
}

/** The changes that make the live records exactly `entries`, given every stored record (live and archived), and their count. */
export function changesOfReplacement(
  stored: readonly CatalogueRecord[],
  entries: readonly CatalogueEntry[],
): { changes: CatalogueChange[]; replacement: CatalogueReplacement } {
  const checked = entries.map(storableEntry);
  const wanted = new Set<string>();
  for (const entry of checked) {
    const key = recordKeyOf(entry);
    if (wanted.has(key)) throw new InvalidCatalogueEntryError(`${entry.collection}/${entry.id} is given twice`);
    wanted.add(key);
  }
  const byKey = new Map(stored.map((record) => [recordKeyOf(record), record]));
  const changes: CatalogueChange[] = [];
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  for (const entry of checked) {
    const current = byKey.get(recordKeyOf(entry));
    if (current !== undefined && current.archivedAt === undefined && sameData(current.data, entry.data)) {
      unchanged++;
      continue;
    }
    if (current === undefined || current.archivedAt !== undefined) created++;
    else updated++;
    changes.push(changeOfPut(current, entry, current?.version ?? 'new'));
  }
  const leaving = sortedRecords(stored.filter((record) => record.archivedAt === undefined && !wanted.has(recordKeyOf(record))));
  for (const record of leaving) changes.push(changeOfArchive(record, record, record.version));
  return { changes, replacement: { applied: true, created, updated, archived: leaving.length, unchanged } };
}

/** A replacement that was not applied (the store was not empty). */
export const NOT_APPLIED: CatalogueReplacement = { applied: false, created: 0, updated: 0, archived: 0, unchanged: 0 };

/** The record a change leaves, made at `at` (ISO 8601). */
export function recordAfter(change: CatalogueChange, at: string): CatalogueRecord {
  const record = { collection: change.collection, id: change.id, version: change.version, data: change.data, updatedAt: at };
  return change.archived ? { ...record, archivedAt: at } : record;
}

/** The revision that records a change made at `at`. */
export function revisionOf(change: CatalogueChange, at: string): CatalogueRevision {
  return { collection: change.collection, id: change.id, version: change.version, before: change.before, after: change.after, at };
}
