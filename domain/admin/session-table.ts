import type { Clock } from '../kernel/clock.js';
import type { AdminSession } from './admin-authenticator.js';
import type { SessionStore, SessionTimes } from './session-store.js';

/** docs/architecture.md §3, docs/decisions/005-admin-sessions.md: a session lasts at most 8 hours, and ends after 30 minutes without use. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 8 * 60 * 60 * 1000;
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;

/**
 * Whether an admin session has not ended, asked by its reference (the SHA-256 of its token, `SessionStore.findByReference`):
 * what an upload URL needs to know of the session that asked for it (docs/decisions/021-upload-urls.md).
 */
export interface OpenSessions {
  /** True while the session is alive; false once it was closed (Logout), has expired, or never was. */
  isOpen(reference: string): Promise<boolean>;
}

/**
 * The admin sessions and their expiry rule, shared by every AdminAuthenticator: the adapters only
 * differ in how they check the password and make a token. The sessions themselves are kept in a
 * `SessionStore` (memory, SQLite or PostgreSQL).
 */
export class SessionTable implements OpenSessions {
  constructor(
    private readonly clock: Clock,
    private readonly store: SessionStore,
  ) {}

  async open(token: string): Promise<AdminSession> {
    const now = this.clock.now().getTime();
    const times = { openedAt: now, lastUsedAt: now };
    // Sessions idle for the timeout are over whatever their age: forget them while we are here.
    await this.store.deleteUnusedSince(now - SESSION_IDLE_TIMEOUT_MS);
    await this.store.save(token, times);
    return { token, expiresAt: expiryOf(times) };
  }

  /** Uses the session once: alive → its new expiry; expired or unknown → undefined (and forgotten). */
  async use(token: string): Promise<AdminSession | undefined> {
    const times = await this.store.find(token);
    if (!times) return undefined;
    const now = this.clock.now().getTime();
    if (now >= expiryOf(times).getTime()) {
      await this.store.delete(token);
      return undefined;
    }
    const used = { openedAt: times.openedAt, lastUsedAt: Math.max(times.lastUsedAt, now) };
    await this.store.save(token, used);
    return { token, expiresAt: expiryOf(used) };
  }

  /** Looks only: asking does not count as a use, so an upload never keeps a session alive. */
  async isOpen(reference: string): Promise<boolean> {
    const times = await this.store.findByReference(reference);
    return times !== undefined && this.clock.now().getTime() < expiryOf(times).getTime();
  }

  async close(token: string): Promise<void> {
    await this.store.delete(token);
  }
}

function expiryOf(times: SessionTimes): Date {
  return new Date(Math.min(times.openedAt + SESSION_ABSOLUTE_LIFETIME_MS, times.lastUsedAt + SESSION_IDLE_TIMEOUT_MS));
}
