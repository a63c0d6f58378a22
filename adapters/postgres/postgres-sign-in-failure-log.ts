import type { AttemptLimits, AttemptReservation, SignInFailureLog } from '../../domain/admin/sign-in-failure-log.js';
import { inTransaction, type PostgresPool } from './database.js';

/**
 * The advisory lock every reservation takes (any number naming it). Under READ COMMITTED two transactions could
 * both count 4 and both insert; with the lock, reservations from every server run one after the other
 * (docs/decisions/052). Sign-ins are rare, so one lock for all clients costs nothing, and it makes the overall
 * ceiling exact too.
 */
const SIGN_IN_LOCK = 0x43524732;

/** Failed sign-ins in PostgreSQL: the limit holds whichever server a client reaches. */
export class PostgresSignInFailureLog implements SignInFailureLog {
  constructor(private readonly pool: PostgresPool) {}

  async reserve(client: string, at: number, after: number, limits: AttemptLimits): Promise<AttemptReservation> {
    const id = await inTransaction(this.pool, async (connection) => {
      await connection.query('SELECT pg_advisory_xact_lock($1)', [SIGN_IN_LOCK]);
      const { rows } = await connection.query<{ id: string }>(
        `INSERT INTO sign_in_failures (client, failed_at)
         SELECT $1::text, $2::bigint
         WHERE (SELECT count(*) FROM sign_in_failures WHERE client = $1::text AND failed_at > $3::bigint) < $4::int
           AND (SELECT count(*) FROM sign_in_failures WHERE failed_at > $3::bigint) < $5::int
         RETURNING id`,
        [client, at, after, limits.perClient, limits.overall],
      );
      return rows[0]?.id;
    });
    if (id !== undefined) return { kind: 'reserved', id: String(id) };
    const { rows } = await this.pool.query<{ failed_at: string }>('SELECT failed_at FROM sign_in_failures WHERE failed_at > $1 ORDER BY failed_at, id', [after]);
    return { kind: 'refused', recent: await this.failuresAfter(client, after), overall: rows.map((row) => Number(row.failed_at)) };
  }

  async release(id: string): Promise<void> {
    if (/^\d+$/.test(id)) await this.pool.query('DELETE FROM sign_in_failures WHERE id = $1', [id]);
  }

  async failuresAfter(client: string, after: number): Promise<number[]> {
    const { rows } = await this.pool.query<{ failed_at: string }>(
      'SELECT failed_at FROM sign_in_failures WHERE client = $1 AND failed_at > $2 ORDER BY failed_at, id',
      [client, after],
    );
    return rows.map((row) => Number(row.failed_at));
  }

  async forgetUpTo(instant: number): Promise<void> {
    await this.pool.query('DELETE FROM sign_in_failures WHERE failed_at <= $1', [instant]);
  }
}
