import type { SessionStore, SessionTimes } from '../../domain/admin/session-store.js';
import { tokenHash } from '../crypto/token-hash.js';

/**
 * A SessionStore in process memory: sessions end with the process (one server only). Keyed like the databases,
 * by the token's SHA-256, so a session is found by its reference as well.
 */
export class InMemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, SessionTimes>();

  async save(token: string, times: SessionTimes): Promise<void> {
    this.sessions.set(tokenHash(token), { openedAt: times.openedAt, lastUsedAt: times.lastUsedAt });
  }

  async find(token: string): Promise<SessionTimes | undefined> {
    return this.findByReference(tokenHash(token));
  }

  async findByReference(reference: string): Promise<SessionTimes | undefined> {
    const times = this.sessions.get(reference);
    return times && { ...times };
  }

  async delete(token: string): Promise<void> {
    this.sessions.delete(tokenHash(token));
  }

  async deleteUnusedSince(instant: number): Promise<void> {
    for (const [reference, times] of this.sessions) if (times.lastUsedAt <= instant) this.sessions.delete(reference);
  }
}
