import type { Clock } from '../kernel/clock.js';
import type { SignInFailureLog } from './sign-in-failure-log.js';

/** docs/decisions/019-failed-sign-in-limit.md: at most 5 failed sign-ins per minute per client, then the client waits. */
export const MAX_FAILED_SIGN_INS = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 60 * 1000;

/**
 * Counts failed admin sign-ins per client address in a sliding one-minute window. The failures are
 * kept in a `SignInFailureLog` (memory, SQLite or PostgreSQL), so the limit holds across servers.
 */
export class SignInLimiter {
  constructor(
    private readonly clock: Clock,
    private readonly log: SignInFailureLog,
  ) {}

  /** Whole seconds the client must wait before trying again, or 0 when it may try now. */
  async retryAfterSeconds(client: string): Promise<number> {
    const now = this.clock.now().getTime();
    const recent = await this.log.failuresAfter(client, now - FAILED_SIGN_IN_WINDOW_MS);
    if (recent.length < MAX_FAILED_SIGN_INS) return 0;
    const oldest = recent[recent.length - MAX_FAILED_SIGN_INS]!;
    const waitMs = oldest + FAILED_SIGN_IN_WINDOW_MS - now;
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  async recordFailure(client: string): Promise<void> {
    const now = this.clock.now().getTime();
    await this.log.forgetUpTo(now - FAILED_SIGN_IN_WINDOW_MS);
    await this.log.record(client, now);
  }
}
