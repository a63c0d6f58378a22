/*
 * The catalogue changes the operator scheduled for a time (issue 36 point 6, docs/decisions/104), kept in the
 * database every server shares, so a change is made once however many servers run and whether or not they restart.
 */

/** What a scheduled change does to its record: new data (an update), or its archiving. */
export const SCHEDULED_CHANGE_KINDS = ['update', 'archive'] as const;
export type ScheduledChangeKind = (typeof SCHEDULED_CHANGE_KINDS)[number];

/** Waiting for its time (`pending`), made and published (`done`), not made or not published (`failed`, with why), or `cancelled`. */
export type ScheduledChangeState = 'pending' | 'done' | 'failed' | 'cancelled';

/** A change to make to one record at a time. */
export interface NewScheduledChange {
  readonly collection: string;
  readonly recordId: string;
  readonly kind: ScheduledChangeKind;
  /** The record's new data for an update; null for an archiving. */
  readonly data: unknown;
  /** The record's version the operator read: the change is made only if the record is still at it. */
  readonly baseVersion: number;
  /** When it is due (ISO 8601, UTC). */
  readonly runAt: string;
  /** When it was scheduled (ISO 8601). */
  readonly scheduledAt: string;
}

export interface ScheduledChange extends NewScheduledChange {
  /** Its number, given by the store: 1, 2, 3… */
  readonly id: number;
  readonly state: ScheduledChangeState;
  /** While a server makes it: until when its claim holds (ISO 8601). */
  readonly claimedUntil?: string;
  /** Once done or failed: what was made and published, or why not. */
  readonly outcome?: string;
  /** When it was done, failed or cancelled (ISO 8601). */
  readonly finishedAt?: string;
}

/** How a claimed change ended. */
export interface ScheduledChangeEnding {
  readonly state: 'done' | 'failed';
  readonly outcome: string;
}

/** The scheduled changes: memory, SQLite or PostgreSQL, every claim atomic across the servers sharing them. */
export interface ScheduledChangeStore {
  /** Keeps a new change, pending, and gives it with its number. */
  add(change: NewScheduledChange): Promise<ScheduledChange>;
  /** Every change, by due time, then number. */
  list(): Promise<ScheduledChange[]>;
  get(id: number): Promise<ScheduledChange | undefined>;
  /**
   * Claims, for `claimant` and `leaseMs`, the pending change due first at `now` that no claim holds (none, or one that
   * ran out: its server stopped in the middle). Of servers claiming at once, exactly one gets each change.
   */
  claimDue(now: Date, claimant: string, leaseMs: number): Promise<ScheduledChange | undefined>;
  /** Ends a change `claimant` still holds a claim on; false, and nothing changed, when its claim is gone. */
  finish(id: number, claimant: string, ending: ScheduledChangeEnding, now: Date): Promise<boolean>;
  /** Cancels a pending change no claim holds at `now`; false, and nothing changed, otherwise. */
  cancel(id: number, now: Date): Promise<boolean>;
}
