import { describe, expect, it } from 'vitest';
import { SessionTable, SESSION_ABSOLUTE_LIFETIME_MS, type OpenSessions } from '../../domain/admin/session-table.js';
import type { Clock } from '../../domain/kernel/clock.js';
import { UPLOAD_URL_LIFETIME_MS, uploadAttemptOf, type UploadGrant, type UploadUrlSigner } from '../../domain/objects/upload-url-signer.js';
import { tokenHash } from '../crypto/token-hash.js';
import { InMemorySessionStore } from '../memory/in-memory-session-store.js';
import { ManualClock } from '../memory/manual-clock.js';

export function attemptFor(grant: UploadGrant) {
  return uploadAttemptOf(grant.uploadURL);
}

const TOKEN = 'operator-session-token-Zq8';
const MINUTE = 60_000;

/** A signer over the real session rule (SessionTable over memory), with the operator's session open. */
async function signerWithSession(freshSigner: (clock: Clock, sessions: OpenSessions) => UploadUrlSigner, clock = new ManualClock()) {
  const sessions = new SessionTable(clock, new InMemorySessionStore());
  await sessions.open(TOKEN);
  return { clock, sessions, signer: freshSigner(clock, sessions) };
}

/** Every UploadUrlSigner: same-origin URLs, valid 5 minutes, once, while their session lasts, and impossible to forge. */
export function uploadUrlSignerContract(name: string, freshSigner: (clock: Clock, sessions: OpenSessions) => UploadUrlSigner): void {
  describe(`${name} honours the UploadUrlSigner contract`, () => {
    it('issues a same-origin upload URL for a new object, valid for 5 minutes', async () => {
      const { clock, signer } = await signerWithSession(freshSigner);
      const grant = await signer.issue(TOKEN);
      expect(grant.uploadURL.startsWith(`/api/objects/uploads/${grant.objectId}?`)).toBe(true);
      expect(grant.expiresAt.getTime()).toBe(clock.now().getTime() + UPLOAD_URL_LIFETIME_MS);
    });

    it('names the session that asked by its reference, never by its token', async () => {
      const { signer } = await signerWithSession(freshSigner);
      const grant = await signer.issue(TOKEN);
      expect(attemptFor(grant).session).toBe(tokenHash(TOKEN));
      expect(grant.uploadURL).not.toContain(TOKEN);
    });

    it('accepts an issued URL once, then calls it used', async () => {
      const { signer } = await signerWithSession(freshSigner);
      const attempt = attemptFor(await signer.issue(TOKEN));
      expect(await signer.redeem(attempt)).toBe('valid');
      expect(await signer.redeem(attempt)).toBe('used');
    });

    it('calls an URL expired from 5 minutes after issue', async () => {
      const { clock, signer } = await signerWithSession(freshSigner);
      const attempt = attemptFor(await signer.issue(TOKEN));
      clock.advance(UPLOAD_URL_LIFETIME_MS);
      expect(await signer.redeem(attempt)).toBe('expired');
    });

    it('calls an URL revoked once its session was closed (Logout), without using it up', async () => {
      const { sessions, signer } = await signerWithSession(freshSigner);
      const attempt = attemptFor(await signer.issue(TOKEN));
      await sessions.close(TOKEN);
      expect(await signer.redeem(attempt)).toBe('revoked');
      expect(await signer.redeem(attempt)).toBe('revoked');
      // Not claimed: were the same session open again, its URL would still be good.
      await sessions.open(TOKEN);
      expect(await signer.redeem(attempt)).toBe('valid');
    });

    it('calls an URL revoked once its session has expired, though the URL itself has not', async () => {
      const { clock, sessions, signer } = await signerWithSession(freshSigner);
      // A session used every 20 minutes ends 8 hours after sign-in; its last URL is asked for 2 minutes before that.
      const lastUrlAt = SESSION_ABSOLUTE_LIFETIME_MS - 2 * MINUTE;
      let elapsed = 0;
      while (elapsed + 20 * MINUTE < lastUrlAt) {
        clock.advance(20 * MINUTE);
        elapsed += 20 * MINUTE;
        expect(await sessions.use(TOKEN)).toBeDefined();
      }
      clock.advance(lastUrlAt - elapsed);
      const attempt = attemptFor(await signer.issue(TOKEN));
      clock.advance(2 * MINUTE);
      expect(await signer.redeem(attempt)).toBe('revoked');
    });

    it('keeps the URLs of other sessions good when one session ends', async () => {
      const { sessions, signer } = await signerWithSession(freshSigner);
      await sessions.open('second-operator-tab');
      const first = attemptFor(await signer.issue(TOKEN));
      const second = attemptFor(await signer.issue('second-operator-tab'));
      await sessions.close(TOKEN);
      expect(await signer.redeem(first)).toBe('revoked');
      expect(await signer.redeem(second)).toBe('valid');
    });

    it('calls forged any URL whose parts were changed, its session included', async () => {
      const { sessions, signer } = await signerWithSession(freshSigner);
      await sessions.open('another-session');
      const attempt = attemptFor(await signer.issue(TOKEN));
      const other = attemptFor(await signer.issue('another-session'));
      expect(await signer.redeem({ ...attempt, signature: attempt.signature.slice(0, -2) + 'xx' })).toBe('forged');
      expect(await signer.redeem({ ...attempt, expires: String(Number(attempt.expires) + 3_600_000) })).toBe('forged');
      expect(await signer.redeem({ ...attempt, objectId: other.objectId })).toBe('forged');
      expect(await signer.redeem({ ...attempt, session: other.session })).toBe('forged');
      expect(await signer.redeem({ ...attempt, session: '' })).toBe('forged');
      expect(await signer.redeem({ ...attempt, signature: '' })).toBe('forged');
      expect(await signer.redeem(attempt)).toBe('valid');
    });
  });
}
