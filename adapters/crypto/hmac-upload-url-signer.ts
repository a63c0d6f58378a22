import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
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
import { tokenHash } from './token-hash.js';

/**
 * Upload URLs signed with HMAC-SHA256 over `{objectId}.{expires}.{session}` (docs/architecture.md §3), `session`
 * being the reference of the admin session that asked (its token's SHA-256, the key the session tables use): any
 * server holding the secret can check one without shared state, and ask the shared session table whether that
 * session is still open. Single use is recorded in `UsedUploadUrls` (the database the servers share; memory in
 * tests) until the URL would have expired anyway.
 */
export class HmacUploadUrlSigner implements UploadUrlSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly clock: Clock,
    private readonly used: UsedUploadUrls,
    private readonly sessions: OpenSessions,
  ) {
    if (secret.length < 32) throw new Error('The upload URL secret must be at least 32 bytes');
  }

  async issue(sessionToken: string): Promise<UploadGrant> {
    const objectId = randomUUID();
    const expiresAt = new Date(this.clock.now().getTime() + UPLOAD_URL_LIFETIME_MS);
    const expires = String(expiresAt.getTime());
    const session = tokenHash(sessionToken);
    return { objectId, expiresAt, uploadURL: uploadUrlOf(objectId, expires, session, this.sign(objectId, expires, session)) };
  }

  async redeem(attempt: UploadAttempt): Promise<RedeemResult> {
    const expected = Buffer.from(this.sign(attempt.objectId, attempt.expires, attempt.session));
    const given = Buffer.from(attempt.signature);
    if (!/^\d{1,15}$/.test(attempt.expires) || given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    const now = this.clock.now().getTime();
    const expiresAt = Number(attempt.expires);
    return redeemGenuine({ expiresAt, session: attempt.session }, now, this.sessions, async () => {
      await this.used.forgetExpired(now);
      return this.used.claim(attempt.objectId, expiresAt);
    });
  }

  private sign(objectId: string, expires: string, session: string): string {
    return createHmac('sha256', this.secret).update(`${objectId}.${expires}.${session}`).digest('base64url');
  }
}
