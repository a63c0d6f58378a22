import { randomUUID } from 'node:crypto';
import type { Clock } from '../../domain/kernel/clock.js';
import {
  UPLOAD_URL_LIFETIME_MS,
  uploadUrlOf,
  type RedeemResult,
  type UploadAttempt,
  type UploadGrant,
  type UploadUrlSigner,
} from '../../domain/objects/upload-url-signer.js';

/** An UploadUrlSigner that remembers every URL it issued instead of signing them. */
export class InMemoryUploadUrlSigner implements UploadUrlSigner {
  private readonly issued = new Map<string, { signature: string; expires: string; used: boolean }>();

  constructor(private readonly clock: Clock) {}

  async issue(): Promise<UploadGrant> {
    const objectId = randomUUID();
    const expiresAt = new Date(this.clock.now().getTime() + UPLOAD_URL_LIFETIME_MS);
    const expires = String(expiresAt.getTime());
    const signature = randomUUID();
    this.issued.set(objectId, { signature, expires, used: false });
    return { objectId, expiresAt, uploadURL: uploadUrlOf(objectId, expires, signature) };
  }

  async redeem(attempt: UploadAttempt): Promise<RedeemResult> {
    const grant = this.issued.get(attempt.objectId);
    if (!grant || grant.signature !== attempt.signature || grant.expires !== attempt.expires) return 'forged';
    if (this.clock.now().getTime() >= Number(grant.expires)) return 'expired';
    if (grant.used) return 'used';
    grant.used = true;
    return 'valid';
  }
}
