import type { Clock } from '../shared/clock.js';

/** docs/decisions/019-failed-sign-in-limit.md: at most 5 failed sign-ins per minute per client, then the client waits. */
export const MAX_FAILED_SIGN_INS = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 60 * 1000;

/** Counts failed admin sign-ins per client address in a sliding one-minute window. */
export class SignInLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  /** Whole seconds the client must wait before trying again, or 0 when it may try now. */
  retryAfterSeconds(client: string): number {
    const recent = this.recentFailures(client);
    if (recent.length < MAX_FAILED_SIGN_INS) return 0;
    const oldest = recent[recent.length - MAX_FAILED_SIGN_INS]!;
    const waitMs = oldest + FAILED_SIGN_IN_WINDOW_MS - this.clock.now().getTime();
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  recordFailure(client: string): void {
    this.failures.set(client, [...this.recentFailures(client), this.clock.now().getTime()]);
  }

  private recentFailures(client: string): number[] {
    const since = this.clock.now().getTime() - FAILED_SIGN_IN_WINDOW_MS;
    const recent = (this.failures.get(client) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.failures.delete(client);
    else this.failures.set(client, recent);
    return recent;
  }
}
