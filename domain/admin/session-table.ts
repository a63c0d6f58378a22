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
 *
 * A use writes the session's last use; when storage refuses that write (a full disk), the session still lets the
 * operator in, its expiry where the store has it (docs/decisions/093): reads go on, and the session ends 30 minutes
 * after its last written use. `onWriteRefused` hears of the first such refusal, and of none after it until a write
 * succeeds again, so a full disk makes one log line, not one per request.
 */
export class SessionTable implements OpenSessions {
  private refusing = false;

  constructor(
    private readonly clock: Clock,
    private readonly store: SessionStore,
    private readonly onWriteRefused: (error: unknown) => void = () => undefined,
  ) {}

  async open(token: string): Promise<AdminSession> {
    const now = this.clock.now().getTime();
    const times = { openedAt: now, lastUsedAt: now };
    // Sessions idle for the timeout are over whatever their age: forget them while we are here. A session that
    // cannot be kept is not opened: its refusal is the caller's (docs/decisions/093).
    await this.store.deleteUnusedSince(now - SESSION_IDLE_TIMEOUT_MS);
    await this.store.save(token, times);
    this.refusing = false;
    return { token, expiresAt: expiryOf(times) };
  }

  /**
   * Uses the session once: alive → its new expiry; expired or unknown → undefined (and forgotten). When storage
   * refuses to write the use, the session is alive all the same, with the expiry the store still gives it.
   */
  async use(token: string): Promise<AdminSession | undefined> {
    const times = await this.store.find(token);
    if (!times) return undefined;
    const now = this.clock.now().getTime();
    if (now >= expiryOf(times).getTime()) {
      await this.write(() => this.store.delete(token));
      return undefined;
    }
    const used = { openedAt: times.openedAt, lastUsedAt: Math.max(times.lastUsedAt, now) };
    const written = await this.write(() => this.store.save(token, used));
    return { token, expiresAt: expiryOf(written ? used : times) };
  }

  /** A write the session can do without: whether it was made; a refusal is told once (see the class). */
  private async write(change: () => Promise<void>): Promise<boolean> {
    try {
      await change();
      this.refusing = false;
      return true;
    } catch (error) {
      if (!this.refusing) this.onWriteRefused(error);
      this.refusing = true;
      return false;
    }
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
