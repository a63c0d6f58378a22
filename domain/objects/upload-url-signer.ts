/** A one-time permission to upload one object (docs/architecture.md §3 POST /api/objects/upload). */
export interface UploadGrant {
  /** The server-generated id the object will be stored under. */
  readonly objectId: string;
  readonly expiresAt: Date;
  /** Same-origin URL the browser PUTs the file to: `/api/objects/uploads/{id}?expires=…&sig=…`. */
  readonly uploadURL: string;
}

export interface UploadAttempt {
  readonly objectId: string;
  readonly expires: string;
  readonly signature: string;
}

export type RedeemResult = 'valid' | 'expired' | 'used' | 'forged';

/** Issues and verifies short-lived, single-use upload URLs (docs/architecture.md §1 `UploadUrlSigner`). */
export interface UploadUrlSigner {
  issue(): Promise<UploadGrant>;
  /** Checks an attempt; a valid one is used up, so the same URL is never accepted twice. */
  redeem(attempt: UploadAttempt): Promise<RedeemResult>;
}

/**
 * docs/architecture.md §3, docs/decisions/054: an upload URL must be used within 5 minutes of its issue (the admin
 * page asks for one per file, just before sending it), so a leaked URL is of use for minutes, not a quarter hour.
 */
export const UPLOAD_URL_LIFETIME_MS = 5 * 60 * 1000;
/**
 * The longest an upload's body may take once sent (10 MB on a weak mobile signal, about 20 kB/s); the server's
 * UPLOAD_TIMEOUT_MS may be shorter, never longer (docs/decisions/054).
 */
export const MAX_UPLOAD_TRANSFER_MS = 10 * 60 * 1000;
export const UPLOAD_PATH_PREFIX = '/api/objects/uploads/';
export const OBJECT_PATH_PREFIX = '/objects/';

export function uploadUrlOf(objectId: string, expires: string, signature: string): string {
  return `${UPLOAD_PATH_PREFIX}${objectId}?expires=${encodeURIComponent(expires)}&sig=${encodeURIComponent(signature)}`;
}
