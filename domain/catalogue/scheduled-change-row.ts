import type { ScheduledChange, ScheduledChangeKind, ScheduledChangeState } from './scheduled-change-store.js';

/**
 * A scheduled change as both SQL stores keep it (docs/decisions/104): one row of catalogue_scheduled_changes, times in
 * ms since the epoch (PostgreSQL's BIGINT arrives as text), null where a part is absent, the data already read from
 * its JSON.
 */
export interface ScheduledChangeRow {
  readonly id: number | string;
  readonly collection: string;
  readonly record_id: string;
  readonly kind: string;
  readonly data: unknown;
  readonly base_version: number | string;
  readonly run_at: number | string;
  readonly scheduled_at: number | string;
  readonly state: string;
  readonly claimed_until: number | string | null;
  readonly outcome: string | null;
  readonly finished_at: number | string | null;
}

/** The columns of a ScheduledChangeRow, for SELECT and RETURNING. */
export const SCHEDULED_CHANGE_COLUMNS = 'id, collection, record_id, kind, data, base_version, run_at, scheduled_at, state, claimed_until, outcome, finished_at';

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/** The change a row holds; a row holds only what the store wrote, so its kind and state are the port's. */
export function scheduledChangeOf(row: ScheduledChangeRow): ScheduledChange {
  return {
    id: Number(row.id),
    collection: row.collection,
    recordId: row.record_id,
    kind: row.kind as ScheduledChangeKind,
    data: row.data,
    baseVersion: Number(row.base_version),
    runAt: iso(row.run_at),
    scheduledAt: iso(row.scheduled_at),
    state: row.state as ScheduledChangeState,
    ...(row.claimed_until === null ? {} : { claimedUntil: iso(row.claimed_until) }),
    ...(row.outcome === null ? {} : { outcome: row.outcome }),
    ...(row.finished_at === null ? {} : { finishedAt: iso(row.finished_at) }),
  };
}
