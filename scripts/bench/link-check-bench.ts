/**
 * Issue 40 point 3: a link check over 1,000 links across four local fake partner hosts (test-support/fake-partners.ts,
 * never the internet), with the real checker (node's fetch) and the real monitor on the system clock: at most one
 * request at a time per host, the pause held between two requests to a host, and memory bounded although every 50th
 * page is 4 MB (only its first 256 KB is read). The pause is shortened to keep the run short; the rule is the same.
 */
import { FetchLinkChecker, linkCheckUserAgent } from '../../adapters/link-check/fetch-link-checker.js';
import { InMemoryLinkHealthStore } from '../../adapters/memory/in-memory-link-health-store.js';
import { SystemClock } from '../../adapters/system/system-clock.js';
import { TimeoutScheduler } from '../../adapters/system/timeout-scheduler.js';
import { LinkHealthMonitor } from '../../domain/link-health/link-health-monitor.js';
import type { LinkChecker } from '../../domain/link-health/link-checker.js';
import type { LinkTarget } from '../../domain/link-health/link-target.js';
import { FakePartner } from '../../test-support/fake-partners.js';
import type { BenchReport } from './bench-report.js';

const LINKS = 1_000;
const HOSTS = 4;
const PAUSE_MS = 40;
const HEAP_GROWTH_LIMIT_MB = 64;

function pathOf(index: number): string {
  if (index % 50 === 49) return '/huge';
  if (index % 10 === 3) return '/redirect-drop';
  if (index % 10 === 7) return '/sold-out';
  return '/good';
}

export async function benchLinkCheck(report: BenchReport): Promise<void> {
  report.section(`Link check: ${LINKS} links across ${HOSTS} fake partner hosts (issue 40 point 3)`);
  const hosts = await Promise.all(Array.from({ length: HOSTS }, () => new FakePartner().start()));
  try {
    const targets: LinkTarget[] = Array.from({ length: LINKS }, (_, index) => {
      const host = hosts[index % HOSTS]!;
      return { linkId: `tour:bench-${index}`, partner: 'marketplace', label: `Bench ${index}`, url: host.url(`${pathOf(index)}?partner_id=P`), record: { collection: 'tours', id: `bench-${index}` }, partnerParameters: { partner_id: 'P' } };
    });
    const store = new InMemoryLinkHealthStore();
    const fetching = new FetchLinkChecker(async () => linkCheckUserAgent('costaricagateway.com', 'hello@costaricagateway.com'));
    // Each link's check as the monitor makes it, per host: when it began and when its answer was read.
    const checks = new Map<string, { start: number; end: number }[]>();
    const checker: LinkChecker = {
      async check(request) {
        const own = checks.get(new URL(request.url).host) ?? [];
        checks.set(new URL(request.url).host, own);
        const entry = { start: performance.now(), end: Infinity };
        own.push(entry);
        const result = await fetching.check(request);
        entry.end = performance.now();
        return result;
      },
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
    // Between two links' checks of a host, as the checker made them (a redirect's next hop is asked at once, as a browser follows it).
    const gaps = [...checks.values()].flatMap((own) => own.slice(1).map((check, index) => check.start - own[index]!.end));
    const overlapping = [...checks.values()].flatMap((own) => own.slice(1).filter((check, index) => check.start < own[index]!.end)).length;
    const perHostSerial = (LINKS / HOSTS) * PAUSE_MS;
    report.note(`pause ${PAUSE_MS} ms per host (LINK_CHECK_PAUSE_MS, 1 s by default); every 50th page 4 MB; checked ${checked} of ${LINKS} in ${(tookMs / 1000).toFixed(1)} s`);
    report.figure('links checked', checked, 'links', { kind: 'min', limit: LINKS });
    report.figure('requests at once on one host, at most', Math.max(...hosts.map((host) => host.peakInFlight)), 'requests', { kind: 'max', limit: 1 });
    report.figure('checks begun before the last one ended', overlapping, 'checks', { kind: 'max', limit: 0 });
    // Timers fire at their time or a little later, never sooner: 1 ms of slack for the clock's rounding.
    report.figure('shortest gap between two links on a host', Math.min(...gaps), 'ms', { kind: 'min', limit: PAUSE_MS - 1 });
    report.figure('whole run', tookMs / 1000, 's', { kind: 'max', limit: (perHostSerial * 2) / 1000 }, `the pauses alone on one host: ${(perHostSerial / 1000).toFixed(1)} s; hosts side by side`);
    report.figure('heap growth at its peak', (heapPeak - heapBefore) / 1024 / 1024, 'MB', { kind: 'max', limit: HEAP_GROWTH_LIMIT_MB }, `${LINKS / 50} pages of 4 MB read to 256 KB each`);
  } finally {
    await Promise.all(hosts.map((host) => host.stop()));
  }
}
