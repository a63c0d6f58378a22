import { randomBytes } from 'node:crypto';
import { sha256Digest } from './sha256-digest.js';
import { describe, expect, it } from 'vitest';
import { SessionTable } from '../../domain/admin/session-table.js';
import { adminAuthenticatorContract } from '../contracts/admin-authenticator.contract.js';
import { uploadUrlSignerContract, attemptFor } from '../contracts/upload-url-signer.contract.js';
import { InMemoryDisk } from '../memory/in-memory-disk.js';
import { InMemorySessionStore } from '../memory/in-memory-session-store.js';
import { InMemoryUsedUploadUrls } from '../memory/in-memory-used-upload-urls.js';
import { ManualClock } from '../memory/manual-clock.js';
import { HmacPreviewSigner } from './hmac-preview-signer.js';
import { HmacSignature } from './hmac-signature.js';
import { HmacUploadUrlSigner } from './hmac-upload-url-signer.js';
import { tokenHash } from './token-hash.js';
import { hashPassword, ScryptAdminAuthenticator } from './scrypt-admin-authenticator.js';

adminAuthenticatorContract('ScryptAdminAuthenticator', async (password, clock) => new ScryptAdminAuthenticator(await hashPassword(password), clock, new InMemorySessionStore()));
uploadUrlSignerContract('HmacUploadUrlSigner', (clock, sessions) => new HmacUploadUrlSigner(randomBytes(32), clock, new InMemoryUsedUploadUrls(), sessions));

describe('hashPassword', () => {
  it('keeps no trace of the password and salts every hash', async () => {
    const first = await hashPassword('Pura vida 2026');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toContain('Pura');
    expect(await hashPassword('Pura vida 2026')).not.toBe(first);
  });

  it('is refused when it is not a scrypt hash', () => {
    expect(() => new ScryptAdminAuthenticator('plain-text', new ManualClock(), new InMemorySessionStore())).toThrow(/scrypt/);
  });
});

describe('ScryptAdminAuthenticator on a full disk (docs/decisions/093)', () => {
  it('still lets a live session in, and tells whoever listens that its use was not written', async () => {
    const disk = new InMemoryDisk();
    const refusals: unknown[] = [];
    const authenticator = new ScryptAdminAuthenticator(await hashPassword('Pura vida 2026'), new ManualClock(), new InMemorySessionStore(disk), (error) => refusals.push(error));
    const session = await authenticator.signIn('Pura vida 2026');
    disk.fill();
    expect(await authenticator.check(session!.token)).toBeDefined();
    expect(refusals).toEqual([expect.objectContaining({ code: 'ENOSPC' })]);
  });
});

describe('HmacUploadUrlSigner', () => {
  /** The sessions two servers share (the database), with the operator's session open. */
  async function sharedSessions(clock: ManualClock) {
    const sessions = new SessionTable(clock, new InMemorySessionStore());
    await sessions.open('operator-token');
    return sessions;
  }

  it('accepts a URL signed by another instance with the same secret, and no other', async () => {
    const secret = randomBytes(32);
    const clock = new ManualClock();
    const used = new InMemoryUsedUploadUrls();
    const sessions = await sharedSessions(clock);
    const grant = await new HmacUploadUrlSigner(secret, clock, used, sessions).issue('operator-token');
    expect(await new HmacUploadUrlSigner(randomBytes(32), clock, used, sessions).redeem(attemptFor(grant))).toBe('forged');
    expect(await new HmacUploadUrlSigner(secret, clock, used, sessions).redeem(attemptFor(grant))).toBe('valid');
    // A second server sharing the record of used URLs refuses it too.
    expect(await new HmacUploadUrlSigner(secret, clock, used, sessions).redeem(attemptFor(grant))).toBe('used');
  });

  it('calls a URL revoked on another server once the operator logged out on the first', async () => {
    const secret = randomBytes(32);
    const clock = new ManualClock();
    const used = new InMemoryUsedUploadUrls();
    const sessions = await sharedSessions(clock);
    const grant = await new HmacUploadUrlSigner(secret, clock, used, sessions).issue('operator-token');
    await sessions.close('operator-token');
    expect(await new HmacUploadUrlSigner(secret, clock, used, sessions).redeem(attemptFor(grant))).toBe('revoked');
  });

  it('refuses a short secret and a non-numeric expiry', async () => {
    const clock = new ManualClock();
    const sessions = await sharedSessions(clock);
    expect(() => new HmacUploadUrlSigner(Buffer.alloc(8), clock, new InMemoryUsedUploadUrls(), sessions)).toThrow(/32 bytes/);
    const signer = new HmacUploadUrlSigner(randomBytes(32), clock, new InMemoryUsedUploadUrls(), sessions);
    const attempt = attemptFor(await signer.issue('operator-token'));
    expect(await signer.redeem({ ...attempt, expires: 'soon' })).toBe('forged');
  });
});

describe('sha256Digest', () => {
  it('gives equal texts equal digests and tells apart texts cut differently', () => {
    expect(sha256Digest(['<h1>Arenal</h1>', 'x'])).toBe(sha256Digest(['<h1>Arenal</h1>', 'x']));
    expect(sha256Digest(['ab', 'c'])).not.toBe(sha256Digest(['a', 'bc']));
    expect(sha256Digest(['é'])).toMatch(/^[\w-]{43}$/);
  });
});

describe('HmacPreviewSigner', () => {
  const grant = { path: '/destinations/arenal', records: [{ collection: 'tours', id: 'arenal-volcano-hike' }], expiresAt: 1_795_000_000_000 };

  it('reads back a grant another instance with the same secret signed, bound to the session by its reference', () => {
    const secret = randomBytes(32);
    const token = new HmacPreviewSigner(secret).sign(grant, 'operator-token');
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(token).not.toContain('operator-token');
    expect(new HmacPreviewSigner(secret).open(token)).toEqual({ ...grant, session: tokenHash('operator-token') });
    expect(new HmacPreviewSigner(secret).open(new HmacPreviewSigner(secret).sign({ ...grant, records: null }, 'operator-token'))?.records).toBeNull();
  });

  it('reads nothing from a token it did not sign, or that was altered', () => {
    const secret = randomBytes(32);
    const token = new HmacPreviewSigner(secret).sign(grant, 'operator-token');
    const [payload, signature] = token.split('.') as [string, string];
    const altered = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('arenal', 'tamarindo')).toString('base64url');
    expect(new HmacPreviewSigner(randomBytes(32)).open(token)).toBeUndefined();
    expect(new HmacPreviewSigner(secret).open(`${altered}.${signature}`)).toBeUndefined();
    expect(new HmacPreviewSigner(secret).open('not-a-token')).toBeUndefined();
  });

  it('reads nothing it signed that is not a grant (an upload URL of the same secret is signed apart)', () => {
    const secret = randomBytes(32);
    const signature = new HmacSignature(secret);
    for (const value of [{}, ['/', null, 'soon', 's'], ['/', [['tours']], 1, 's'], ['/', 'tours', 1, 's'], [1, null, 1, 's'], ['/', null, 1, 2]]) {
      const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
      expect(new HmacPreviewSigner(secret).open(`${payload}.${signature.sign(`catalogue-preview.${payload}`)}`)).toBeUndefined();
    }
    const notJson = Buffer.from('{').toString('base64url');
    expect(new HmacPreviewSigner(secret).open(`${notJson}.${signature.sign(`catalogue-preview.${notJson}`)}`)).toBeUndefined();
    const payload = Buffer.from(JSON.stringify(['/', null, 1, 's'])).toString('base64url');
    expect(new HmacPreviewSigner(secret).open(`${payload}.${signature.sign(payload)}`)).toBeUndefined();
  });
});
