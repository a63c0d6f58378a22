import { randomUUID } from 'node:crypto';
import type { AdminAuthenticator, AdminSession } from '../../domain/admin/admin-authenticator.js';
import { SessionTable } from '../../domain/admin/session-table.js';
import type { Clock } from '../../domain/shared/clock.js';

/** An AdminAuthenticator that knows its password in plain text: for tests and demos only. */
export class InMemoryAdminAuthenticator implements AdminAuthenticator {
  private readonly sessions: SessionTable;

  constructor(
    private readonly password: string,
    clock: Clock,
  ) {
    this.sessions = new SessionTable(clock);
  }

  async signIn(password: string): Promise<AdminSession | undefined> {
    return password === this.password ? this.sessions.open(randomUUID()) : undefined;
  }

  async check(token: string): Promise<AdminSession | undefined> {
    return this.sessions.use(token);
  }

  async signOut(token: string): Promise<void> {
    this.sessions.close(token);
  }
}
