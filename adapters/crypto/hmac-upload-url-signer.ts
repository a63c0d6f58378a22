import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../domain/kernel/clock.js';
import type { UsedUploadUrls } from '../../domain/objects/used-upload-urls.js';
import {
  UPLOAD_URL_LIFETIME_MS,
  uploadUrlOf,
  type RedeemResult,
  type UploadAttempt,
  type UploadGrant,
  type UploadUrlSigner,
} from '../../domain/objects/upload-url-signer.js';

/**
 * Upload URLs signed with HMAC-SHA256 over `{objectId}.{expires}` (docs/architecture.md §3): any server holding
 * the secret can check one without shared state. Single use is recorded in `UsedUploadUrls` (the
 * database the servers share; memory in tests) until the URL would have expired anyway.
 */
export class HmacUploadUrlSigner implements UploadUrlSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly clock: Clock,
    private readonly used: UsedUploadUrls,
  ) {
    if (secret.length < 32) throw new Error('The upload URL secret must be at least 32 bytes');
  }

  async issue(): Promise<UploadGrant> {
    const objectId = randomUUID();
    const expiresAt = new Date(this.clock.now().getTime() + UPLOAD_URL_LIFETIME_MS);
    const expires = String(expiresAt.getTime());
    return { objectId, expiresAt, uploadURL: uploadUrlOf(objectId, expires, this.sign(objectId, expires)) };
  }

  async redeem(attempt: UploadAttempt): Promise<RedeemResult> {
    const expected = Buffer.from(this.sign(attempt.objectId, attempt.expires));
    const given = Buffer.from(attempt.signature);
    if (!/^\d{1,15}$/.test(attempt.expires) || given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    const now = this.clock.now().getTime();
    const expiresAt = Number(attempt.expires);
    if (now >= expiresAt) return 'expired';
    await this.used.forgetExpired(now);
    return (await this.used.claim(attempt.objectId, expiresAt)) ? 'valid' : 'used';
  }

  private sign(objectId: string, expires: string): string {
    return createHmac('sha256', this.secret).update(`${objectId}.${expires}`).digest('base64url');
  }
}
