import type { LinkHealth, LinkState } from './link-health.js';

/*
 * What the link checks found and when the next run is due (issue 40 points 4, 5), kept in the database every server
 * shares: memory, SQLite or PostgreSQL, one contract (adapters/contracts/link-health-store.contract.ts).
 */

/** "This is expected": the operator's note on a link in a state; it lapses when the link's state changes. */
export interface LinkDismissal {
  readonly state: LinkState;
  readonly note: string;
  readonly at: string;
}

/** A link's health with the operator's dismissal, if any. */
export interface StoredLinkHealth extends LinkHealth {
  readonly dismissal?: LinkDismissal;
}

/** The run under way or last made. Times are ISO 8601. */
export interface LinkCheckRunStatus {
  /** When the run under way, or the last one, began. */
  readonly startedAt?: string;
  /** When the last run ended; a run has not ended while startedAt is later. */
  readonly finishedAt?: string;
  /** When the operator last asked for a run ("Check now"). */
  readonly requestedAt?: string;
  /** The server running it, and until when its lease holds. */
  readonly claimant?: string;
  readonly claimedUntil?: string;
}

/** A run a server holds the lease of: `resumed` when it takes up a run a stopped server left unfinished. */
export interface ClaimedLinkCheckRun {
  readonly startedAt: string;
  readonly resumed: boolean;
}

export interface LinkHealthStore {
  /** Every link's health, in no particular order. */
  all(): Promise<StoredLinkHealth[]>;
  /** Keeps a link's health (replacing the checks' part, never the dismissal). */
  record(health: LinkHealth): Promise<void>;
  /** Sets or (with null) clears a link's dismissal; false when the link was never checked. */
  dismiss(linkId: string, dismissal: LinkDismissal | null): Promise<boolean>;
  status(): Promise<LinkCheckRunStatus>;
  /** Asks for a run at the next claim, whatever the schedule. */
  request(now: Date): Promise<void>;
  /**
   * Claims the run for `claimant` and `leaseMs` when no other server's lease holds and a run is due: one left
   * unfinished (resumed), one asked for since the last ended, or, with `intervalMs`, the schedule's (no run yet, or the
   * last began that long ago). Of servers claiming at once, exactly one gets it.
   */
  claim(now: Date, claimant: string, leaseMs: number, intervalMs: number | undefined): Promise<ClaimedLinkCheckRun | undefined>;
  /** Extends the lease `claimant` holds; false when it holds none any more. */
  renew(now: Date, claimant: string, leaseMs: number): Promise<boolean>;
  /** Ends the run `claimant` holds; false when it holds none any more. */
  finish(now: Date, claimant: string): Promise<boolean>;
}
