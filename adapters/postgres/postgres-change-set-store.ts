import type { ChangeSet, ChangeSetContent, ChangeSetStore } from '../../domain/catalogue/change-set-store.js';
import type { PostgresPool } from './database.js';

/** Change sets in PostgreSQL (docs/decisions/117): one row each, its content as JSONB, numbered by the database. */
export class PostgresChangeSetStore implements ChangeSetStore {
  constructor(private readonly pool: PostgresPool) {}

  async add(content: ChangeSetContent): Promise<ChangeSet> {
    const { rows } = await this.pool.query<{ id: string }>('INSERT INTO catalogue_change_sets (content) VALUES ($1) RETURNING id', [JSON.stringify(content)]);
    return { ...(JSON.parse(JSON.stringify(content)) as ChangeSetContent), changeSet: Number(rows[0]!.id) };
  }

  async get(changeSet: number): Promise<ChangeSet | undefined> {
    const { rows } = await this.pool.query<{ content: ChangeSetContent }>('SELECT content FROM catalogue_change_sets WHERE id = $1', [changeSet]);
    return rows[0] === undefined ? undefined : { ...rows[0].content, changeSet };
  }

  async list(): Promise<ChangeSet[]> {
    const { rows } = await this.pool.query<{ id: string; content: ChangeSetContent }>('SELECT id, content FROM catalogue_change_sets ORDER BY id DESC');
    return rows.map((row) => ({ ...row.content, changeSet: Number(row.id) }));
  }
}
