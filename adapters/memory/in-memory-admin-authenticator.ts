import { randomUUID } from 'node:crypto';
import type { AdminAuthenticator, AdminSession } from '../../domain/admin/admin-authenticator.js';
import type { SessionStore } from '../../domain/admin/session-store.js';
import { SessionTable } from '../../domain/admin/session-table.js';
import type { Clock } from '../../domain/kernel/clock.js';
import { InMemorySessionStore } from './in-memory-session-store.js';

/** An AdminAuthenticator that knows its password in plain text: for tests and demos only. */
export class InMemoryAdminAuthenticator implements AdminAuthenticator {
  private readonly sessions: SessionTable;

  constructor(
    private readonly password: string,
    clock: Clock,
    store: SessionStore = new InMemorySessionStore(),
    onWriteRefused?: (error: unknown) => void,
  ) {
    this.sessions = new SessionTable(clock, store, onWriteRefused);
  }

  async signIn(password: string): Promise<AdminSession | undefined> {
    return password === this.password ? this.sessions.open(randomUUID()) : undefined;
  }

  async check(token: string): Promise<AdminSession | undefined> {
    return this.sessions.use(token);
  }

  async signOut(token: string): Promise<void> {
    await this.sessions.close(token);
  }
}
