import { sortedRecords } from '../../domain/catalogue/catalogue-changes.js';
import type { Clock } from '../../domain/kernel/clock.js';
import { planCommit } from '../../domain/publishing/publication-commit.js';
import type { CurrentOptions, PublishedPages, Publication, PublicationCommit, PublicationHead, PublicationStore, PublishedFile, PublishedRecord } from '../../domain/publishing/publication-store.js';
import { inTransaction, type PostgresPool } from './database.js';

/** Any number that names the publication's write lock (pg_advisory_xact_lock); the other locks are other numbers. */
const PUBLICATION_WRITE_LOCK = 0x43524750;

interface HeadRow {
  generation: number;
  published_at: Date;
  build_id: string;
}

interface FileRow {
  file: string;
  content_type: string | null;
  body: Buffer | null;
  br: Buffer | null;
  gzip: Buffer | null;
}

const headOf = (row: HeadRow): PublicationHead => ({ generation: Number(row.generation), publishedAt: row.published_at.toISOString(), buildId: row.build_id });

function fileOf(row: FileRow & { content_type: string; body: Buffer }): PublishedFile {
  return { file: row.file, body: row.body, contentType: row.content_type, ...(row.br === null ? {} : { br: row.br }), ...(row.gzip === null ? {} : { gzip: row.gzip }) };
}

const HEAD = 'SELECT generation, published_at, build_id FROM publication_head WHERE id = 1';

/**
 * The publication in PostgreSQL (docs/decisions/102). A commit is one transaction that first takes the publication's
 * advisory lock, so commits from any number of servers happen one after another and each checks the head it replaces
 * as it stands; a server killed in mid-commit leaves a transaction PostgreSQL rolls back. `current` reads in one
 * REPEATABLE READ transaction: one snapshot, whatever another server commits meanwhile.
 */
export class PostgresPublicationStore implements PublicationStore {
  constructor(
    private readonly pool: PostgresPool,
    private readonly clock: Clock,
  ) {}

  async head(): Promise<PublicationHead | undefined> {
    const { rows } = await this.pool.query<HeadRow>(HEAD);
    return rows[0] === undefined ? undefined : headOf(rows[0]);
  }

  async current({ withFiles = true, withRecords = true, withPages = true, filesChangedAfter }: CurrentOptions = {}): Promise<Publication | undefined> {
    return inTransaction(
      this.pool,
      async (client) => {
        const { rows } = await client.query<HeadRow & { page_reads: PublishedPages }>(
          `SELECT generation, published_at, build_id, ${withPages ? 'page_reads' : "'{}'::jsonb AS page_reads"} FROM publication_head WHERE id = 1`,
        );
        const head = rows[0];
        if (head === undefined) return undefined;
        const records = withRecords ? await client.query<PublishedRecord>('SELECT collection, id, version, data FROM published_records') : { rows: [] as PublishedRecord[] };
        const after = filesChangedAfter ?? -1;
        // File names are ASCII (isSiteFileName): "C" order is the code-unit order of the other stores.
        const files = withFiles ? await client.query<FileRow>('SELECT file, content_type, body, br, gzip FROM published_files WHERE generation > $1 ORDER BY file COLLATE "C"', [after]) : { rows: [] as FileRow[] };
        const unchanged =
          withFiles && filesChangedAfter !== undefined ? await client.query<{ file: string }>('SELECT file FROM published_files WHERE generation <= $1 ORDER BY file COLLATE "C"', [after]) : undefined;
        return {
          head: headOf(head),
          records: sortedRecords(records.rows.map((record) => ({ ...record, version: Number(record.version) }))),
          files: files.rows.filter((file): file is FileRow & { content_type: string; body: Buffer } => file.body !== null).map(fileOf),
          withdrawnFiles: files.rows.filter((file) => file.body === null).map((file) => file.file),
          pages: head.page_reads,
          ...(unchanged === undefined ? {} : { unchangedFiles: unchanged.rows.map((row) => row.file) }),
        };
      },
      'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
    );
  }

  async commit(next: PublicationCommit): Promise<PublicationHead> {
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [PUBLICATION_WRITE_LOCK]);
      const { rows } = await client.query<HeadRow>(HEAD);
      const plan = planCommit(rows[0] === undefined ? undefined : headOf(rows[0]), next, this.clock.now().toISOString());
      const { generation } = plan.head;
      if (plan.replacesOverlay) await client.query('DELETE FROM published_files');
      const upsert = `ON CONFLICT (file) DO UPDATE SET generation = excluded.generation, content_type = excluded.content_type, body = excluded.body, br = excluded.br, gzip = excluded.gzip`;
      await client.query(
        `INSERT INTO published_files (file, generation, content_type, body, br, gzip) SELECT file, $2, NULL, NULL, NULL, NULL FROM unnest($1::text[]) AS file ${upsert}`,
        [plan.removedFiles, generation],
      );
      for (const file of plan.files) {
        await client.query(`INSERT INTO published_files (file, generation, content_type, body, br, gzip) VALUES ($1, $2, $3, $4, $5, $6) ${upsert}`, [
          file.file,
          generation,
          file.contentType,
          file.body,
          file.br ?? null,
          file.gzip ?? null,
        ]);
      }
      await client.query('DELETE FROM published_records');
      await client.query(
        `INSERT INTO published_records (collection, id, version, data) SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::jsonb[])`,
        [plan.records.map((record) => record.collection), plan.records.map((record) => record.id), plan.records.map((record) => record.version), plan.records.map((record) => JSON.stringify(record.data))],
      );
      await client.query(
        `INSERT INTO publication_head (id, generation, published_at, build_id, page_reads) VALUES (1, $1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET generation = excluded.generation, published_at = excluded.published_at, build_id = excluded.build_id, page_reads = excluded.page_reads`,
        [generation, plan.head.publishedAt, plan.head.buildId, JSON.stringify(plan.pages)],
      );
      return plan.head;
    });
  }
}

