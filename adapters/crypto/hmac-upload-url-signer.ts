import { randomUUID } from 'node:crypto';
import type { OpenSessions } from '../../domain/admin/session-table.js';
import type { Clock } from '../../domain/kernel/clock.js';
import type { UsedUploadUrls } from '../../domain/objects/used-upload-urls.js';
import {
  UPLOAD_URL_LIFETIME_MS,
  redeemGenuine,
  uploadUrlOf,
  type RedeemResult,
  type UploadAttempt,
  type UploadGrant,
  type UploadUrlSigner,
} from '../../domain/objects/upload-url-signer.js';
import { HmacSignature } from './hmac-signature.js';
import { tokenHash } from './token-hash.js';

/**
 * Upload URLs signed with HMAC-SHA256 over `{objectId}.{expires}.{session}` (docs/architecture.md §3), `session`
 * being the reference of the admin session that asked (its token's SHA-256, the key the session tables use): any
 * server holding the secret can check one without shared state, and ask the shared session table whether that
 * session is still open. Single use is recorded in `UsedUploadUrls` (the database the servers share; memory in
 * tests) until the URL would have expired anyway.
 */
export class HmacUploadUrlSigner implements UploadUrlSigner {
  private readonly signature: HmacSignature;

  constructor(
    secret: Buffer,
    private readonly clock: Clock,
    private readonly used: UsedUploadUrls,
    private readonly sessions: OpenSessions,
  ) {
    this.signature = new HmacSignature(secret);
  }

  async issue(sessionToken: string): Promise<UploadGrant> {
    const objectId = randomUUID();
    const expiresAt = new Date(this.clock.now().getTime() + UPLOAD_URL_LIFETIME_MS);
    const expires = String(expiresAt.getTime());
    const session = tokenHash(sessionToken);
    return { objectId, expiresAt, uploadURL: uploadUrlOf(objectId, expires, session, this.sign(objectId, expires, session)) };
  }

  async redeem(attempt: UploadAttempt): Promise<RedeemResult> {
    if (!/^\d{1,15}$/.test(attempt.expires) || !this.signature.matches(signedText(attempt.objectId, attempt.expires, attempt.session), attempt.signature)) return 'forged';
    const now = this.clock.now().getTime();
    const expiresAt = Number(attempt.expires);
    return redeemGenuine({ expiresAt, session: attempt.session }, now, this.sessions, async () => {
      await this.used.forgetExpired(now);
      return this.used.claim(attempt.objectId, expiresAt);
    });
  }

  private sign(objectId: string, expires: string, session: string): string {
    return this.signature.sign(signedText(objectId, expires, session));
  }
}

const signedText = (objectId: string, expires: string, session: string) => `${objectId}.${expires}.${session}`;
