import { AdminSignInRefused, type AdminApi, type AdminSessionToken } from '../../domain/admin/admin-api.js';

/** docs/architecture.md §3: how long a session lasts before the server stops accepting its token. */
const SESSION_MS = 8 * 60 * 60 * 1000;

/**
 * An AdminApi that keeps the password and the open sessions in memory: for tests, the fast
 * Gherkin level and the UI's demo mode. Like the server, it refuses the wrong password.
 */
export class InMemoryAdminApi implements AdminApi {
  private readonly sessions = new Set<string>();
  private issued = 0;

  constructor(
    private readonly password: string,
    private readonly now: () => number = Date.now,
  ) {}

  async signIn(password: string): Promise<AdminSessionToken> {
    if (password !== this.password) throw new AdminSignInRefused('wrong-password');
    this.issued += 1;
    const token = `memory-session-${this.issued}`;
    this.sessions.add(token);
    return { token, expiresAt: new Date(this.now() + SESSION_MS).toISOString() };
  }

  async signOut(token: string): Promise<void> {
    this.sessions.delete(token);
  }

  /** Whether a token still opens the admin calls. */
  isOpen(token: string): boolean {
    return this.sessions.has(token);
  }
}
