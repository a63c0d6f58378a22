import type { SessionStore, SessionTimes } from '../../domain/admin/session-store.js';
import { tokenHash } from '../crypto/token-hash.js';
import type { PostgresPool } from './database.js';

/** Admin sessions in PostgreSQL: every server knows every session (docs/decisions/036-sessions-and-limits-in-the-database.md). */
export class PostgresSessionStore implements SessionStore {
  constructor(private readonly pool: PostgresPool) {}

  async save(token: string, times: SessionTimes): Promise<void> {
    await this.pool.query(
      `INSERT INTO admin_sessions (token_hash, opened_at, last_used_at) VALUES ($1, $2, $3)
       ON CONFLICT (token_hash) DO UPDATE SET opened_at = excluded.opened_at, last_used_at = excluded.last_used_at`,
      [tokenHash(token), times.openedAt, times.lastUsedAt],
    );
  }

  async find(token: string): Promise<SessionTimes | undefined> {
    return this.findByReference(tokenHash(token));
  }

  async findByReference(reference: string): Promise<SessionTimes | undefined> {
    const { rows } = await this.pool.query<{ opened_at: string; last_used_at: string }>(
      'SELECT opened_at, last_used_at FROM admin_sessions WHERE token_hash = $1',
      [reference],
    );
    const row = rows[0];
    return row && { openedAt: Number(row.opened_at), lastUsedAt: Number(row.last_used_at) };
  }

  async delete(token: string): Promise<void> {
    await this.pool.query('DELETE FROM admin_sessions WHERE token_hash = $1', [tokenHash(token)]);
  }

  async deleteUnusedSince(instant: number): Promise<void> {
    await this.pool.query('DELETE FROM admin_sessions WHERE last_used_at <= $1', [instant]);
  }
}
