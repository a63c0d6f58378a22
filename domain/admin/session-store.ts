/** When an admin session was opened and last used, in milliseconds since the epoch. */
export interface SessionTimes {
  readonly openedAt: number;
  readonly lastUsedAt: number;
}

/**
 * Where the live admin sessions are kept (docs/architecture.md §1 `SessionStore`), so that any server
 * of the portal knows every session and a restart does not sign the operator out
 * (docs/decisions/036-sessions-and-limits-in-the-database.md). The expiry rule is the domain's
 * (`SessionTable`); a store only keeps times.
 */
export interface SessionStore {
  /** Creates or replaces the session of `token`. */
  save(token: string, times: SessionTimes): Promise<void>;
  find(token: string): Promise<SessionTimes | undefined>;
  /**
   * The times of the session whose reference is `reference`: the SHA-256 of its token, base64url
   * (`adapters/crypto/token-hash.ts`, what the databases already key on). A reference names a session without
   * opening it, so an upload URL may carry it (docs/decisions/021-upload-urls.md); undefined for no session.
   */
  findByReference(reference: string): Promise<SessionTimes | undefined>;
  delete(token: string): Promise<void>;
  /** Forgets every session last used at or before `instant`. */
  deleteUnusedSince(instant: number): Promise<void>;
}
