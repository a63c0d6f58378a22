/**
 * Issue 40 point 3: a link check over 1,000 links across four local fake partner hosts (test-support/fake-partners.ts,
 * never the internet), with the real checker (node's fetch) and the real monitor on the system clock: at most one
 * request at a time per host, the pause held between two requests to a host, every hop counted (one link in ten
 * redirects to the next host, docs/decisions/140), and memory bounded although every 50th page is 4 MB (only its first
 * 256 KB is read). The pause is shortened to keep the run short; the rule is the same.
 */
import { FetchLinkChecker, linkCheckUserAgent } from '../../adapters/link-check/fetch-link-checker.js';
import { InMemoryLinkHealthStore } from '../../adapters/memory/in-memory-link-health-store.js';
import { SystemClock } from '../../adapters/system/system-clock.js';
import { TimeoutScheduler } from '../../adapters/system/timeout-scheduler.js';
import { LinkHealthMonitor } from '../../domain/link-health/link-health-monitor.js';
import type { LinkTarget } from '../../domain/link-health/link-target.js';
import type { LinkChecker } from '../../domain/link-health/link-checker.js';
import { FakePartner } from '../../test-support/fake-partners.js';
import type { BenchReport } from './bench-report.js';

const LINKS = 1_000;
const HOSTS = 4;
const PAUSE_MS = 40;
const HEAP_GROWTH_LIMIT_MB = 64;

/** The path and query of link `index`, on host `index % HOSTS`: one in ten redirects to the next host. */
function pathOf(index: number, hosts: readonly FakePartner[]): string {
  if (index % 50 === 49) return '/huge?partner_id=P';
  if (index % 10 === 3) return '/redirect-drop?partner_id=P';
  if (index % 10 === 5) return `/redirect-away?to=${encodeURIComponent(hosts[(index + 1) % HOSTS]!.origin)}&partner_id=P`;
  if (index % 10 === 7) return '/sold-out?partner_id=P';
  return '/good?partner_id=P';
}

export async function benchLinkCheck(report: BenchReport): Promise<void> {
  report.section(`Link check: ${LINKS} links across ${HOSTS} fake partner hosts (issue 40 point 3)`);
  const hosts = await Promise.all(Array.from({ length: HOSTS }, () => new FakePartner().start()));
  try {
    const targets: LinkTarget[] = Array.from({ length: LINKS }, (_, index) => {
      const host = hosts[index % HOSTS]!;
      return { linkId: `tour:bench-${index}`, partner: 'marketplace', label: `Bench ${index}`, url: host.url(pathOf(index, hosts)), record: { collection: 'tours', id: `bench-${index}` }, partnerParameters: { partner_id: 'P' } };
    });
    const store = new InMemoryLinkHealthStore();
    const fetching = new FetchLinkChecker(async () => linkCheckUserAgent('costaricagateway.com', 'hello@costaricagateway.com'));
    // Every request's turn as the checker took it, per host: from the moment it could ask until its answer was read.
    const turns = new Map<string, { start: number; end: number }[]>();
    const checker: LinkChecker = {
      check: (request) =>
        fetching.check({
          ...request,
          turn: async (url) => {
            const end = await request.turn(url);
            if (end === undefined) return undefined;
            const own = turns.get(new URL(url).host) ?? [];
            turns.set(new URL(url).host, own);
            const entry = { start: performance.now(), end: Infinity };
            own.push(entry);
            return (retryAfterMs) => {
              entry.end = performance.now();
              end(retryAfterMs);
            };
          },
        }),
    };
    const settings = { intervalMs: undefined, pauseMs: PAUSE_MS, confirmAfterMs: 6 * 3_600_000, timeoutMs: 10_000 };
    const monitor = new LinkHealthMonitor(store, { targets: async () => targets }, checker, new SystemClock(), new TimeoutScheduler(), settings, 'bench', (error) => {
      throw error;
    });
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 20);
    const started = performance.now();
    await store.request(new Date());
    await monitor.runDue();
    const tookMs = performance.now() - started;
    clearInterval(sampler);
    const checked = (await store.all()).length;
    const gaps = [...turns.values()].flatMap((own) => own.slice(1).map((turn, index) => turn.start - own[index]!.end));
    const turnsTaken = [...turns.values()].reduce((sum, own) => sum + own.length, 0);
    const requests = hosts.reduce((sum, host) => sum + host.requests.length, 0);
    const crossHost = hosts.reduce((sum, host) => sum + host.requests.filter((request) => request.path === '/redirect-away').length, 0);
    const perHostSerial = Math.max(...hosts.map((host) => host.requests.length)) * PAUSE_MS;
    report.note(`pause ${PAUSE_MS} ms per host (LINK_CHECK_PAUSE_MS, 1 s by default); every 50th page 4 MB; ${crossHost} links redirect to another host; checked ${checked} of ${LINKS} in ${(tookMs / 1000).toFixed(1)} s, ${requests} requests`);
    report.figure('links checked', checked, 'links', { kind: 'min', limit: LINKS });
    // Each request the fakes saw came in a turn of its host: none skipped the queue.
    report.figure('requests made outside their host\'s turn', requests - turnsTaken, 'requests', { kind: 'max', limit: 0 });
    report.figure('requests at once on one host, at most', Math.max(...hosts.map((host) => host.peakInFlight)), 'requests', { kind: 'max', limit: 1 });
    // From one answer read to the next request to that host, every hop (the fakes' own clock would show less after a
    // 4 MB page: the fake is still writing when the checker has read its 256 KB and hung up). 2 ms of slack for rounding:
    // the rest is reckoned on the clock's whole milliseconds (Date.now) and node's timers round their delay to one.
    report.figure('shortest gap between two requests to a host, every hop', Math.min(...gaps), 'ms', { kind: 'min', limit: PAUSE_MS - 2 });
    report.figure('whole run', tookMs / 1000, 's', { kind: 'max', limit: (perHostSerial * 2) / 1000 }, `the pauses alone on the busiest host: ${(perHostSerial / 1000).toFixed(1)} s; hosts side by side`);
    report.figure('heap growth at its peak', (heapPeak - heapBefore) / 1024 / 1024, 'MB', { kind: 'max', limit: HEAP_GROWTH_LIMIT_MB }, `${LINKS / 50} pages of 4 MB read to 256 KB each`);
  } finally {
    await Promise.all(hosts.map((host) => host.stop()));
  }
}
