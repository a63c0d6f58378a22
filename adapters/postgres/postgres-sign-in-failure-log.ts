import type { SignInFailureLog } from '../../domain/admin/sign-in-failure-log.js';
import type { PostgresPool } from './database.js';

/** Failed sign-ins in PostgreSQL: the limit holds whichever server a client reaches. */
export class PostgresSignInFailureLog implements SignInFailureLog {
  constructor(private readonly pool: PostgresPool) {}

  async record(client: string, at: number): Promise<void> {
    await this.pool.query('INSERT INTO sign_in_failures (client, failed_at) VALUES ($1, $2)', [client, at]);
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
