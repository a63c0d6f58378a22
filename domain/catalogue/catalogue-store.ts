/** Names one catalogue record: its collection ('tours', 'destinations', 'settings') and its id within it. */
export interface CatalogueRecordKey {
  readonly collection: string;
  readonly id: string;
}

/**
 * One record as a catalogue document holds it: no version, no time. Its data is opaque JSON to the store (the
 * collections' schemas say what it holds), never null: a revision's null means "no live record".
 */
export interface CatalogueEntry extends CatalogueRecordKey {
  readonly data: unknown;
}

/** One stored record: its data, the version that changes with every change, and when it last changed (ISO 8601). */
export interface CatalogueRecord extends CatalogueEntry {
  /** 1 when created, one more at each change (put, archive, an import that changes it); never goes back. */
  readonly version: number;
  readonly updatedAt: string;
  /** Present on an archived record only: when it was archived. Its data is kept. */
  readonly archivedAt?: string;
}

/** What a write expects to find: no record at all ('new'), or the record at this version, archived or not. */
export type ExpectedVersion = 'new' | number;

/** One put of a `putAll`: the entry, and the version the writer read. */
export interface ExpectedPut {
  readonly entry: CatalogueEntry;
  readonly expected: ExpectedVersion;
}

/**
 * One change of one record, never altered or removed once written: the record's data before and after it, each null
 * where there was no live record (before its creation or revival from the archive; after its archiving).
 */
export interface CatalogueRevision extends CatalogueRecordKey {
  /** The record's version after the change. */
  readonly version: number;
  readonly before: unknown;
  readonly after: unknown;
  /** When the change was made (ISO 8601). */
  readonly at: string;
}

/** What a whole replacement (an import, the first seeding) did, record by record. */
export interface CatalogueReplacement {
  /** False when it was asked only of an empty store and the store was not empty: then nothing changed. */
  readonly applied: boolean;
  /** Records that did not exist, or were archived and are live again. */
  readonly created: number;
  readonly updated: number;
  /** Live records the replacement does not hold: archived, so kept. */
  readonly archived: number;
  readonly unchanged: number;
}

export interface ReplaceOptions {
  /** Replace only when the store holds no record at all, live or archived, checked in the same transaction (the first seeding). */
  readonly onlyIfEmpty?: boolean;
}

/**
 * The stored catalogue (docs/decisions/098-catalogue-store-and-revisions.md): memory, SQLite or PostgreSQL. Every change
 * is checked against the version its writer read (optimistic: of two writers who read the same version, one wins and
 * the other gets StaleRecordError) and recorded as an immutable revision in the same transaction. Records are listed
 * sorted by collection then id (UTF-16 code units, the same on every engine).
 */
export interface CatalogueStore {
  /** The live records, of one collection or all. */
  list(collection?: string): Promise<CatalogueRecord[]>;
  /** The archived records, of one collection or all. */
  listArchived(collection?: string): Promise<CatalogueRecord[]>;
  /** The live record, or undefined (none, or archived). */
  get(collection: string, id: string): Promise<CatalogueRecord | undefined>;
  /**
   * Creates (expected 'new') or replaces (expected its version) the record, live afterwards, and gives it. A record
   * that is not as expected throws StaleRecordError and nothing changes; bad keys or data throw InvalidCatalogueEntryError.
   */
  put(entry: CatalogueEntry, expected: ExpectedVersion): Promise<CatalogueRecord>;
  /**
   * Puts several records at once, each at the version it expects, all in one transaction and at one instant (a bulk
   * price change, docs/decisions/117): one that is not as expected throws its StaleRecordError and nothing changes.
   */
  putAll(puts: readonly ExpectedPut[]): Promise<CatalogueRecord[]>;
  /** Archives the live record at `expected` (its data kept) and gives it; otherwise StaleRecordError and nothing changes. */
  archive(key: CatalogueRecordKey, expected: number): Promise<CatalogueRecord>;
  /** True when the store holds no record at all, live or archived. */
  isEmpty(): Promise<boolean>;
  /**
   * Makes the live records exactly `entries`, all or nothing: new ones created, changed ones updated, the rest
   * archived, identical ones left at their version; each change a revision. Repeated keys or bad data throw
   * InvalidCatalogueEntryError and nothing changes.
   */
  replaceAll(entries: readonly CatalogueEntry[], options?: ReplaceOptions): Promise<CatalogueReplacement>;
  /** The revisions of one record, oldest first (archived records keep theirs; an unknown record has none). */
  revisions(collection: string, id: string): Promise<CatalogueRevision[]>;
}

const named = ({ collection, id }: CatalogueRecordKey) => `${collection}/${id}`;

function mismatch(expected: ExpectedVersion, current: CatalogueRecord | undefined): string {
  if (current === undefined) return `does not exist, not at version ${expected}`;
  const archived = current.archivedAt === undefined ? '' : ' (archived)';
  if (expected === 'new') return `already exists at version ${current.version}${archived}`;
  if (current.version === expected) return `is archived at version ${expected}, not live`;
  return `is at version ${current.version}${archived}, not ${expected}`;
}

/** A write that did not find the record as it expected (answered 409 by an API); `current` is what it found, if anything. */
export class StaleRecordError extends Error {
  constructor(
    readonly key: CatalogueRecordKey,
    readonly expected: ExpectedVersion,
    readonly current: CatalogueRecord | undefined,
  ) {
    super(`The catalogue record ${named(key)} ${mismatch(expected, current)}`);
    this.name = 'StaleRecordError';
  }
}

/** A key or data the store cannot keep (an empty id, null data, a key given twice in one replacement). */
export class InvalidCatalogueEntryError extends Error {
  constructor(readonly problem: string) {
    super(`Invalid catalogue record: ${problem}`);
    this.name = 'InvalidCatalogueEntryError';
  }
}
