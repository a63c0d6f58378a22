import type pg from 'pg';
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
import { inTransaction, type PostgresPool } from './database.js';

/** Any number that names the catalogue's write lock (pg_advisory_xact_lock); the migrations' lock is another. */
const CATALOGUE_WRITE_LOCK = 0x43524743;

interface RecordRow {
  collection: string;
  id: string;
  version: number;
  data: unknown;
  updated_at: Date;
  archived_at: Date | null;
}

const RECORD_COLUMNS = 'collection, id, version, data, updated_at, archived_at';

function recordOf(row: RecordRow): CatalogueRecord {
  const record = { collection: row.collection, id: row.id, version: Number(row.version), data: row.data, updatedAt: row.updated_at.toISOString() };
  return row.archived_at === null ? record : { ...record, archivedAt: row.archived_at.toISOString() };
}

/** JSON text for a JSONB parameter (node-postgres would send an array as a PostgreSQL array), or null. */
const jsonOrNull = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));

/**
 * The catalogue in PostgreSQL (docs/decisions/098): every write is one transaction that first takes the catalogue's
 * advisory lock, so writes from any number of servers happen one after another and each checks the version it replaces
 * as it stands; the record and its revision are written together or not at all. Reads take no lock.
 */
export class PostgresCatalogueStore implements CatalogueStore {
  constructor(
    private readonly pool: PostgresPool,
    private readonly clock: Clock,
  ) {}

  async list(collection?: string): Promise<CatalogueRecord[]> {
    return this.records(collection, false);
  }

  async listArchived(collection?: string): Promise<CatalogueRecord[]> {
    return this.records(collection, true);
  }

  async get(collection: string, id: string): Promise<CatalogueRecord | undefined> {
    const record = await this.stored(this.pool, { collection, id });
    return record?.archivedAt === undefined ? record : undefined;
  }

  async put(entry: CatalogueEntry, expected: ExpectedVersion): Promise<CatalogueRecord> {
    return this.writing(async (client) => (await this.write(client, [changeOfPut(await this.stored(client, entry), entry, expected)]))[0]!);
  }

  async putAll(puts: readonly ExpectedPut[]): Promise<CatalogueRecord[]> {
    return this.writing(async (client) => {
      const changes = [];
      for (const { entry, expected } of puts) changes.push(changeOfPut(await this.stored(client, entry), entry, expected));
      return this.write(client, changes);
    });
  }

  async archive(key: CatalogueRecordKey, expected: number): Promise<CatalogueRecord> {
    return this.writing(async (client) => (await this.write(client, [changeOfArchive(await this.stored(client, key), key, expected)]))[0]!);
  }

  async isEmpty(): Promise<boolean> {
    return isEmpty(this.pool);
  }

  async replaceAll(entries: readonly CatalogueEntry[], options: ReplaceOptions = {}): Promise<CatalogueReplacement> {
    return this.writing(async (client) => {
      if (options.onlyIfEmpty === true && !(await isEmpty(client))) return NOT_APPLIED;
      const { rows } = await client.query<RecordRow>(`SELECT ${RECORD_COLUMNS} FROM catalogue_records`);
      const { changes, replacement } = changesOfReplacement(rows.map(recordOf), entries);
      await this.write(client, changes);
      return replacement;
    });
  }

  async revisions(collection: string, id: string): Promise<CatalogueRevision[]> {
    const { rows } = await this.pool.query<{ collection: string; id: string; version: number; data_before: unknown; data_after: unknown; at: Date }>(
      'SELECT collection, id, version, data_before, data_after, at FROM catalogue_revisions WHERE collection = $1 AND id = $2 ORDER BY version',
      [collection, id],
    );
    return rows.map((row) => ({ collection: row.collection, id: row.id, version: Number(row.version), before: row.data_before, after: row.data_after, at: row.at.toISOString() }));
  }

  private async records(collection: string | undefined, archived: boolean): Promise<CatalogueRecord[]> {
    const { rows } = await this.pool.query<RecordRow>(
      `SELECT ${RECORD_COLUMNS} FROM catalogue_records WHERE (archived_at IS NOT NULL) = $1 AND ($2::text IS NULL OR collection = $2)`,
      [archived, collection ?? null],
    );
    return sortedRecords(rows.map(recordOf));
  }

  /** One write transaction, after every other server's catalogue write. */
  private writing<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [CATALOGUE_WRITE_LOCK]);
      return work(client);
    });
  }

  /** The record as stored, live or archived. */
  private async stored(client: PostgresPool | pg.PoolClient, { collection, id }: CatalogueRecordKey): Promise<CatalogueRecord | undefined> {
    const { rows } = await client.query<RecordRow>(`SELECT ${RECORD_COLUMNS} FROM catalogue_records WHERE collection = $1 AND id = $2`, [collection, id]);
    return rows[0] === undefined ? undefined : recordOf(rows[0]);
  }

  /** Writes every change's record and revision, all at one instant, in two statements; inside the caller's transaction. */
  private async write(client: pg.PoolClient, changes: readonly CatalogueChange[]): Promise<CatalogueRecord[]> {
    if (changes.length === 0) return [];
    const at = this.clock.now().toISOString();
    const records = changes.map((change) => recordAfter(change, at));
    const revisions = changes.map((change) => revisionOf(change, at));
    await client.query(
      `INSERT INTO catalogue_records (${RECORD_COLUMNS})
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::jsonb[], $5::timestamptz[], $6::timestamptz[])
       ON CONFLICT (collection, id) DO UPDATE SET version = excluded.version, data = excluded.data, updated_at = excluded.updated_at, archived_at = excluded.archived_at`,
      [
        records.map((record) => record.collection),
        records.map((record) => record.id),
        records.map((record) => record.version),
        records.map((record) => JSON.stringify(record.data)),
        records.map((record) => record.updatedAt),
        records.map((record) => record.archivedAt ?? null),
      ],
    );
    await client.query(
      `INSERT INTO catalogue_revisions (collection, id, version, data_before, data_after, at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::jsonb[], $5::jsonb[], $6::timestamptz[])`,
      [
        revisions.map((revision) => revision.collection),
        revisions.map((revision) => revision.id),
        revisions.map((revision) => revision.version),
        revisions.map((revision) => jsonOrNull(revision.before)),
        revisions.map((revision) => jsonOrNull(revision.after)),
        revisions.map((revision) => revision.at),
      ],
    );
    return records;
  }
}

async function isEmpty(client: PostgresPool | pg.PoolClient): Promise<boolean> {
  const { rows } = await client.query('SELECT 1 FROM catalogue_records LIMIT 1');
  return rows.length === 0;
}
