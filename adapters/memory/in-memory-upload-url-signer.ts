import { randomUUID } from 'node:crypto';
import type { OpenSessions } from '../../domain/admin/session-table.js';
import type { Clock } from '../../domain/kernel/clock.js';
import {
  UPLOAD_URL_LIFETIME_MS,
  redeemGenuine,
  uploadUrlOf,
  type RedeemResult,
  type UploadAttempt,
  type UploadGrant,
  type UploadUrlSigner,
} from '../../domain/objects/upload-url-signer.js';
import { tokenHash } from '../crypto/token-hash.js';

/** An UploadUrlSigner that remembers every URL it issued instead of signing them. */
export class InMemoryUploadUrlSigner implements UploadUrlSigner {
  private readonly issued = new Map<string, { signature: string; expires: string; session: string; used: boolean }>();

  constructor(
    private readonly clock: Clock,
    private readonly sessions: OpenSessions,
  ) {}

  async issue(sessionToken: string): Promise<UploadGrant> {
    const objectId = randomUUID();
    const expiresAt = new Date(this.clock.now().getTime() + UPLOAD_URL_LIFETIME_MS);
    const expires = String(expiresAt.getTime());
    const session = tokenHash(sessionToken);
    const signature = randomUUID();
    this.issued.set(objectId, { signature, expires, session, used: false });
    return { objectId, expiresAt, uploadURL: uploadUrlOf(objectId, expires, session, signature) };
  }

  async redeem(attempt: UploadAttempt): Promise<RedeemResult> {
    const grant = this.issued.get(attempt.objectId);
    if (!grant || grant.signature !== attempt.signature || grant.expires !== attempt.expires || grant.session !== attempt.session) return 'forged';
    return redeemGenuine({ expiresAt: Number(grant.expires), session: grant.session }, this.clock.now().getTime(), this.sessions, async () => {
      if (grant.used) return false;
      grant.used = true;
      return true;
    });
  }
}
