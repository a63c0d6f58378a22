import type { SessionStore, SessionTimes } from '../../domain/admin/session-store.js';
import { tokenHash } from '../crypto/token-hash.js';
import type { SqliteDatabase } from './database.js';

/** Admin sessions in the SQLite file: they survive a restart (docs/decisions/036-sessions-and-limits-in-the-database.md). */
export class SqliteSessionStore implements SessionStore {
  constructor(private readonly db: SqliteDatabase) {}

  async save(token: string, times: SessionTimes): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO admin_sessions (token_hash, opened_at, last_used_at) VALUES (?, ?, ?)
         ON CONFLICT(token_hash) DO UPDATE SET opened_at = excluded.opened_at, last_used_at = excluded.last_used_at`,
      )
      .run(tokenHash(token), times.openedAt, times.lastUsedAt);
  }

  async find(token: string): Promise<SessionTimes | undefined> {
    return this.findByReference(tokenHash(token));
  }

  async findByReference(reference: string): Promise<SessionTimes | undefined> {
    const row = this.db.prepare('SELECT opened_at, last_used_at FROM admin_sessions WHERE token_hash = ?').get(reference) as unknown as
      | { opened_at: number; last_used_at: number }
      | undefined;
    return row && { openedAt: row.opened_at, lastUsedAt: row.last_used_at };
  }

  async delete(token: string): Promise<void> {
    this.db.prepare('DELETE FROM admin_sessions WHERE token_hash = ?').run(tokenHash(token));
  }

  async deleteUnusedSince(instant: number): Promise<void> {
    this.db.prepare('DELETE FROM admin_sessions WHERE last_used_at <= ?').run(instant);
  }
}
