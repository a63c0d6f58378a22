import type { SignInFailureLog } from '../../domain/admin/sign-in-failure-log.js';
import type { SqliteDatabase } from './database.js';

/** Failed sign-ins in the SQLite file: a restart no longer resets the limit. */
export class SqliteSignInFailureLog implements SignInFailureLog {
  constructor(private readonly db: SqliteDatabase) {}

  async record(client: string, at: number): Promise<void> {
    this.db.prepare('INSERT INTO sign_in_failures (client, failed_at) VALUES (?, ?)').run(client, at);
  }

  async failuresAfter(client: string, after: number): Promise<number[]> {
    const rows = this.db
      .prepare('SELECT failed_at FROM sign_in_failures WHERE client = ? AND failed_at > ? ORDER BY failed_at, id')
      .all(client, after) as unknown as { failed_at: number }[];
    return rows.map((row) => row.failed_at);
  }

  async forgetUpTo(instant: number): Promise<void> {
    this.db.prepare('DELETE FROM sign_in_failures WHERE failed_at <= ?').run(instant);
  }
}
