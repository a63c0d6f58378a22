import type { ChangeSet, ChangeSetContent, ChangeSetStore } from '../../domain/catalogue/change-set-store.js';
import type { SqliteDatabase } from './database.js';

/** Change sets in the SQLite file (docs/decisions/117): one row each, its content as JSON. */
export class SqliteChangeSetStore implements ChangeSetStore {
  constructor(private readonly db: SqliteDatabase) {}

  async add(content: ChangeSetContent): Promise<ChangeSet> {
    const { lastInsertRowid } = this.db.prepare('INSERT INTO catalogue_change_sets (content) VALUES (?)').run(JSON.stringify(content));
    return { ...(JSON.parse(JSON.stringify(content)) as ChangeSetContent), changeSet: Number(lastInsertRowid) };
  }

  async get(changeSet: number): Promise<ChangeSet | undefined> {
    const row = this.db.prepare('SELECT content FROM catalogue_change_sets WHERE id = ?').get(changeSet) as { content: string } | undefined;
    return row === undefined ? undefined : { ...(JSON.parse(row.content) as ChangeSetContent), changeSet };
  }

  async list(): Promise<ChangeSet[]> {
    const rows = this.db.prepare('SELECT id, content FROM catalogue_change_sets ORDER BY id DESC').all() as { id: number | bigint; content: string }[];
    return rows.map((row) => ({ ...(JSON.parse(row.content) as ChangeSetContent), changeSet: Number(row.id) }));
  }
}
