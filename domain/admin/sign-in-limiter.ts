import type { Clock } from '../kernel/clock.js';
import type { AttemptLimits, SignInFailureLog } from './sign-in-failure-log.js';

/** docs/decisions/019-failed-sign-in-limit.md: at most 5 failed sign-ins per minute per client, then the client waits. */
export const MAX_FAILED_SIGN_INS = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 60 * 1000;
/**
 * docs/decisions/052: at most this many sign-in attempts per minute from all clients together, so that many
 * addresses guessing at once cannot keep every server hashing.
 */
export const MAX_SIGN_IN_ATTEMPTS_OVERALL = 60;

export const SIGN_IN_LIMITS: AttemptLimits = { perClient: MAX_FAILED_SIGN_INS, overall: MAX_SIGN_IN_ATTEMPTS_OVERALL };

/** A sign-in attempt counted before its password is checked; released if the password was right. */
export type AttemptGrant =
  | { readonly kind: 'allowed'; release(): Promise<void> }
  | { readonly kind: 'throttled'; readonly retryAfterSeconds: number };

/**
 * Counts admin sign-in attempts per client address in a sliding one-minute window. Each attempt is
 * counted (reserved) in a `SignInFailureLog` (memory, SQLite or PostgreSQL) before the password is
 * hashed, in one atomic step, so the limit holds across servers and whatever the concurrency
 * (docs/decisions/052); a successful attempt gives its place back.
 */
export class SignInLimiter {
  constructor(
    private readonly clock: Clock,
    private readonly log: SignInFailureLog,
  ) {}

  /** Counts an attempt of `client` now, or says how many whole seconds (at least 1) until it would be counted. */
  async reserve(client: string): Promise<AttemptGrant> {
    const now = this.clock.now().getTime();
    await this.log.forgetUpTo(now - FAILED_SIGN_IN_WINDOW_MS);
    const reservation = await this.log.reserve(client, now, now - FAILED_SIGN_IN_WINDOW_MS, SIGN_IN_LIMITS);
    if (reservation.kind === 'reserved') return { kind: 'allowed', release: () => this.log.release(reservation.id) };
    const free = Math.max(freedAt(reservation.recent, MAX_FAILED_SIGN_INS), freedAt(reservation.overall, MAX_SIGN_IN_ATTEMPTS_OVERALL));
    return { kind: 'throttled', retryAfterSeconds: Math.max(1, Math.ceil((free - now) / 1000)) };
  }
}

/**
 * When fewer than `limit` of these attempts (oldest first) are left in the window: once the attempt `limit` places
 * from the newest leaves it. A limit not reached holds nobody back (0). Retry-After is then the later of the client's
 * own limit and the overall ceiling (issue 35: the ceiling said 1 second while its lock lasted until its attempts left
 * the minute).
 */
function freedAt(attempts: readonly number[], limit: number): number {
  return attempts.length < limit ? 0 : attempts[attempts.length - limit]! + FAILED_SIGN_IN_WINDOW_MS;
}
