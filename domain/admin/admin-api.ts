/** A signed-in admin session: the server's token and when it stops being accepted (docs/architecture.md §3). */
export interface AdminSessionToken {
  readonly token: string;
  /** ISO 8601 instant. */
  readonly expiresAt: string;
}

/**
 * Why the server refused to open a session. 'unavailable': the server cannot record the attempt (its storage refuses
 * writes, docs/decisions/093), so it answers no attempt, whatever the password.
 */
export type AdminSignInRefusal = 'wrong-password' | 'too-many-attempts' | 'unavailable';

const REFUSAL_MESSAGES: Readonly<Record<AdminSignInRefusal, string>> = {
  'wrong-password': 'The admin password was not accepted',
  'too-many-attempts': 'Too many sign-in attempts',
  unavailable: 'Sign-in is unavailable for now',
};

/** The rejection of `AdminApi.signIn` when the server answered with a refusal. */
export class AdminSignInRefused extends Error {
  constructor(readonly reason: AdminSignInRefusal) {
    super(REFUSAL_MESSAGES[reason]);
    this.name = 'AdminSignInRefused';
  }
}

/**
 * What the admin page needs from the server to open and close a session (browser side,
 * docs/architecture.md §1, §3). The browser never holds the secret: the server checks the password.
 */
export interface AdminApi {
  /** Resolves with a session, or rejects with AdminSignInRefused (any other rejection: the server could not be asked). */
  signIn(password: string): Promise<AdminSessionToken>;
  /** Ends the session; resolves even if it had already ended. */
  signOut(token: string): Promise<void>;
}
