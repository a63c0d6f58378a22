import type { AdminAuthenticator, AdminSession } from './admin-authenticator.js';
import type { SignInLimiter } from './sign-in-limiter.js';

/** docs/product.md §9: the answer to a sign-in never comes sooner than this after the request. */
export const ADMIN_SIGN_IN_DELAY_MS = 1000;

export type SignInOutcome =
  | { readonly kind: 'signed-in'; readonly session: AdminSession }
  | { readonly kind: 'denied' }
  | { readonly kind: 'throttled'; readonly retryAfterSeconds: number };

/** Use case: the operator signs in with the one password (docs/architecture.md §3 POST /api/admin/session). */
export class AdminSignIn {
  constructor(
    private readonly authenticator: AdminAuthenticator,
    private readonly limiter: SignInLimiter,
  ) {}

  async signIn(client: string, password: string): Promise<SignInOutcome> {
    const retryAfterSeconds = await this.limiter.retryAfterSeconds(client);
    if (retryAfterSeconds > 0) return { kind: 'throttled', retryAfterSeconds };
    const session = await this.authenticator.signIn(password);
    if (session) return { kind: 'signed-in', session };
    await this.limiter.recordFailure(client);
    return { kind: 'denied' };
  }
}
