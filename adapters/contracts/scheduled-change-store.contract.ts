import { describe, expect, it } from 'vitest';
import type { NewScheduledChange, ScheduledChangeStore } from '../../domain/catalogue/scheduled-change-store.js';

const T0 = Date.parse('2026-12-01T14:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0 + minutes * MINUTE);
const iso = (minutes: number) => at(minutes).toISOString();

/** A price change of one tour, due `minutes` after T0. */
const aChange = (minutes: number, overrides: Partial<NewScheduledChange> = {}): NewScheduledChange => ({
  collection: 'tours',
  recordId: 'arenal-volcano-hike',
  kind: 'update',
  data: { price: 59, highlights: { en: ['Lava flow', 'Viewpoint', 'Guide'] } },
  baseVersion: 3,
  runAt: iso(minutes),
  scheduledAt: iso(-60),
  ...overrides,
});

/**
 * Every ScheduledChangeStore (docs/decisions/104): changes kept with their number and listed by due time; a due change
 * claimed by one server at a time, for a lease that runs out if that server stops in the middle; ended only by the
 * server holding it; cancelled only while pending and not being made. `fresh` gives an empty store, `secondOf` a second
 * instance over the same changes, as a second server has.
 */
export function scheduledChangeStoreContract(
  name: string,
  fresh: () => Promise<ScheduledChangeStore> | ScheduledChangeStore,
  secondOf: (first: ScheduledChangeStore) => Promise<ScheduledChangeStore> | ScheduledChangeStore,
): void {
  describe(`${name} honours the ScheduledChangeStore contract`, () => {
    it('keeps each change pending with its number, and lists them by due time, then number', async () => {
      const store = await fresh();
      const later = await store.add(aChange(30));
      const archiving = await store.add(aChange(10, { kind: 'archive', data: null, recordId: 'mistico-hanging-bridges' }));
      const sameTime = await store.add(aChange(30, { baseVersion: 4 }));
      expect(later).toEqual({ ...aChange(30), id: later.id, state: 'pending' });
      expect([later.id, archiving.id, sameTime.id]).toEqual([later.id, later.id + 1, later.id + 2]);
      expect(await store.get(archiving.id)).toEqual({ ...aChange(10, { kind: 'archive', data: null, recordId: 'mistico-hanging-bridges' }), id: archiving.id, state: 'pending' });
      expect((await store.list()).map((change) => change.id)).toEqual([archiving.id, later.id, sameTime.id]);
      expect(await store.get(later.id + 99)).toBeUndefined();
    });

    it('claims nothing before a change is due, then the change due first, for one server, for the lease', async () => {
      const store = await fresh();
      const second = await secondOf(store);
      const first = await store.add(aChange(0));
      const next = await store.add(aChange(5));
      expect(await store.claimDue(at(-1), 'server-a', MINUTE)).toBeUndefined();
      expect(await store.claimDue(at(6), 'server-a', MINUTE)).toEqual({ ...aChange(0), id: first.id, state: 'pending', claimedUntil: iso(7) });
      expect(await second.claimDue(at(6), 'server-b', MINUTE)).toMatchObject({ id: next.id, claimedUntil: iso(7) });
      expect(await second.claimDue(at(6), 'server-b', MINUTE)).toBeUndefined();
      expect(await store.get(first.id)).toMatchObject({ state: 'pending', claimedUntil: iso(7) });
    });

    it('ends a change for the server holding it, and for no other', async () => {
      const store = await fresh();
      const { id } = await store.add(aChange(0));
      await store.claimDue(at(0), 'server-a', MINUTE);
      expect(await store.finish(id, 'server-b', { state: 'done', outcome: 'not mine' }, at(0))).toBe(false);
      expect(await store.finish(id, 'server-a', { state: 'done', outcome: 'Made as version 4 and published' }, at(1))).toBe(true);
      expect(await store.get(id)).toEqual({ ...aChange(0), id, state: 'done', outcome: 'Made as version 4 and published', finishedAt: iso(1) });
      expect(await store.finish(id, 'server-a', { state: 'failed', outcome: 'again' }, at(2))).toBe(false);
      expect(await store.claimDue(at(3), 'server-a', MINUTE)).toBeUndefined();
      expect(await store.finish(id + 99, 'server-a', { state: 'done', outcome: 'none' }, at(2))).toBe(false);
    });

    it('lets another server claim a change whose claim ran out, and then only that server end it', async () => {
      const store = await fresh();
      const second = await secondOf(store);
      const { id } = await store.add(aChange(0));
      await store.claimDue(at(0), 'server-a', MINUTE);
      expect(await second.claimDue(at(0.5), 'server-b', MINUTE)).toBeUndefined();
      expect(await second.claimDue(at(1), 'server-b', MINUTE)).toMatchObject({ id, claimedUntil: iso(2) });
      expect(await store.finish(id, 'server-a', { state: 'done', outcome: 'late' }, at(1))).toBe(false);
      expect(await second.finish(id, 'server-b', { state: 'failed', outcome: 'Not made: changed since' }, at(1))).toBe(true);
      expect(await store.get(id)).toMatchObject({ state: 'failed', outcome: 'Not made: changed since' });
    });

    it('cancels a pending change no server is making, which is then never claimed', async () => {
      const store = await fresh();
      const second = await secondOf(store);
      const waiting = await store.add(aChange(10));
      const making = await store.add(aChange(0));
      expect(await second.cancel(waiting.id, at(1))).toBe(true);
      expect(await store.get(waiting.id)).toEqual({ ...aChange(10), id: waiting.id, state: 'cancelled', finishedAt: iso(1) });
      expect(await store.cancel(waiting.id, at(2))).toBe(false);
      await store.claimDue(at(1), 'server-a', MINUTE);
      expect(await second.cancel(making.id, at(1.5))).toBe(false);
      expect(await second.cancel(making.id, at(2))).toBe(true);
      expect(await store.claimDue(at(20), 'server-a', MINUTE)).toBeUndefined();
      expect(await store.cancel(making.id + 99, at(2))).toBe(false);
    });

    it('gives each due change to exactly one of many claims made at once by two servers', async () => {
      const store = await fresh();
      const second = await secondOf(store);
      for (let minute = 0; minute < 10; minute++) await store.add(aChange(minute));
      const claims = await Promise.all(Array.from({ length: 24 }, (_, index) => (index % 2 === 0 ? store : second).claimDue(at(30), `server-${index % 2}`, MINUTE)));
      const claimed = claims.flatMap((change) => (change === undefined ? [] : [change.id]));
      expect(claimed).toHaveLength(10);
      expect(new Set(claimed).size).toBe(10);
    });
  });
}
