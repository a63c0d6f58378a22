import { ConcurrencyGate } from '../kernel/concurrency-gate.js';
import type { AdminAuthenticator, AdminSession } from './admin-authenticator.js';
import type { SignInLimiter } from './sign-in-limiter.js';

/** docs/product.md §9: the answer to a sign-in never comes sooner than this after the request. */
export const ADMIN_SIGN_IN_DELAY_MS = 1000;

/**
 * docs/decisions/052: passwords checked at once by one server (each scrypt check holds one of libuv's four
 * threads for about 100 ms), and attempts that may wait for a place; any further attempt is told to retry.
 */
export const PASSWORD_CHECKS_AT_ONCE = 2;
export const PASSWORD_CHECKS_WAITING = 8;
/** What a client refused because every place was taken is told to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 1;
/** What a client refused because storage refused the sign-in's writes is told to wait (docs/decisions/093). */
export const SIGN_IN_UNAVAILABLE_RETRY_AFTER_SECONDS = 60;

export type SignInOutcome =
  | { readonly kind: 'signed-in'; readonly session: AdminSession }
  | { readonly kind: 'denied' }
  | { readonly kind: 'throttled'; readonly retryAfterSeconds: number };

/**
 * Storage refused a write the sign-in needs (a full disk, a database down; docs/decisions/052, 093): the attempt could
 * not be counted, and then the password is not checked at all, so a failing store can never lift the limit (the
 * limit never fails open); or the right password's session could not be kept, or its count given back. Every
 * password meets the same refusal, so none tells a right password from a wrong one.
 */
export class SignInUnavailableError extends Error {
  readonly retryAfterSeconds = SIGN_IN_UNAVAILABLE_RETRY_AFTER_SECONDS;

  constructor(cause: unknown) {
    super('Sign-in is unavailable right now. Please try again in a minute.', { cause });
    this.name = 'SignInUnavailableError';
  }
}

/** A sign-in's write that storage refused becomes the one refusal every password gets. */
function unavailable(cause: unknown): never {
  throw new SignInUnavailableError(cause);
}

/** Use case: the operator signs in with the one password (docs/architecture.md §3 POST /api/admin/session). */
export class AdminSignIn {
  constructor(
    private readonly authenticator: AdminAuthenticator,
    private readonly limiter: SignInLimiter,
    private readonly passwordChecks: ConcurrencyGate = new ConcurrencyGate(PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_WAITING),
  ) {}

  /**
   * The attempt is counted first (atomically, in the shared log), then the password is checked in one of the
   * gate's few places; a right password opens its session, then gives its count back (docs/decisions/052). Any of
   * these writes refused by storage ends in SignInUnavailableError, whatever the password (docs/decisions/093): a
   * right password whose session cannot be kept keeps its attempt counted.
   */
  async signIn(client: string, password: string): Promise<SignInOutcome> {
    const grant = await this.limiter.reserve(client).catch(unavailable);
    if (grant.kind === 'throttled') return grant;
    const checked = await this.passwordChecks.run(() => this.authenticator.signIn(password)).catch(unavailable);
    if (checked.kind === 'busy') {
      await grant.release().catch(unavailable);
      return { kind: 'throttled', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
    }
    if (!checked.value) return { kind: 'denied' };
    await grant.release().catch(unavailable);
    return { kind: 'signed-in', session: checked.value };
  }
}
