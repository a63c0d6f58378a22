import { SCHEDULED_CHANGE_COLUMNS as COLUMNS, scheduledChangeOf as changeOf, type ScheduledChangeRow as ChangeRow } from '../../domain/catalogue/scheduled-change-row.js';
import type { NewScheduledChange, ScheduledChange, ScheduledChangeEnding, ScheduledChangeStore } from '../../domain/catalogue/scheduled-change-store.js';
import type { PostgresPool } from './database.js';

/**
 * Scheduled catalogue changes in PostgreSQL (docs/decisions/104): a claim is one UPDATE of the change due first that no
 * live claim holds, found with FOR UPDATE SKIP LOCKED, so servers claiming at once each get another change or none;
 * ending and cancelling are one conditional UPDATE each.
 */
export class PostgresScheduledChangeStore implements ScheduledChangeStore {
  constructor(private readonly pool: PostgresPool) {}

  async add(change: NewScheduledChange): Promise<ScheduledChange> {
    const { rows } = await this.pool.query<ChangeRow>(
      `INSERT INTO catalogue_scheduled_changes (collection, record_id, kind, data, base_version, run_at, scheduled_at, state)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, 'pending') RETURNING ${COLUMNS}`,
      [change.collection, change.recordId, change.kind, change.data === null ? null : JSON.stringify(change.data), change.baseVersion, Date.parse(change.runAt), Date.parse(change.scheduledAt)],
    );
    return changeOf(rows[0]!);
  }

  async list(): Promise<ScheduledChange[]> {
    const { rows } = await this.pool.query<ChangeRow>(`SELECT ${COLUMNS} FROM catalogue_scheduled_changes ORDER BY run_at, id`);
    return rows.map(changeOf);
  }

  async get(id: number): Promise<ScheduledChange | undefined> {
    const { rows } = await this.pool.query<ChangeRow>(`SELECT ${COLUMNS} FROM catalogue_scheduled_changes WHERE id = $1`, [id]);
    return rows[0] === undefined ? undefined : changeOf(rows[0]);
  }

  async claimDue(now: Date, claimant: string, leaseMs: number): Promise<ScheduledChange | undefined> {
    const { rows } = await this.pool.query<ChangeRow>(
      `UPDATE catalogue_scheduled_changes SET claimed_by = $1, claimed_until = $2
       WHERE id = (
         SELECT id FROM catalogue_scheduled_changes
         WHERE state = 'pending' AND run_at <= $3 AND (claimed_until IS NULL OR claimed_until <= $3)
         ORDER BY run_at, id LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING ${COLUMNS}`,
      [claimant, now.getTime() + leaseMs, now.getTime()],
    );
    return rows[0] === undefined ? undefined : changeOf(rows[0]);
  }

  async finish(id: number, claimant: string, ending: ScheduledChangeEnding, now: Date): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE catalogue_scheduled_changes SET state = $1, outcome = $2, finished_at = $3, claimed_by = NULL, claimed_until = NULL
       WHERE id = $4 AND state = 'pending' AND claimed_by = $5`,
      [ending.state, ending.outcome, now.getTime(), id, claimant],
    );
    return result.rowCount === 1;
  }

  async cancel(id: number, now: Date): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE catalogue_scheduled_changes SET state = 'cancelled', finished_at = $1, claimed_by = NULL, claimed_until = NULL
       WHERE id = $2 AND state = 'pending' AND (claimed_until IS NULL OR claimed_until <= $1)`,
      [now.getTime(), id],
    );
    return result.rowCount === 1;
  }
}
