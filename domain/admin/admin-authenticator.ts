/** A signed-in operator's session, as the browser keeps it in page memory (docs/architecture.md §3). */
export interface AdminSession {
  readonly token: string;
  readonly expiresAt: Date;
}

/**
 * Checks the operator's password and keeps the sessions it opens (docs/architecture.md §1 `AdminAuthenticator`).
 * The password itself is never kept: implementations compare against a stored hash.
 */
export interface AdminAuthenticator {
  /** A new session when the password is right, otherwise undefined. */
  signIn(password: string): Promise<AdminSession | undefined>;
  /** The session, with its expiry moved on by this use, while the token is alive; otherwise undefined. */
  check(token: string): Promise<AdminSession | undefined>;
  /** Ends the session (Logout); an unknown token is ignored. */
  signOut(token: string): Promise<void>;
}
