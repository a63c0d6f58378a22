import { describe, expect, it } from 'vitest';
import type { SessionStore } from '../../domain/admin/session-store.js';
import { aSessionTimes, SESSION_OPENED_AT } from '../../test-support/admin-sessions.js';
import { tokenHash } from '../crypto/token-hash.js';

/** Every SessionStore: keeps the times of each token, replaces on save, forgets deleted and idle sessions. */
export function sessionStoreContract(name: string, freshStore: () => Promise<SessionStore> | SessionStore): void {
  describe(`${name} honours the SessionStore contract`, () => {
    const T0 = SESSION_OPENED_AT;

    it('gives back the times saved under a token, and nothing for another', async () => {
      const store = await freshStore();
      await store.save('token-a', aSessionTimes({ lastUsedAt: T0 + 5 }));
      expect(await store.find('token-a')).toEqual(aSessionTimes({ lastUsedAt: T0 + 5 }));
      expect(await store.find('token-b')).toBeUndefined();
    });

    it('replaces the times of a token saved again', async () => {
      const store = await freshStore();
      await store.save('token-a', aSessionTimes());
      await store.save('token-a', aSessionTimes({ lastUsedAt: T0 + 60_000 }));
      expect(await store.find('token-a')).toEqual(aSessionTimes({ lastUsedAt: T0 + 60_000 }));
    });

    it('forgets a deleted session, and ignores deleting an unknown one', async () => {
      const store = await freshStore();
      await store.save('token-a', aSessionTimes());
      await store.delete('token-a');
      await store.delete('never-saved');
      expect(await store.find('token-a')).toBeUndefined();
    });

    it('forgets the sessions last used at or before an instant, and keeps the others', async () => {
      const store = await freshStore();
      await store.save('old', aSessionTimes({ lastUsedAt: T0 + 1000 }));
      await store.save('edge', aSessionTimes({ lastUsedAt: T0 + 2000 }));
      await store.save('recent', aSessionTimes({ lastUsedAt: T0 + 3000 }));
      await store.deleteUnusedSince(T0 + 2000);
      expect(await store.find('old')).toBeUndefined();
      expect(await store.find('edge')).toBeUndefined();
      expect(await store.find('recent')).toEqual(aSessionTimes({ lastUsedAt: T0 + 3000 }));
    });

    it('finds a session by its reference (the SHA-256 of its token), never by the token itself', async () => {
      const store = await freshStore();
      await store.save('token-a', aSessionTimes({ lastUsedAt: T0 + 5 }));
      await store.save('token-b', { openedAt: T0 + 1, lastUsedAt: T0 + 9 });
      expect(await store.findByReference(tokenHash('token-a'))).toEqual(aSessionTimes({ lastUsedAt: T0 + 5 }));
      expect(await store.findByReference(tokenHash('token-b'))).toEqual({ openedAt: T0 + 1, lastUsedAt: T0 + 9 });
      expect(await store.findByReference('token-a')).toBeUndefined();
      expect(await store.findByReference(tokenHash('never-saved'))).toBeUndefined();
      await store.delete('token-a');
      expect(await store.findByReference(tokenHash('token-a'))).toBeUndefined();
    });

    it('keeps tokens of any length and character apart', async () => {
      const store = await freshStore();
      const long = 'x'.repeat(43) + '-_Ab9';
      await store.save(long, aSessionTimes());
      await store.save(long.toLowerCase(), { openedAt: T0 + 1, lastUsedAt: T0 + 1 });
      expect(await store.find(long)).toEqual(aSessionTimes());
    });
  });
}
