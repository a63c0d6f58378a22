import { describe, expect, it } from 'vitest';
import type { AttemptReservation, SignInFailureLog } from '../../domain/admin/sign-in-failure-log.js';

const LIMITS = { perClient: 5, overall: 12 } as const;
const reserved = (reservation: AttemptReservation) => reservation.kind === 'reserved';

/**
 * Every SignInFailureLog: attempts per client, oldest first, forgotten once old; a reservation counts and
 * records in one atomic step, so parallel attempts never get past the limit (docs/decisions/052). `sameLog`
 * (when given) is a second instance over the same records, as a second server would have.
 */
export function signInFailureLogContract(
  name: string,
  freshLog: () => Promise<SignInFailureLog> | SignInFailureLog,
  sameLog?: (first: SignInFailureLog) => Promise<SignInFailureLog> | SignInFailureLog,
): void {
  describe(`${name} honours the SignInFailureLog contract`, () => {
    const T0 = Date.UTC(2026, 0, 1, 12);
    const AFTER = T0 - 60_000;

    it('gives back a client\'s attempts later than an instant, oldest first', async () => {
      const log = await freshLog();
      for (const at of [T0 + 30, T0 + 10, T0 + 20]) expect((await log.reserve('203.0.113.7', at, AFTER, LIMITS)).kind).toBe('reserved');
      expect(await log.failuresAfter('203.0.113.7', T0)).toEqual([T0 + 10, T0 + 20, T0 + 30]);
      expect(await log.failuresAfter('203.0.113.7', T0 + 10)).toEqual([T0 + 20, T0 + 30]);
    });

    it('keeps clients apart and counts two attempts at the same instant twice', async () => {
      const log = await freshLog();
      await log.reserve('a', T0, AFTER, LIMITS);
      await log.reserve('a', T0, AFTER, LIMITS);
      await log.reserve('::1', T0, AFTER, LIMITS);
      expect(await log.failuresAfter('a', T0 - 1)).toEqual([T0, T0]);
      expect(await log.failuresAfter('::1', T0 - 1)).toEqual([T0]);
      expect(await log.failuresAfter('b', T0 - 1)).toEqual([]);
    });

    it('refuses a client at its limit, records nothing, and gives back its attempts and everyone\'s in the window', async () => {
      const log = await freshLog();
      await log.reserve('a', T0 - 70_000, T0 - 130_000, LIMITS);
      await log.reserve('b', T0 + 2, AFTER, LIMITS);
      for (let i = 0; i < 5; i++) expect((await log.reserve('a', T0 + i, AFTER, LIMITS)).kind).toBe('reserved');
      expect(await log.reserve('a', T0 + 9, AFTER, LIMITS)).toEqual({
        kind: 'refused',
        recent: [T0, T0 + 1, T0 + 2, T0 + 3, T0 + 4],
        overall: [T0, T0 + 1, T0 + 2, T0 + 2, T0 + 3, T0 + 4],
      });
      expect(await log.failuresAfter('a', AFTER)).toHaveLength(5);
      expect((await log.reserve('b', T0 + 9, AFTER, LIMITS)).kind).toBe('reserved');
      // Attempts at or before the window's start do not count.
      expect((await log.reserve('a', T0 + 60_001, T0 + 1, LIMITS)).kind).toBe('reserved');
    });

    it('refuses every client once all clients together reach the overall ceiling, and gives back all their attempts', async () => {
      const log = await freshLog();
      for (let client = 0; client < 12; client++) expect((await log.reserve(`198.51.100.${client}`, T0 + client, AFTER, LIMITS)).kind).toBe('reserved');
      expect(await log.reserve('198.51.100.200', T0 + 20, AFTER, LIMITS)).toEqual({ kind: 'refused', recent: [], overall: Array.from({ length: 12 }, (_, client) => T0 + client) });
    });

    it('counts 40 parallel attempts of one client one after the other: exactly 5 are reserved', async () => {
      const first = await freshLog();
      const second = sameLog ? await sameLog(first) : first;
      const reservations = await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 ? second : first).reserve('a', T0, AFTER, LIMITS)));
      expect(reservations.filter(reserved)).toHaveLength(5);
      expect(await first.failuresAfter('a', AFTER)).toHaveLength(5);
    });

    it('forgets a released attempt, and ignores an unknown id', async () => {
      const log = await freshLog();
      const kept = await log.reserve('a', T0, AFTER, LIMITS);
      const given = await log.reserve('a', T0 + 1, AFTER, LIMITS);
      if (given.kind !== 'reserved' || kept.kind !== 'reserved') throw new Error('both reserved');
      await log.release(given.id);
      await log.release(given.id);
      await log.release('no-such-attempt');
      expect(await log.failuresAfter('a', AFTER)).toEqual([T0]);
    });

    it('forgets every client\'s attempts at or before an instant', async () => {
      const log = await freshLog();
      await log.reserve('a', T0, AFTER, LIMITS);
      await log.reserve('a', T0 + 1000, AFTER, LIMITS);
      await log.reserve('b', T0 + 500, AFTER, LIMITS);
      await log.forgetUpTo(T0 + 500);
      expect(await log.failuresAfter('a', 0)).toEqual([T0 + 1000]);
      expect(await log.failuresAfter('b', 0)).toEqual([]);
    });
  });
}
