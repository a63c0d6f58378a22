/**
 * Instant navigation (issue 20, docs/decisions/080-instant-navigation.md): on five pairs of pages, a laptop's pointer
 * rests on a same-site link for 300 ms and Chrome's Preload DevTools domain is asked whether the browser started
 * prerendering the link's page, and how long after the pointer arrived. A DevTools-driven Chromium never activates a
 * prerender (`PrerenderingDisabledByDevTools`), so the attempt is what is measured; what happens on activation is
 * tested in features/e2e/instant-navigation.spec.ts. Outside hosts are refused, as in the tests.
 *
 * Part of `npm run bench`; alone: `npx tsx scripts/bench/navigation-bench.ts`.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.js';
import type { BenchReport } from './bench-report.js';
import { runAloneWhenStarted, startBuiltApp } from './built-site.js';

/** The page, the link the pointer rests on, and the page that link opens. Shared with the e2e test. */
export const PRERENDER_PAIRS: readonly (readonly [from: string, linkName: RegExp, to: string])[] = [
  ['/', /^View All Tours$/, '/tours'],
  ['/tours', /^Real Estate$/, '/real-estate'],
  ['/destinations/arenal', /^Gift Store$/, '/gift-store'],
  ['/featured-coffee', /^Privacy/, '/privacy'],
  ['/real-estate', /^Picture of the Day$/, '/picture-of-the-day'],
];

/** Issue 20: the pointer rests this long on the link. */
export const HOVER_MS = 300;
const LAPTOP = { width: 1280, height: 800 };

/** One report of Chrome's Preload domain on a prerender of `url`, and when it came (performance.now()). */
export interface PrerenderReport {
  readonly at: number;
  readonly url: string;
  /** The attempt's status, with the prerender's own when it has one ('Failure: PrerenderingDisabledByDevTools'). */
  readonly status: string;
}

/** Every prerender the page's browser reports from now on, in the order reported (the bench and the e2e test). */
export async function watchPrerenders(page: Page): Promise<PrerenderReport[]> {
  const cdp = await page.context().newCDPSession(page);
  const reports: PrerenderReport[] = [];
  cdp.on('Preload.prerenderStatusUpdated', (event: { key: { url: string }; status: string; prerenderStatus?: string }) =>
    reports.push({ at: performance.now(), url: event.key.url, status: event.prerenderStatus ? `${event.status}: ${event.prerenderStatus}` : event.status }),
  );
  await cdp.send('Preload.enable');
  return reports;
}

interface Attempt {
  /** Milliseconds from the pointer's arrival on the link to Chromium's first report of a prerender of its page. */
  readonly afterMs: number;
  readonly status: string;
}

/** Opens `from`, rests the pointer on the link for HOVER_MS, and returns Chromium's first prerender report for `to`. */
async function attemptAfterHover(browser: Browser, base: string, [from, linkName, to]: (typeof PRERENDER_PAIRS)[number]): Promise<Attempt | undefined> {
  const context = await browser.newContext({ viewport: LAPTOP });
  await context.route('**/*', (route) => (route.request().url().startsWith(base) ? route.continue() : route.abort('blockedbyclient')));
  const page = await context.newPage();
  try {
    const reports = await watchPrerenders(page);
    await page.goto(`${base}${from}`, { waitUntil: 'load' });
    const link = page.getByRole('link', { name: linkName }).filter({ visible: true }).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    const arrived = performance.now();
    await page.waitForTimeout(HOVER_MS);
    const first = reports.find((report) => report.url === `${base}${to}`);
    return first && { afterMs: Math.max(0, first.at - arrived), status: first.status };
  } finally {
    await context.close();
  }
}

export async function benchNavigation(report: BenchReport): Promise<void> {
  const app = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    report.section(`instant navigation: a laptop's pointer rests ${HOVER_MS} ms on a same-site link; Chrome's Preload domain reports the prerender it attempts (DevTools then stops it)`);
    let started = 0;
    for (const pair of PRERENDER_PAIRS) {
      const [from, , to] = pair;
      const attempt = await attemptAfterHover(browser, app.base, pair);
      if (attempt) started++;
      report.note(`${from} → ${to}: ${attempt ? `prerender attempted ${attempt.afterMs.toFixed(0)} ms after the pointer arrived (reported as ${attempt.status})` : `no prerender attempted within ${HOVER_MS} ms`}`);
    }
    report.figure(`pairs whose prerender starts within ${HOVER_MS} ms`, started, `of ${PRERENDER_PAIRS.length}`, { kind: 'min', limit: PRERENDER_PAIRS.length });
  } finally {
    await browser.close();
    await app.stop();
  }
}

await runAloneWhenStarted(import.meta.url, benchNavigation);
