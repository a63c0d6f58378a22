import type { ClaimedLinkCheckRun, LinkCheckRunStatus } from './link-health-store.js';

/** How often each server asks whether a run is due (a "Check now" waits at most this on another server). */
export const LINK_CHECK_POLL_MS = 30_000;
/**
 * How long a server's lease on a run holds without news: renewed after every check, so it only runs out when the
 * server stopped; far above the longest wait between two checks of one host (a timeout plus the longest Retry-After).
 */
export const LINK_CHECK_LEASE_MS = 120_000;
/** The daily schedule's default (issue 40 point 4). */
export const DEFAULT_LINK_CHECK_INTERVAL_HOURS = 24;

const time = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso));

/**
 * The run `claimant` may claim at `now`, if any (issue 40 point 4, docs/decisions/128): none while another server's
 * lease holds; else the run left unfinished, taken up where it stopped; else a new one when the operator asked since
 * the last began, or when the schedule (`intervalMs`, undefined when the schedule is off) says one is due. Every store
 * decides its claims by this one rule, inside its own atomic step.
 */
export function claimableRun(status: LinkCheckRunStatus, now: Date, claimant: string, intervalMs: number | undefined): ClaimedLinkCheckRun | undefined {
  const at = now.getTime();
  // No lease (claimedUntil unset) compares as false: nobody holds the run.
  if (status.claimant !== claimant && time(status.claimedUntil)! > at) return undefined;
  const started = time(status.startedAt);
  const finished = time(status.finishedAt);
  if (started !== undefined && (finished === undefined || finished < started)) return { startedAt: status.startedAt!, resumed: true };
  const requested = time(status.requestedAt);
  const asked = requested !== undefined && (started === undefined || requested > started);
  const scheduled = intervalMs !== undefined && (started === undefined || at - started >= intervalMs);
  return asked || scheduled ? { startedAt: now.toISOString(), resumed: false } : undefined;
}

/**
 * The run's status after `claimant` claims at `now` (the claim, when claimableRun gives one), renews or finishes: every
 * store keeps the status as one value and changes it by these, inside its own atomic step. Undefined: nothing changes
 * (nothing claimable; a lease the claimant no longer holds).
 */
export const statusAfter = {
  claim(status: LinkCheckRunStatus, now: Date, claimant: string, leaseMs: number, intervalMs: number | undefined): { status: LinkCheckRunStatus; run: ClaimedLinkCheckRun } | undefined {
    const run = claimableRun(status, now, claimant, intervalMs);
    return run === undefined ? undefined : { status: { ...status, startedAt: run.startedAt, claimant, claimedUntil: new Date(now.getTime() + leaseMs).toISOString() }, run };
  },
  renew(status: LinkCheckRunStatus, now: Date, claimant: string, leaseMs: number): LinkCheckRunStatus | undefined {
    return status.claimant === claimant ? { ...status, claimedUntil: new Date(now.getTime() + leaseMs).toISOString() } : undefined;
  },
  finish(status: LinkCheckRunStatus, now: Date, claimant: string): LinkCheckRunStatus | undefined {
    if (status.claimant !== claimant) return undefined;
    const { claimant: _claimant, claimedUntil: _claimedUntil, ...rest } = status;
    return { ...rest, finishedAt: now.toISOString() };
  },
};
