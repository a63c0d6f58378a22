import { AdminSignInRefused, type AdminApi, type AdminSessionToken } from '../../domain/admin/admin-api.js';

export const ADMIN_SESSION_PATH = '/api/admin/session';

/**
 * AdminApi over HTTP (docs/architecture.md §3). 401, 429 and 503 become the domain's refusals; any other failure
 * (a network error, a 5xx) rejects with a plain Error, which the domain reads as "server unreachable".
 */
export class HttpAdminApi implements AdminApi {
  constructor(private readonly baseUrl = '') {}

  async signIn(password: string): Promise<AdminSessionToken> {
    const response = await fetch(`${this.baseUrl}${ADMIN_SESSION_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    if (response.status === 401) throw new AdminSignInRefused('wrong-password');
    if (response.status === 429) throw new AdminSignInRefused('too-many-attempts');
    // docs/decisions/093: the server answers 503 to every sign-in while it cannot record them.
    if (response.status === 503) throw new AdminSignInRefused('unavailable');
    if (!response.ok) throw new Error(`Admin sign-in answered ${response.status}`);
    return (await response.json()) as AdminSessionToken;
  }

  /** A 401 means the session had already ended: that is what was asked for. */
  async signOut(token: string): Promise<void> {
    const response = await fetch(`${this.baseUrl}${ADMIN_SESSION_PATH}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok && response.status !== 401) throw new Error(`Admin sign-out answered ${response.status}`);
  }
}
