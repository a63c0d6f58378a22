import { describe, expect, it } from 'vitest';
import type { LinkHealth } from '../../domain/link-health/link-health.js';
import type { LinkHealthStore } from '../../domain/link-health/link-health-store.js';

const T0 = Date.parse('2026-11-01T06:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0 + minutes * MINUTE);
const iso = (minutes: number) => at(minutes).toISOString();
const DAY = 24 * 60 * MINUTE;

const aHealth = (linkId: string, overrides: Partial<LinkHealth> = {}): LinkHealth => ({ linkId, state: 'ok', since: iso(0), lastChecked: iso(1), detail: 'Answered 200', finalUrl: 'https://p.test/a?x=1', finalStatus: 200, ...overrides });

/**
 * Every LinkHealthStore (docs/decisions/128): each link's latest finding kept whole, the operator's dismissal beside
 * it, untouched by later findings; and the one run's lease: claimed by one server of many claiming at once, renewed and
 * ended only by its holder, taken up by another once it runs out. `fresh` gives an empty store, `secondOf` a second
 * instance over the same data, as a second server has.
 */
export function linkHealthStoreContract(
  name: string,
  fresh: () => Promise<LinkHealthStore> | LinkHealthStore,
  secondOf: (first: LinkHealthStore) => Promise<LinkHealthStore> | LinkHealthStore,
): void {
  describe(`${name} honours the LinkHealthStore contract`, () => {
    it('keeps the latest finding of each link whole', async () => {
      const store = await fresh();
      expect(await store.all()).toEqual([]);
      await store.record(aHealth('tour:a'));
      await store.record(aHealth('tour:b', { state: 'broken', failingSince: iso(-400) }));
      await store.record(aHealth('tour:a', { state: 'untagged', since: iso(2), lastChecked: iso(2), detail: 'Lost on the way: partner_id' }));
      const all = (await (await secondOf(store)).all()).sort((a, b) => a.linkId.localeCompare(b.linkId));
      expect(all).toEqual([aHealth('tour:a', { state: 'untagged', since: iso(2), lastChecked: iso(2), detail: 'Lost on the way: partner_id' }), aHealth('tour:b', { state: 'broken', failingSince: iso(-400) })]);
    });

    it('keeps a dismissal through later findings until it is cleared, and refuses one for a link never checked', async () => {
      const store = await fresh();
      await store.record(aHealth('tour:a', { state: 'unavailable' }));
      const dismissal = { state: 'unavailable' as const, note: 'Sold out until May, "as agreed"', at: iso(3) };
      expect(await store.dismiss('tour:a', dismissal)).toBe(true);
      await store.record(aHealth('tour:a', { state: 'unavailable', lastChecked: iso(9) }));
      expect(await store.all()).toEqual([{ ...aHealth('tour:a', { state: 'unavailable', lastChecked: iso(9) }), dismissal }]);
      expect(await store.dismiss('tour:a', null)).toBe(true);
      expect(await store.all()).toEqual([aHealth('tour:a', { state: 'unavailable', lastChecked: iso(9) })]);
      expect(await store.dismiss('tour:never', dismissal)).toBe(false);
    });

    it('starts with no run, keeps "Check now", and gives a run asked for to one claimant', async () => {
      const store = await fresh();
      const second = await secondOf(store);
      expect(await store.status()).toEqual({});
      expect(await store.claim(at(0), 'a', MINUTE, undefined)).toBeUndefined();
      await store.request(at(0));
      expect(await second.status()).toEqual({ requestedAt: iso(0) });
      expect(await second.claim(at(1), 'b', MINUTE, undefined)).toEqual({ startedAt: iso(1), resumed: false });
      expect(await store.claim(at(1), 'a', MINUTE, undefined)).toBeUndefined();
      expect(await store.status()).toEqual({ requestedAt: iso(0), startedAt: iso(1), claimant: 'b', claimedUntil: iso(2) });
    });

    it('gives a due run to exactly one of many servers claiming at once', async () => {
      const store = await fresh();
      const second = await secondOf(store);
      const claims = await Promise.all([store, second, store, second, store, second].map((each, index) => each.claim(at(0), `server-${index}`, MINUTE, DAY)));
      expect(claims.filter((claim) => claim !== undefined)).toEqual([{ startedAt: iso(0), resumed: false }]);
    });

    it('renews and ends a run only for its holder; the schedule then waits its interval', async () => {
      const store = await fresh();
      await store.claim(at(0), 'a', MINUTE, DAY);
      expect(await store.renew(at(1), 'b', MINUTE)).toBe(false);
      expect(await store.renew(at(1), 'a', MINUTE)).toBe(true);
      expect((await store.status()).claimedUntil).toBe(iso(2));
      expect(await store.finish(at(5), 'b')).toBe(false);
      expect(await store.finish(at(5), 'a')).toBe(true);
      expect(await store.status()).toEqual({ startedAt: iso(0), finishedAt: iso(5) });
      expect(await store.finish(at(6), 'a')).toBe(false);
      expect(await store.claim(at(60), 'a', MINUTE, DAY)).toBeUndefined();
      expect(await store.claim(at(24 * 60), 'b', MINUTE, DAY)).toEqual({ startedAt: iso(24 * 60), resumed: false });
    });

    it('lets another server take up a run whose lease ran out, where it began', async () => {
      const store = await fresh();
      const second = await secondOf(store);
      await store.claim(at(0), 'a', MINUTE, DAY);
      expect(await second.claim(at(0.5), 'b', MINUTE, DAY)).toBeUndefined();
      expect(await second.claim(at(1), 'b', MINUTE, DAY)).toEqual({ startedAt: iso(0), resumed: true });
      expect(await store.renew(at(1), 'a', MINUTE)).toBe(false);
    });
  });
}
