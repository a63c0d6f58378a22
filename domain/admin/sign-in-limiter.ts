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

  /** Counts an attempt of `client` now, or says how many whole seconds it must wait. */
  async reserve(client: string): Promise<AttemptGrant> {
    const now = this.clock.now().getTime();
    await this.log.forgetUpTo(now - FAILED_SIGN_IN_WINDOW_MS);
    const reservation = await this.log.reserve(client, now, now - FAILED_SIGN_IN_WINDOW_MS, SIGN_IN_LIMITS);
    if (reservation.kind === 'reserved') return { kind: 'allowed', release: () => this.log.release(reservation.id) };
    return { kind: 'throttled', retryAfterSeconds: this.secondsUntilFree(reservation.recent, now) };
  }

  /**
   * Until the oldest attempt that keeps the client at the limit leaves the window; when the client is under its
   * own limit (the overall ceiling refused it), a second.
   */
  private secondsUntilFree(recent: readonly number[], now: number): number {
    if (recent.length < MAX_FAILED_SIGN_INS) return 1;
    const oldest = recent[recent.length - MAX_FAILED_SIGN_INS]!;
    return Math.max(1, Math.ceil((oldest + FAILED_SIGN_IN_WINDOW_MS - now) / 1000));
  }
}
