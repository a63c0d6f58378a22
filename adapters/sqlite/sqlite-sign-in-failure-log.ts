import type { AttemptLimits, AttemptReservation, SignInFailureLog } from '../../domain/admin/sign-in-failure-log.js';
import { writeReturning, type SqliteDatabase } from './database.js';

/**
 * Failed sign-ins in the SQLite file: a restart no longer resets the limit. A reservation is one INSERT … SELECT
 * … WHERE statement, which SQLite runs under its write lock: two processes on the one file cannot both slip
 * under the limit (docs/decisions/052).
 */
export class SqliteSignInFailureLog implements SignInFailureLog {
  constructor(private readonly db: SqliteDatabase) {}

  async reserve(client: string, at: number, after: number, limits: AttemptLimits): Promise<AttemptReservation> {
    // Run to its end: a reservation whose commit the disk refuses must throw, not count as made (writeReturning).
    const [row] = writeReturning<{ id: number | bigint }>(
      this.db,
      `INSERT INTO sign_in_failures (client, failed_at)
       SELECT ?, ?
       WHERE (SELECT count(*) FROM sign_in_failures WHERE client = ? AND failed_at > ?) < ?
         AND (SELECT count(*) FROM sign_in_failures WHERE failed_at > ?) < ?
       RETURNING id`,
      client,
      at,
      client,
      after,
      limits.perClient,
      after,
      limits.overall,
    );
    if (row) return { kind: 'reserved', id: String(row.id) };
    const overall = this.db.prepare('SELECT failed_at FROM sign_in_failures WHERE failed_at > ? ORDER BY failed_at, id').all(after) as unknown as { failed_at: number }[];
    return { kind: 'refused', recent: await this.failuresAfter(client, after), overall: overall.map((row) => row.failed_at) };
  }

  async release(id: string): Promise<void> {
    if (/^\d+$/.test(id)) this.db.prepare('DELETE FROM sign_in_failures WHERE id = ?').run(Number(id));
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
