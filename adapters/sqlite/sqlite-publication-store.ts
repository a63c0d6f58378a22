import { sortedRecords } from '../../domain/catalogue/catalogue-changes.js';
import type { Clock } from '../../domain/kernel/clock.js';
import { planCommit } from '../../domain/publishing/publication-commit.js';
import type { CurrentOptions, PublishedPages, Publication, PublicationCommit, PublicationHead, PublicationStore, PublishedFile } from '../../domain/publishing/publication-store.js';
import { inTransaction, type SqliteDatabase } from './database.js';

interface HeadRow {
  generation: number;
  published_at: string;
  build_id: string;
}

interface FileRow {
  file: string;
  content_type: string | null;
  body: Uint8Array | null;
  br: Uint8Array | null;
  gzip: Uint8Array | null;
}

const headOf = (row: HeadRow): PublicationHead => ({ generation: Number(row.generation), publishedAt: row.published_at, buildId: row.build_id });

function fileOf(row: FileRow & { content_type: string; body: Uint8Array }): PublishedFile {
  return { file: row.file, body: row.body, contentType: row.content_type, ...(row.br === null ? {} : { br: row.br }), ...(row.gzip === null ? {} : { gzip: row.gzip }) };
}

/**
 * The publication in the SQLite file (docs/decisions/102). A commit is one BEGIN IMMEDIATE transaction, which holds the
 * file's write lock from its first read: the head it checks is the head it replaces, whichever process commits too,
 * and SQLite's journal undoes a commit cut short by a crash when the file is next opened. `current` reads inside one
 * read transaction, which in WAL mode sees one committed state throughout.
 */
export class SqlitePublicationStore implements PublicationStore {
  constructor(
    private readonly db: SqliteDatabase,
    private readonly clock: Clock,
  ) {}

  async head(): Promise<PublicationHead | undefined> {
    return this.storedHead();
  }

  async current({ withFiles = true, withRecords = true, withPages = true, filesChangedAfter }: CurrentOptions = {}): Promise<Publication | undefined> {
    this.db.exec('BEGIN');
    try {
      const row = this.db.prepare(`SELECT generation, published_at, build_id, ${withPages ? 'page_reads' : "'{}' AS page_reads"} FROM publication_head WHERE id = 1`).get() as
        | (HeadRow & { page_reads: string })
        | undefined;
      if (row === undefined) return undefined;
      const records = ((withRecords ? this.db.prepare('SELECT collection, id, version, data FROM published_records').all() : []) as unknown as { collection: string; id: string; version: number; data: string }[]).map(
        (record) => ({ collection: record.collection, id: record.id, version: Number(record.version), data: JSON.parse(record.data) as unknown }),
      );
      // File names are ASCII (isSiteFileName), so SQLite's byte order is the code-unit order of the other stores.
      const after = filesChangedAfter ?? -1;
      const files = withFiles ? (this.db.prepare('SELECT file, content_type, body, br, gzip FROM published_files WHERE generation > ? ORDER BY file').all(after) as unknown as FileRow[]) : [];
      const unchangedFiles =
        withFiles && filesChangedAfter !== undefined
          ? (this.db.prepare('SELECT file FROM published_files WHERE generation <= ? ORDER BY file').all(after) as unknown as { file: string }[]).map((file) => file.file)
          : undefined;
      return {
        head: headOf(row),
        records: sortedRecords(records),
        files: files.filter((file): file is FileRow & { content_type: string; body: Uint8Array } => file.body !== null).map(fileOf),
        withdrawnFiles: files.filter((file) => file.body === null).map((file) => file.file),
        pages: JSON.parse(row.page_reads) as PublishedPages,
        ...(unchangedFiles === undefined ? {} : { unchangedFiles }),
      };
    } finally {
      this.db.exec('COMMIT');
    }
  }

  async commit(next: PublicationCommit): Promise<PublicationHead> {
    return inTransaction(this.db, () => {
      const plan = planCommit(this.storedHead(), next, this.clock.now().toISOString());
      const { generation } = plan.head;
      if (plan.replacesOverlay) this.db.exec('DELETE FROM published_files');
      const writeFile = this.db.prepare(
        `INSERT INTO published_files (file, generation, content_type, body, br, gzip) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (file) DO UPDATE SET generation = excluded.generation, content_type = excluded.content_type, body = excluded.body, br = excluded.br, gzip = excluded.gzip`,
      );
      for (const file of plan.removedFiles) writeFile.run(file, generation, null, null, null, null);
      for (const file of plan.files) writeFile.run(file.file, generation, file.contentType, file.body, file.br ?? null, file.gzip ?? null);
      this.db.exec('DELETE FROM published_records');
      const writeRecord = this.db.prepare('INSERT INTO published_records (collection, id, version, data) VALUES (?, ?, ?, ?)');
      for (const record of plan.records) writeRecord.run(record.collection, record.id, record.version, JSON.stringify(record.data));
      this.db
        .prepare(
          `INSERT INTO publication_head (id, generation, published_at, build_id, page_reads) VALUES (1, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET generation = excluded.generation, published_at = excluded.published_at, build_id = excluded.build_id, page_reads = excluded.page_reads`,
        )
        .run(generation, plan.head.publishedAt, plan.head.buildId, JSON.stringify(plan.pages));
      return plan.head;
    });
  }

  private storedHead(): PublicationHead | undefined {
    const row = this.db.prepare('SELECT generation, published_at, build_id FROM publication_head WHERE id = 1').get() as HeadRow | undefined;
    return row === undefined ? undefined : headOf(row);
  }
}

