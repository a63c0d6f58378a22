import type { Clock } from '../shared/clock.js';
import type { AdminSession } from './admin-authenticator.js';

/** docs/architecture.md §3, docs/decisions/005-admin-sessions.md: a session lasts at most 8 hours, and ends after 30 minutes without use. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 8 * 60 * 60 * 1000;
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;

interface SessionTimes {
  readonly openedAt: number;
  lastUsedAt: number;
}

/**
 * The live admin sessions and their expiry rule, shared by every AdminAuthenticator: the adapters
 * only differ in how they check the password and make a token.
 */
export class SessionTable {
  private readonly sessions = new Map<string, SessionTimes>();

  constructor(private readonly clock: Clock) {}

  open(token: string): AdminSession {
    const now = this.clock.now().getTime();
    const times = { openedAt: now, lastUsedAt: now };
    this.sessions.set(token, times);
    return { token, expiresAt: expiryOf(times) };
  }

  /** Uses the session once: alive → its new expiry; expired or unknown → undefined (and forgotten). */
  use(token: string): AdminSession | undefined {
    const times = this.sessions.get(token);
    if (!times) return undefined;
    const now = this.clock.now().getTime();
    if (now >= expiryOf(times).getTime()) {
      this.sessions.delete(token);
      return undefined;
    }
    times.lastUsedAt = now;
    return { token, expiresAt: expiryOf(times) };
  }

  close(token: string): void {
    this.sessions.delete(token);
  }
}

function expiryOf(times: SessionTimes): Date {
  return new Date(Math.min(times.openedAt + SESSION_ABSOLUTE_LIFETIME_MS, times.lastUsedAt + SESSION_IDLE_TIMEOUT_MS));
}
