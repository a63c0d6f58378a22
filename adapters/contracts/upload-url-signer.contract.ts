import { describe, expect, it } from 'vitest';
import type { Clock } from '../../domain/kernel/clock.js';
import { UPLOAD_URL_LIFETIME_MS, type UploadGrant, type UploadUrlSigner } from '../../domain/objects/upload-url-signer.js';
import { ManualClock } from '../memory/manual-clock.js';

export function attemptFor(grant: UploadGrant) {
  const url = new URL(grant.uploadURL, 'http://server.test');
  return { objectId: url.pathname.split('/').pop()!, expires: url.searchParams.get('expires') ?? '', signature: url.searchParams.get('sig') ?? '' };
}

/** Every UploadUrlSigner: same-origin URLs, valid 5 minutes, once, and impossible to forge. */
export function uploadUrlSignerContract(name: string, freshSigner: (clock: Clock) => UploadUrlSigner): void {
  describe(`${name} honours the UploadUrlSigner contract`, () => {
    it('issues a same-origin upload URL for a new object, valid for 5 minutes', async () => {
      const clock = new ManualClock();
      const grant = await freshSigner(clock).issue();
      expect(grant.uploadURL.startsWith(`/api/objects/uploads/${grant.objectId}?`)).toBe(true);
      expect(grant.expiresAt.getTime()).toBe(clock.now().getTime() + UPLOAD_URL_LIFETIME_MS);
    });

    it('accepts an issued URL once, then calls it used', async () => {
      const signer = freshSigner(new ManualClock());
      const attempt = attemptFor(await signer.issue());
      expect(await signer.redeem(attempt)).toBe('valid');
      expect(await signer.redeem(attempt)).toBe('used');
    });

    it('calls an URL expired from 5 minutes after issue', async () => {
      const clock = new ManualClock();
      const signer = freshSigner(clock);
      const attempt = attemptFor(await signer.issue());
      clock.advance(UPLOAD_URL_LIFETIME_MS);
      expect(await signer.redeem(attempt)).toBe('expired');
    });

    it('calls forged any URL whose parts were changed', async () => {
      const signer = freshSigner(new ManualClock());
      const attempt = attemptFor(await signer.issue());
      const other = attemptFor(await signer.issue());
      expect(await signer.redeem({ ...attempt, signature: attempt.signature.slice(0, -2) + 'xx' })).toBe('forged');
      expect(await signer.redeem({ ...attempt, expires: String(Number(attempt.expires) + 3_600_000) })).toBe('forged');
      expect(await signer.redeem({ ...attempt, objectId: other.objectId })).toBe('forged');
      expect(await signer.redeem({ ...attempt, signature: '' })).toBe('forged');
      expect(await signer.redeem(attempt)).toBe('valid');
    });
  });
}
