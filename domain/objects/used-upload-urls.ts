/**
 * The record of upload URLs already used (docs/architecture.md §1 `UsedUploadUrls`): single use is
 * enforced here, in the database the servers share, not in one process's memory
 * (docs/decisions/021-upload-urls.md, docs/decisions/036-sessions-and-limits-in-the-database.md).
 */
export interface UsedUploadUrls {
  /**
   * Marks the URL of `objectId` used: true for the first claim, false for every later one, whichever
   * server makes it. Atomic. `expiresAt` (ms) says when the record may be forgotten.
   */
  claim(objectId: string, expiresAt: number): Promise<boolean>;
  /** Forgets the URLs that expired at or before `now` (ms): they are refused as expired anyway. */
  forgetExpired(now: number): Promise<void>;
}
