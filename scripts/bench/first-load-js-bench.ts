/**
 * Page weight, measured in Chromium (issue 20): each public route of the built site opened by a phone-sized Chromium
 * that asks for gzip, left alone until it is idle (no scroll, no tap), then asked what it fetched
 * (Resource Timing): the JavaScript it transferred (compressed bodies: islands that wait for interaction or lie
 * below the fold are not fetched, so they do not count), and the requests that blocked its first paint (the HTML,
 * plus every resource the browser marks render-blocking). Outside hosts are refused, as in the tests.
 *
 * Part of `npm run bench`; alone: `npx tsx scripts/bench/first-load-js-bench.ts [--route /tours]`.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.js';
import { BenchReport } from './bench-report.js';
import { isBuilt, publicPages, startBuiltApp } from './built-site.js';

const FIRST_LOAD_BUDGET_KB = 80;
/** The HTML, and one stylesheet (or the HTML alone with its first-paint CSS inlined). */
const RENDER_BLOCKING_BUDGET = 2;
/** How long the page is left once the network is quiet: its `idle` islands start within requestIdleCallback's 2 s timeout. */
const SETTLE_MS = 2500;
/** A mid-range phone's screen, as Lighthouse's mobile run uses. */
const PHONE = { width: 412, height: 823 };

export interface PageLoad {
  /** JavaScript transferred until idle: compressed bytes of every script and module fetched. */
  readonly scriptBytes: number;
  readonly scriptFiles: number;
  /** Requests the first paint waited for: the document plus every render-blocking resource. */
  readonly renderBlocking: number;
  readonly blockingNames: readonly string[];
}

/** Opens one page as a phone would, waits until it is idle, and reads what it fetched. */
export async function measurePageLoad(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const origin = new URL(url).origin;
  await context.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort('blockedbyclient')));
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate((settle) => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve, { timeout: settle }), settle)), SETTLE_MS);
    return await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus?: string })[];
      const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      const blocking = resources.filter((entry) => entry.renderBlockingStatus === 'blocking');
      return {
        scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        scriptFiles: scripts.length,
        renderBlocking: 1 + blocking.length,
        blockingNames: blocking.map((entry) => new URL(entry.name).pathname),
      };
    });
  } finally {
    await context.close();
  }
}

export async function benchFirstLoadJs(report: BenchReport, { routes }: { routes?: readonly string[] } = {}): Promise<void> {
  const app = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const loads: [string, PageLoad][] = [];
    for (const path of routes ?? (await publicPages())) loads.push([path, await measurePageLoad(browser, `${app.base}${path}`)]);
    report.section('first-load JS per public route: transferred in Chromium until idle, gzip, phone screen, no interaction');
    for (const [path, load] of loads) {
      report.figure(`${path} (${load.scriptFiles} files)`, load.scriptBytes / 1024, 'kB', { kind: 'max', limit: FIRST_LOAD_BUDGET_KB });
    }
    report.section('requests before the first paint (the HTML and what Chromium marks render-blocking)');
    for (const [path, load] of loads) {
      report.figure(path, load.renderBlocking, 'requests', { kind: 'max', limit: RENDER_BLOCKING_BUDGET }, load.blockingNames.join(', ') || 'the HTML alone');
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (runDirectly) {
  const { values } = parseArgs({ options: { route: { type: 'string', multiple: true } } });
  if (!isBuilt()) {
    console.error('run `npm run build` first');
    process.exit(1);
  }
  const report = new BenchReport();
  await benchFirstLoadJs(report, { routes: values.route });
  const missed = report.missed();
  console.log(`\n${missed.length === 0 ? 'every target met' : `${missed.length} target(s) missed`}`);
}
