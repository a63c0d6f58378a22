import { describe, expect, it } from 'vitest';
import type { OpenSessions } from '../admin/session-table.js';
import { redeemGenuine, uploadAttemptOf, uploadUrlOf } from './upload-url-signer.js';

const ID = '3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c';
const EXPIRES_AT = Date.UTC(2026, 0, 1, 12, 5);

/** Sessions that are open while their reference is in the set; every question is counted. */
function sessionsOpen(...references: string[]): OpenSessions & { asked: number } {
  const open = new Set(references);
  return {
    asked: 0,
    async isOpen(reference) {
      this.asked += 1;
      return open.has(reference);
    },
  };
}

/** A claim that succeeds once, like the record of used URLs; counts its calls. */
function claimOnce() {
  let claimed = false;
  const claim = async () => {
    claim.calls += 1;
    if (claimed) return false;
    claimed = true;
    return true;
  };
  claim.calls = 0;
  return claim;
}

describe('redeemGenuine: the order in which every signer checks a URL it made', () => {
  it('accepts a URL of a live session once, then calls it used', async () => {
    const claim = claimOnce();
    const sessions = sessionsOpen('ref-a');
    expect(await redeemGenuine({ expiresAt: EXPIRES_AT, session: 'ref-a' }, EXPIRES_AT - 1, sessions, claim)).toBe('valid');
    expect(await redeemGenuine({ expiresAt: EXPIRES_AT, session: 'ref-a' }, EXPIRES_AT - 1, sessions, claim)).toBe('used');
  });

  it('calls a URL revoked once the session that asked for it has ended, before it is claimed', async () => {
    const claim = claimOnce();
    expect(await redeemGenuine({ expiresAt: EXPIRES_AT, session: 'ref-a' }, EXPIRES_AT - 1, sessionsOpen('ref-b'), claim)).toBe('revoked');
    expect(claim.calls).toBe(0);
  });

  it('calls a URL expired from its expiry on, without asking about its session or claiming it', async () => {
    const claim = claimOnce();
    const sessions = sessionsOpen('ref-a');
    expect(await redeemGenuine({ expiresAt: EXPIRES_AT, session: 'ref-a' }, EXPIRES_AT, sessions, claim)).toBe('expired');
    expect(await redeemGenuine({ expiresAt: EXPIRES_AT, session: 'gone' }, EXPIRES_AT + 1, sessions, claim)).toBe('expired');
    expect([sessions.asked, claim.calls]).toEqual([0, 0]);
  });
});

describe('upload URLs name their session', () => {
  it('carry the expiry, the session reference and the signature, and give them back as an attempt', () => {
    const url = uploadUrlOf(ID, '1767269100000', 'q8G2-x_Zk', 'sig+/=');
    expect(url).toBe(`/api/objects/uploads/${ID}?expires=1767269100000&session=q8G2-x_Zk&sig=sig%2B%2F%3D`);
    expect(uploadAttemptOf(url)).toEqual({ objectId: ID, expires: '1767269100000', session: 'q8G2-x_Zk', signature: 'sig+/=' });
    expect(uploadAttemptOf(`http://127.0.0.1:4317${url}`)).toEqual(uploadAttemptOf(url));
  });

  it('give empty parts for what an address lacks, so the signer calls it forged', () => {
    expect(uploadAttemptOf(`/api/objects/uploads/${ID}`)).toEqual({ objectId: ID, expires: '', session: '', signature: '' });
    expect(uploadAttemptOf('/objects/other')).toEqual({ objectId: '', expires: '', session: '', signature: '' });
    expect(uploadAttemptOf('http://[')).toEqual({ objectId: '', expires: '', session: '', signature: '' });
  });
});
