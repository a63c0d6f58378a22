import type { OpenSessions } from '../admin/session-table.js';

/** A one-time permission to upload one object (docs/architecture.md §3 POST /api/objects/upload). */
export interface UploadGrant {
  /** The server-generated id the object will be stored under. */
  readonly objectId: string;
  readonly expiresAt: Date;
  /** Same-origin URL the browser PUTs the file to: `/api/objects/uploads/{id}?expires=…&session=…&sig=…`. */
  readonly uploadURL: string;
}

export interface UploadAttempt {
  readonly objectId: string;
  readonly expires: string;
  /** The reference of the admin session that asked for the URL (`SessionStore.findByReference`), never its token. */
  readonly session: string;
  readonly signature: string;
}

export type RedeemResult = 'valid' | 'expired' | 'revoked' | 'used' | 'forged';

/** Issues and verifies short-lived, single-use upload URLs (docs/architecture.md §1 `UploadUrlSigner`). */
export interface UploadUrlSigner {
  /**
   * A URL for the admin session whose token is `sessionToken`. The URL names that session by its reference (the
   * token's SHA-256), signed with the rest, so the URL dies with the session (docs/decisions/021-upload-urls.md).
   */
  issue(sessionToken: string): Promise<UploadGrant>;
  /**
   * Checks an attempt: 'forged' unless every part of it is the signer's own; otherwise `redeemGenuine`'s
   * verdict: 'expired', 'revoked' once the session that asked for it has ended (Logout or expiry), 'valid' the
   * first time, and 'used' after, so the same URL is never accepted twice.
   */
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

/**
 * The rule every signer applies to a URL it made (docs/decisions/021-upload-urls.md): expired from its expiry on;
 * revoked once the admin session that asked for it has ended (a URL outlives no Logout), and that before it is
 * claimed, so a refused attempt never uses the URL up; otherwise the first claim makes it valid and any later
 * one finds it used.
 */
export async function redeemGenuine(
  url: { readonly expiresAt: number; readonly session: string },
  now: number,
  sessions: OpenSessions,
  claim: () => Promise<boolean>,
): Promise<Exclude<RedeemResult, 'forged'>> {
  if (now >= url.expiresAt) return 'expired';
  if (!(await sessions.isOpen(url.session))) return 'revoked';
  return (await claim()) ? 'valid' : 'used';
}

export function uploadUrlOf(objectId: string, expires: string, session: string, signature: string): string {
  const query = new URLSearchParams({ expires, session, sig: signature });
  return `${UPLOAD_PATH_PREFIX}${objectId}?${query.toString()}`;
}

/** The parts of an upload URL (absolute or relative) as a PUT to it presents them; a missing part is empty. */
export function uploadAttemptOf(uploadURL: string): UploadAttempt {
  let url: URL;
  try {
    url = new URL(uploadURL, 'http://this.server');
  } catch {
    return { objectId: '', expires: '', session: '', signature: '' };
  }
  const part = (name: string) => url.searchParams.get(name) ?? '';
  const objectId = url.pathname.startsWith(UPLOAD_PATH_PREFIX) ? url.pathname.slice(UPLOAD_PATH_PREFIX.length) : '';
  return { objectId, expires: part('expires'), session: part('session'), signature: part('sig') };
}
