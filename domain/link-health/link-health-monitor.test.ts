import { describe, expect, it } from 'vitest';
import { InMemoryLinkChecker } from '../../adapters/memory/in-memory-link-checker.js';
import { InMemoryLinkHealthStore } from '../../adapters/memory/in-memory-link-health-store.js';
import { VirtualTime } from '../../adapters/memory/virtual-time.js';
import { LINK_CHECK_LEASE_MS, LINK_CHECK_POLL_MS } from './link-check-schedule.js';
import { LinkHealthMonitor, MAX_RETRY_AFTER_MS, type LinkCheckSettings } from './link-health-monitor.js';
import type { LinkTarget } from './link-target.js';

const HOUR = 3_600_000;
const settings: LinkCheckSettings = { intervalMs: 24 * HOUR, pauseMs: 1_000, confirmAfterMs: 6 * HOUR, timeoutMs: 10_000 };
const target = (host: string, n: number): LinkTarget => ({ linkId: `tour:${host.replace(/\W/g, '')}-${n}`, partner: 'marketplace', label: `${host} ${n}`, url: `https://${host}/t/${n}?partner_id=P`, record: { collection: 'tours', id: `t${n}` }, partnerParameters: { partner_id: 'P' } });
const links = [...[1, 2, 3].map((n) => target('a.test', n)), ...[1, 2].map((n) => target('b.test', n))];

function setUp(options: { targets?: LinkTarget[]; settings?: Partial<LinkCheckSettings>; store?: InMemoryLinkHealthStore; time?: VirtualTime } = {}) {
  const time = options.time ?? new VirtualTime();
  const store = options.store ?? new InMemoryLinkHealthStore();
  const checker = new InMemoryLinkChecker(time, time, 100);
  const errors: unknown[] = [];
  const monitor = (claimant: string) => new LinkHealthMonitor(store, { targets: async () => options.targets ?? links }, checker, time, time, { ...settings, ...options.settings }, claimant, (error) => errors.push(error));
  return { time, store, checker, errors, monitor };
}

describe('LinkHealthMonitor', () => {
  it('checks every link, one request at a time per host with the pause between, hosts side by side', async () => {
    const { time, checker, store, monitor } = setUp();
    const run = await time.until(monitor('a').runDue());
    expect(run).toEqual({ startedAt: '2026-11-01T00:00:00.000Z', resumed: false });
    expect(checker.requests.map((request) => request.url).sort()).toEqual(links.map((link) => link.url).sort());
    expect(checker.peakPerHost()).toBe(1);
    expect(checker.shortestGap()).toBe(1_000);
    // Both hosts start at once: three links of 100 ms with two pauses take 2.3 s, not the 3.5 s of one queue.
    expect(time.now().getTime() - Date.parse(run!.startedAt)).toBe(2_300);
    expect((await store.all()).map((link) => link.state)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(await store.status()).toEqual({ startedAt: run!.startedAt, finishedAt: time.now().toISOString() });
  });

  it('paces every hop: a redirect to another host waits its turn there, one request at a time, the pause between', async () => {
    const away = [1, 2, 3].map((n) => target('a.test', n));
    const own = [1, 2, 3].map((n) => target('b.test', n));
    const { time, checker, store, monitor } = setUp({ targets: [...away, ...own] });
    for (const link of away) checker.answer(link.url, { hops: [{ url: link.url, status: 302, location: `https://b.test/landing/${link.linkId}?partner_id=P` }, { url: `https://b.test/landing/${link.linkId}?partner_id=P`, status: 200 }], body: '' });
    await time.until(monitor('a').runDue());
    expect(checker.requests).toHaveLength(9);
    expect(checker.peakPerHost()).toBe(1);
    expect(checker.shortestGap()).toBe(1_000);
    expect((await store.all()).map((link) => link.state).sort()).toEqual(['ok', 'ok', 'ok', 'redirected', 'redirected', 'redirected']);
  });

  it("obeys a Retry-After given at the end of a redirect: the host it came from is not the one that rests", async () => {
    const away = target('a.test', 1);
    const landing = 'https://b.test/landing?partner_id=P';
    const { time, checker, monitor } = setUp({ targets: [away, target('a.test', 2), target('b.test', 1)] });
    checker.answer(away.url, { hops: [{ url: away.url, status: 302, location: landing }, { url: landing, status: 429 }], body: '', retryAfterMs: 5_000 }, { hops: [{ url: away.url, status: 302, location: landing }, { url: landing, status: 200 }], body: '' });
    await time.until(monitor('a').runDue());
    const at = (url: string) => checker.requests.filter((request) => request.url === url).map((request) => request.startedAt - Date.parse('2026-11-01T00:00:00.000Z'));
    // b.test's own link went first; the redirect waited its pause there, and b.test's 429 (answered at 1.2 s) keeps it
    // asked nothing until 6.2 s, while a.test, which did not ask for it, is asked again after its own pause.
    expect(at(target('b.test', 1).url)).toEqual([0]);
    expect(at(landing)).toEqual([1_100, 6_200]);
    expect(at(away.url)).toEqual([0, 1_200]);
    expect(at(target('a.test', 2).url)).toEqual([6_300]);
  });

  it('records nothing for a link whose redirect reaches a host that asked for a rest beyond MAX_RETRY_AFTER_MS', async () => {
    const [first, second] = [target('a.test', 1), target('a.test', 2)];
    const landing = (n: number) => `https://b.test/landing/${n}?partner_id=P`;
    const { time, checker, store, monitor } = setUp({ targets: [target('b.test', 1), first, second] });
    checker.answer(target('b.test', 1).url, { hops: [{ url: target('b.test', 1).url, status: 429 }], body: '', retryAfterMs: MAX_RETRY_AFTER_MS + 1 });
    checker.answer(first.url, { hops: [{ url: first.url, status: 301, location: landing(1) }, { url: landing(1), status: 200 }], body: '' });
    checker.answer(second.url, { hops: [{ url: second.url, status: 301, location: landing(2) }, { url: landing(2), status: 200 }], body: '' });
    await time.until(monitor('a').runDue());
    expect(checker.requests.map((request) => request.url)).toEqual([target('b.test', 1).url, first.url, second.url]);
    expect((await store.all()).map((link) => [link.linkId, link.state])).toEqual([[target('b.test', 1).linkId, 'unverifiable']]);
    expect((await store.status()).finishedAt).toBeDefined();
  });

  it('waits out a Retry-After and asks again; the host then rests at least that long', async () => {
    const { time, checker, store, monitor } = setUp({ targets: [target('a.test', 1), target('a.test', 2)] });
    const url = target('a.test', 1).url;
    checker.answer(url, { hops: [{ url, status: 429 }], body: '', retryAfterMs: 5_000 }, { hops: [{ url, status: 200 }], body: '' });
    await time.until(monitor('a').runDue());
    expect(checker.requests.map((request) => [request.url, request.startedAt - Date.parse('2026-11-01T00:00:00.000Z')])).toEqual([[url, 0], [url, 5_100], [target('a.test', 2).url, 6_200]]);
    expect((await store.all()).find((link) => link.linkId === target('a.test', 1).linkId)?.state).toBe('ok');
  });

  it('keeps resting after a second 429 for its Retry-After, and leaves the link unverifiable', async () => {
    const { time, checker, store, monitor } = setUp({ targets: [target('a.test', 1), target('a.test', 2)] });
    const url = target('a.test', 1).url;
    checker.answer(url, { hops: [{ url, status: 429 }], body: '', retryAfterMs: 3_000 });
    await time.until(monitor('a').runDue());
    expect(checker.requests.map((request) => request.startedAt - Date.parse('2026-11-01T00:00:00.000Z'))).toEqual([0, 3_100, 6_200]);
    expect((await store.all()).find((link) => link.linkId === target('a.test', 1).linkId)?.state).toBe('unverifiable');
  });

  it("asks a host that wants a longer rest than MAX_RETRY_AFTER_MS nothing more this run", async () => {
    const { time, checker, store, monitor } = setUp({ targets: [target('a.test', 1), target('a.test', 2), target('b.test', 1)] });
    const url = target('a.test', 1).url;
    checker.answer(url, { hops: [{ url, status: 429 }], body: '', retryAfterMs: MAX_RETRY_AFTER_MS + 1 });
    await time.until(monitor('a').runDue());
    expect(checker.requests.map((request) => request.url)).toEqual([url, target('b.test', 1).url]);
    expect((await store.all()).map((link) => link.state)).toEqual(['unverifiable', 'ok']);
    expect((await store.status()).finishedAt).toBeDefined();
  });

  it('waits exactly MAX_RETRY_AFTER_MS when asked to', async () => {
    const { time, checker, monitor } = setUp({ targets: [target('a.test', 1)] });
    const url = target('a.test', 1).url;
    checker.answer(url, { hops: [{ url, status: 503 }], body: '', retryAfterMs: MAX_RETRY_AFTER_MS }, { hops: [{ url, status: 200 }], body: '' });
    await time.until(monitor('a').runDue());
    expect(checker.requests.map((request) => request.startedAt - Date.parse('2026-11-01T00:00:00.000Z'))).toEqual([0, MAX_RETRY_AFTER_MS + 100]);
  });

  it("goes on to the host's next link after a Retry-After of exactly MAX_RETRY_AFTER_MS, twice", async () => {
    const { time, checker, monitor } = setUp({ targets: [target('a.test', 1), target('a.test', 2)] });
    const url = target('a.test', 1).url;
    checker.answer(url, { hops: [{ url, status: 429 }], body: '', retryAfterMs: MAX_RETRY_AFTER_MS });
    await time.until(monitor('a').runDue());
    expect(checker.requests.map((request) => request.url)).toEqual([url, url, target('a.test', 2).url]);
  });

  it('stops at once when it was never started', async () => {
    await expect(setUp().monitor('a').stop()).resolves.toBeUndefined();
  });

  it('takes up a run without the links checked at the moment it began or later', async () => {
    const { time, checker, store, monitor } = setUp({ targets: [target('a.test', 1), target('a.test', 2), target('a.test', 3)] });
    await store.claim(time.now(), 'stopped-server', LINK_CHECK_LEASE_MS, settings.intervalMs);
    const began = time.now().toISOString();
    await store.record({ linkId: target('a.test', 1).linkId, state: 'ok', since: began, lastChecked: began, detail: 'Answered 200' });
    await store.record({ linkId: target('a.test', 2).linkId, state: 'ok', since: began, lastChecked: new Date(Date.parse(began) - 1).toISOString(), detail: 'Answered 200' });
    await time.advance(LINK_CHECK_LEASE_MS);
    await time.until(monitor('a').runDue());
    expect(checker.requests.map((request) => request.url)).toEqual([target('a.test', 2).url, target('a.test', 3).url]);
  });

  it('waits at least the pause after a Retry-After shorter than it', async () => {
    const { time, checker, monitor } = setUp({ targets: [target('a.test', 1)] });
    const url = target('a.test', 1).url;
    checker.answer(url, { hops: [{ url, status: 429 }], body: '', retryAfterMs: 10 }, { hops: [{ url, status: 200 }], body: '' });
    await time.until(monitor('a').runDue());
    expect(checker.requests.map((request) => request.startedAt - Date.parse('2026-11-01T00:00:00.000Z'))).toEqual([0, 1_100]);
  });

  it('calls a link broken only after two failures six hours apart', async () => {
    const { time, checker, store, monitor } = setUp({ targets: [target('a.test', 1)], settings: { intervalMs: 4 * HOUR } });
    const url = target('a.test', 1).url;
    checker.answer(url, { hops: [{ url, status: 404 }], body: '' });
    const server = monitor('a');
    await time.until(server.runDue());
    expect((await store.all())[0]).toMatchObject({ state: 'ok', failingSince: '2026-11-01T00:00:00.100Z' });
    await time.advance(4 * HOUR);
    await time.until(server.runDue());
    expect((await store.all())[0]?.state).toBe('ok');
    await time.advance(4 * HOUR);
    await time.until(server.runDue());
    expect((await store.all())[0]).toMatchObject({ state: 'broken', detail: 'The final address answered 404' });
  });

  it('claims nothing when no run is due: with the schedule off, only "Check now" starts one', async () => {
    const { time, checker, store, monitor } = setUp({ settings: { intervalMs: undefined } });
    const server = monitor('a');
    expect(await server.runDue()).toBeUndefined();
    await server.checkNow();
    await time.advance(10_000);
    expect(checker.requests).toHaveLength(5);
    expect((await store.status()).requestedAt).toBe('2026-11-01T00:00:00.000Z');
    expect(await server.runDue()).toBeUndefined();
  });

  it('runs once per schedule with two servers polling, the second finding the run claimed', async () => {
    const { time, checker, monitor } = setUp();
    const [one, two] = [monitor('one'), monitor('two')];
    one.start();
    two.start();
    await time.advance(LINK_CHECK_POLL_MS * 3);
    expect(checker.requests).toHaveLength(5);
    await time.advance(24 * HOUR);
    expect(checker.requests).toHaveLength(10);
    await Promise.all([one.stop(), two.stop()]);
    await time.advance(24 * HOUR);
    expect(checker.requests).toHaveLength(10);
  });

  it('leaves a run a stopped server began for another to take up once the lease runs out, without checking a link twice', async () => {
    const store = new InMemoryLinkHealthStore();
    const time = new VirtualTime();
    const first = setUp({ store, time });
    const one = first.monitor('one');
    one.start();
    await time.advance(1_200);
    // The first server stops mid-run, its lease left in the store as a killed server's would be.
    await time.until(one.stop());
    const checkedBefore = first.checker.requests.length;
    expect(checkedBefore).toBeGreaterThan(0);
    expect(checkedBefore).toBeLessThan(5);
    const second = setUp({ store, time });
    const taker = second.monitor('two');
    expect(await taker.runDue()).toBeUndefined();
    await time.advance(LINK_CHECK_LEASE_MS);
    const run = await time.until(taker.runDue());
    expect(run).toEqual({ startedAt: '2026-11-01T00:00:00.000Z', resumed: true });
    const checked = [...first.checker.requests, ...second.checker.requests].map((request) => request.url);
    expect(new Set(checked).size).toBe(5);
    expect(checked.length).toBeLessThanOrEqual(6);
  });

  it('takes the lease and the poll it is given: a stopped server\'s run is taken up that much sooner', async () => {
    const store = new InMemoryLinkHealthStore();
    const time = new VirtualTime();
    const short = { leaseMs: 5_000, pollMs: 1_000 };
    const first = setUp({ store, time, settings: short });
    const one = first.monitor('one');
    one.start();
    await time.advance(1_200);
    await time.until(one.stop());
    const lastChecked = Math.max(...first.checker.requests.map((request) => request.endedAt!));
    expect((await store.status()).claimedUntil).toBe(new Date(lastChecked + 5_000).toISOString());
    const second = setUp({ store, time, settings: short });
    const taker = second.monitor('two');
    taker.start();
    // The poll comes every second: the first one after the lease ran out claims the run.
    await time.advance(lastChecked + 5_000 - 1 - time.now().getTime());
    expect(second.checker.requests).toHaveLength(0);
    await time.advance(1_001);
    expect(second.checker.requests.length).toBeGreaterThan(0);
    await time.advance(10_000);
    expect((await store.status()).finishedAt).toBeDefined();
    await taker.stop();
  });

  it('stops at the next link when it loses its lease, and does not end a run it no longer holds', async () => {
    const { time, checker, store, monitor } = setUp({ targets: [target('a.test', 1), target('a.test', 2)] });
    const renew = store.renew.bind(store);
    store.renew = async (...args) => (await renew(...args)) && false;
    await time.until(monitor('a').runDue());
    expect(checker.requests).toHaveLength(1);
    // It stopped at once: it did not wait for the host's next turn only to decline it.
    expect(time.now().getTime() - Date.parse('2026-11-01T00:00:00.000Z')).toBe(100);
    expect((await store.status()).finishedAt).toBeUndefined();
  });

  it('tells of a run that failed and looks again at the next poll', async () => {
    const { time, store, errors, monitor } = setUp();
    const claim = store.claim.bind(store);
    let calls = 0;
    store.claim = async (...args) => (++calls === 1 ? Promise.reject(new Error('database away')) : claim(...args));
    const server = monitor('a');
    server.start();
    await time.advance(1);
    expect(errors).toEqual([new Error('database away')]);
    await time.advance(LINK_CHECK_POLL_MS + 10_000);
    expect((await store.status()).finishedAt).toBeDefined();
    await server.stop();
  });
});
