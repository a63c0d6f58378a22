import { describe, expect, it } from 'vitest';
import type { SignInFailureLog } from '../../domain/admin/sign-in-failure-log.js';

/** Every SignInFailureLog: failures per client, oldest first, forgotten once old. */
export function signInFailureLogContract(name: string, freshLog: () => Promise<SignInFailureLog> | SignInFailureLog): void {
  describe(`${name} honours the SignInFailureLog contract`, () => {
    const T0 = Date.UTC(2026, 0, 1, 12);

    it('gives back a client\'s failures later than an instant, oldest first', async () => {
      const log = await freshLog();
      await log.record('203.0.113.7', T0 + 30);
      await log.record('203.0.113.7', T0 + 10);
      await log.record('203.0.113.7', T0 + 20);
      expect(await log.failuresAfter('203.0.113.7', T0)).toEqual([T0 + 10, T0 + 20, T0 + 30]);
      expect(await log.failuresAfter('203.0.113.7', T0 + 10)).toEqual([T0 + 20, T0 + 30]);
    });

    it('keeps clients apart and counts two failures at the same instant twice', async () => {
      const log = await freshLog();
      await log.record('a', T0);
      await log.record('a', T0);
      await log.record('::1', T0);
      expect(await log.failuresAfter('a', T0 - 1)).toEqual([T0, T0]);
      expect(await log.failuresAfter('::1', T0 - 1)).toEqual([T0]);
      expect(await log.failuresAfter('b', T0 - 1)).toEqual([]);
    });

    it('forgets every client\'s failures at or before an instant', async () => {
      const log = await freshLog();
      await log.record('a', T0);
      await log.record('a', T0 + 1000);
      await log.record('b', T0 + 500);
      await log.forgetUpTo(T0 + 500);
      expect(await log.failuresAfter('a', 0)).toEqual([T0 + 1000]);
      expect(await log.failuresAfter('b', 0)).toEqual([]);
    });
  });
}
