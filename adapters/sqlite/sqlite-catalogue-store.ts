import {
  changeOfArchive,
  changeOfPut,
  changesOfReplacement,
  NOT_APPLIED,
  recordAfter,
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
import { inTransaction, type SqliteDatabase } from './database.js';

interface RecordRow {
  collection: string;
  id: string;
  version: number;
  data: string;
  updated_at: string;
  archived_at: string | null;
}

interface RevisionRow {
  collection: string;
  id: string;
  version: number;
  data_before: string | null;
  data_after: string | null;
  at: string;
}

const RECORD_COLUMNS = 'collection, id, version, data, updated_at, archived_at';

function recordOf(row: RecordRow): CatalogueRecord {
  const record = { collection: row.collection, id: row.id, version: Number(row.version), data: JSON.parse(row.data) as unknown, updatedAt: row.updated_at };
  return row.archived_at === null ? record : { ...record, archivedAt: row.archived_at };
}

const jsonOrNull = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));
const parsedOrNull = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/**
 * The catalogue in the SQLite file (docs/decisions/098): each write is one BEGIN IMMEDIATE transaction, which holds the
 * file's write lock from its first read, so the version it checks is the version it replaces, whichever process writes
 * too; the record and its revision are written together or not at all.
 */
export class SqliteCatalogueStore implements CatalogueStore {
  constructor(
    private readonly db: SqliteDatabase,
    private readonly clock: Clock,
  ) {}

  async list(collection?: string): Promise<CatalogueRecord[]> {
    return this.records(collection, false);
  }

  async listArchived(collection?: string): Promise<CatalogueRecord[]> {
    return this.records(collection, true);
  }

  async get(collection: string, id: string): Promise<CatalogueRecord | undefined> {
    const record = this.stored({ collection, id });
    return record?.archivedAt === undefined ? record : undefined;
  }

  async put(entry: CatalogueEntry, expected: ExpectedVersion): Promise<CatalogueRecord> {
    return inTransaction(this.db, () => this.write([changeOfPut(this.stored(entry), entry, expected)])[0]!);
  }

  async putAll(puts: readonly ExpectedPut[]): Promise<CatalogueRecord[]> {
    return inTransaction(this.db, () => this.write(puts.map(({ entry, expected }) => changeOfPut(this.stored(entry), entry, expected))));
  }

  async archive(key: CatalogueRecordKey, expected: number): Promise<CatalogueRecord> {
    return inTransaction(this.db, () => this.write([changeOfArchive(this.stored(key), key, expected)])[0]!);
  }

  async isEmpty(): Promise<boolean> {
    return this.db.prepare('SELECT 1 FROM catalogue_records LIMIT 1').get() === undefined;
  }

  async replaceAll(entries: readonly CatalogueEntry[], options: ReplaceOptions = {}): Promise<CatalogueReplacement> {
    return inTransaction(this.db, () => {
      if (options.onlyIfEmpty === true && this.db.prepare('SELECT 1 FROM catalogue_records LIMIT 1').get() !== undefined) return NOT_APPLIED;
      const stored = (this.db.prepare(`SELECT ${RECORD_COLUMNS} FROM catalogue_records`).all() as unknown as RecordRow[]).map(recordOf);
      const { changes, replacement } = changesOfReplacement(stored, entries);
      this.write(changes);
      return replacement;
    });
  }

  async revisions(collection: string, id: string): Promise<CatalogueRevision[]> {
    const rows = this.db
      .prepare('SELECT collection, id, version, data_before, data_after, at FROM catalogue_revisions WHERE collection = ? AND id = ? ORDER BY version')
      .all(collection, id) as unknown as RevisionRow[];
    return rows.map((row) => ({
      collection: row.collection,
      id: row.id,
      version: Number(row.version),
      before: parsedOrNull(row.data_before),
      after: parsedOrNull(row.data_after),
      at: row.at,
    }));
  }

  private records(collection: string | undefined, archived: boolean): CatalogueRecord[] {
    const where = `archived_at IS ${archived ? 'NOT ' : ''}NULL${collection === undefined ? '' : ' AND collection = ?'}`;
    const rows = this.db.prepare(`SELECT ${RECORD_COLUMNS} FROM catalogue_records WHERE ${where}`).all(...(collection === undefined ? [] : [collection]));
    return sortedRecords((rows as unknown as RecordRow[]).map(recordOf));
  }

  /** The record as stored, live or archived. */
  private stored({ collection, id }: CatalogueRecordKey): CatalogueRecord | undefined {
    const row = this.db.prepare(`SELECT ${RECORD_COLUMNS} FROM catalogue_records WHERE collection = ? AND id = ?`).get(collection, id) as RecordRow | undefined;
    return row === undefined ? undefined : recordOf(row);
  }

  /** Writes each change's record and revision, all at one instant; run inside the caller's transaction. */
  private write(changes: readonly CatalogueChange[]): CatalogueRecord[] {
    const at = this.clock.now().toISOString();
    const upsert = this.db.prepare(
      `INSERT INTO catalogue_records (${RECORD_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (collection, id) DO UPDATE SET version = excluded.version, data = excluded.data, updated_at = excluded.updated_at, archived_at = excluded.archived_at`,
    );
    const revise = this.db.prepare('INSERT INTO catalogue_revisions (collection, id, version, data_before, data_after, at) VALUES (?, ?, ?, ?, ?, ?)');
    return changes.map((change) => {
      const record = recordAfter(change, at);
      upsert.run(record.collection, record.id, record.version, JSON.stringify(record.data), record.updatedAt, record.archivedAt ?? null);
      const revision = revisionOf(change, at);
      revise.run(revision.collection, revision.id, revision.version, jsonOrNull(revision.before), jsonOrNull(revision.after), revision.at);
      return record;
    });
  }
}
