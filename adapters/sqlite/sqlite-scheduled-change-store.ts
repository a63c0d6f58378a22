import { SCHEDULED_CHANGE_COLUMNS as COLUMNS, scheduledChangeOf, type ScheduledChangeRow } from '../../domain/catalogue/scheduled-change-row.js';
import type { NewScheduledChange, ScheduledChange, ScheduledChangeEnding, ScheduledChangeStore } from '../../domain/catalogue/scheduled-change-store.js';
import { inTransaction, type SqliteDatabase } from './database.js';

/** A row as SQLite gives it: the data still JSON text. */
type SqliteRow = Omit<ScheduledChangeRow, 'data'> & { readonly data: string | null };

const changeOf = (row: SqliteRow): ScheduledChange => scheduledChangeOf({ ...row, data: row.data === null ? null : (JSON.parse(row.data) as unknown) });

/**
 * Scheduled catalogue changes in the SQLite file (docs/decisions/104): a claim is one BEGIN IMMEDIATE transaction,
 * which holds the file's write lock from its first read, so of two processes claiming at once one gets the change and
 * the other finds it claimed; ending and cancelling are one conditional UPDATE each.
 */
export class SqliteScheduledChangeStore implements ScheduledChangeStore {
  constructor(private readonly db: SqliteDatabase) {}

  async add(change: NewScheduledChange): Promise<ScheduledChange> {
    const row = this.db
      .prepare(
        `INSERT INTO catalogue_scheduled_changes (collection, record_id, kind, data, base_version, run_at, scheduled_at, state)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'pending') RETURNING ${COLUMNS}`,
      )
      .all(change.collection, change.recordId, change.kind, change.data === null ? null : JSON.stringify(change.data), change.baseVersion, Date.parse(change.runAt), Date.parse(change.scheduledAt));
    return changeOf(row[0] as unknown as SqliteRow);
  }

  async list(): Promise<ScheduledChange[]> {
    return (this.db.prepare(`SELECT ${COLUMNS} FROM catalogue_scheduled_changes ORDER BY run_at, id`).all() as unknown as SqliteRow[]).map(changeOf);
  }

  async get(id: number): Promise<ScheduledChange | undefined> {
    const row = this.db.prepare(`SELECT ${COLUMNS} FROM catalogue_scheduled_changes WHERE id = ?`).get(id) as SqliteRow | undefined;
    return row === undefined ? undefined : changeOf(row);
  }

  async claimDue(now: Date, claimant: string, leaseMs: number): Promise<ScheduledChange | undefined> {
    // Every server looks every few seconds, and mostly nothing is due: only then is the file's write lock taken.
    if (this.firstDue(now) === undefined) return undefined;
    return inTransaction(this.db, () => {
      const due = this.firstDue(now);
      if (due === undefined) return undefined;
      const [row] = this.db
        .prepare(`UPDATE catalogue_scheduled_changes SET claimed_by = ?, claimed_until = ? WHERE id = ? RETURNING ${COLUMNS}`)
        .all(claimant, now.getTime() + leaseMs, due.id) as unknown as SqliteRow[];
      return changeOf(row!);
    });
  }

  private firstDue(now: Date): { id: number } | undefined {
    return this.db
      .prepare(
        `SELECT id FROM catalogue_scheduled_changes
         WHERE state = 'pending' AND run_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
         ORDER BY run_at, id LIMIT 1`,
      )
      .get(now.getTime(), now.getTime()) as { id: number } | undefined;
  }

  async finish(id: number, claimant: string, ending: ScheduledChangeEnding, now: Date): Promise<boolean> {
    const result = this.db
      .prepare(
        `UPDATE catalogue_scheduled_changes SET state = ?, outcome = ?, finished_at = ?, claimed_by = NULL, claimed_until = NULL
         WHERE id = ? AND state = 'pending' AND claimed_by = ?`,
      )
      .run(ending.state, ending.outcome, now.getTime(), id, claimant);
    return result.changes === 1;
  }

  async cancel(id: number, now: Date): Promise<boolean> {
    const result = this.db
      .prepare(
        `UPDATE catalogue_scheduled_changes SET state = 'cancelled', finished_at = ?, claimed_by = NULL, claimed_until = NULL
         WHERE id = ? AND state = 'pending' AND (claimed_until IS NULL OR claimed_until <= ?)`,
      )
      .run(now.getTime(), id, now.getTime());
    return result.changes === 1;
  }
}
