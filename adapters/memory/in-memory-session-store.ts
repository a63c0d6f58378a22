import type { SessionStore, SessionTimes } from '../../domain/admin/session-store.js';

/** A SessionStore in process memory: sessions end with the process (one server only). */
export class InMemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, SessionTimes>();

  async save(token: string, times: SessionTimes): Promise<void> {
    this.sessions.set(token, { openedAt: times.openedAt, lastUsedAt: times.lastUsedAt });
  }

  async find(token: string): Promise<SessionTimes | undefined> {
    const times = this.sessions.get(token);
    return times && { ...times };
  }

  async delete(token: string): Promise<void> {
    this.sessions.delete(token);
  }

  async deleteUnusedSince(instant: number): Promise<void> {
    for (const [token, times] of this.sessions) if (times.lastUsedAt <= instant) this.sessions.delete(token);
  }
}
