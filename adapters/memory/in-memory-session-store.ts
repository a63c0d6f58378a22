import type { SessionStore, SessionTimes } from '../../domain/admin/session-store.js';
import { tokenHash } from '../crypto/token-hash.js';
import { InMemoryDisk } from './in-memory-disk.js';

/**
 * A SessionStore in process memory: sessions end with the process (one server only). Keyed like the databases,
 * by the token's SHA-256, so a session is found by its reference as well. On a full `disk` (InMemoryDisk) it refuses
 * every write that would change something.
 */
export class InMemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, SessionTimes>();

  constructor(private readonly disk: InMemoryDisk = new InMemoryDisk()) {}

  async save(token: string, times: SessionTimes): Promise<void> {
    this.disk.write();
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
    if (this.sessions.has(tokenHash(token))) this.disk.write();
    this.sessions.delete(tokenHash(token));
  }

  async deleteUnusedSince(instant: number): Promise<void> {
    const unused = [...this.sessions].filter(([, times]) => times.lastUsedAt <= instant);
    if (unused.length > 0) this.disk.write();
    for (const [reference] of unused) this.sessions.delete(reference);
  }
}
