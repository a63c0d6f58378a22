/**
 * Lighthouse mobile on every public route of the built site: the four category scores and LCP, TBT
 * and CLS, each beside its target, the median of RUNS runs (these machines are shared and noisy,
 * docs/architecture.md §6). Lighthouse's own mobile defaults: a mid-range phone's screen and its
 * simulated slow-4G network and 4× slower CPU. The median run's JSON report of each route is kept
 * under reports/lighthouse/ (open it in https://googlechrome.github.io/lighthouse/viewer/).
 *
 * Part of `npm run bench`; alone: `npx tsx scripts/bench/lighthouse-bench.ts [--route /tours] [--runs 1]`.
 * It uses Debian's Chromium (/usr/bin/chromium) and never downloads a browser.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { BenchReport, type Target } from './bench-report.js';
import { isBuilt, publicPages, root, startBuiltApp } from './built-site.js';
import { writeScriptlessSite } from './scriptless-site.js';

const RUNS = 3;
const CHROMIUM = '/usr/bin/chromium';
const REPORTS_DIR = join(root, 'reports/lighthouse');

const CATEGORIES = [
  { id: 'performance', name: 'performance', limit: 100 },
  { id: 'accessibility', name: 'accessibility', limit: 100 },
  { id: 'best-practices', name: 'best practices', limit: 100 },
  { id: 'seo', name: 'SEO', limit: 100 },
] as const;

const METRICS = [
  // Its budget is relative: LCP_RATIO_LIMIT × the same page without scripts.
  { id: 'largest-contentful-paint', name: 'LCP', unit: 's', scale: 1 / 1000, limit: Number.POSITIVE_INFINITY },
  { id: 'total-blocking-time', name: 'TBT', unit: 'ms', scale: 1, limit: 30 },
  { id: 'cumulative-layout-shift', name: 'CLS', unit: '', scale: 1, limit: 0.01 },
] as const;

/**
 * Offline: the pages' third parties (the marketplace's partner widget script on /destinations/arenal
 * and /destinations/tamarindo, the retail ad frame on the coffee page, any analytics tag) are
 * blocked by Lighthouse itself, so they fail as "blocked by client", which Lighthouse does not count
 * as a console error. Every other host name resolves to nothing in this Chromium (the host resolver
 * rule below), so no request can reach the internet; one that a page tried would show up as a
 * console error and cost best practices, which is what we want to notice. What this does to the
 * figures: the widget's own script, its frame and its network time are not measured, so on those
 * two routes TBT and LCP are what our code costs, better than a visitor with the widget would see.
 */
// The portal itself is served over plain http on 127.0.0.1 here, so every https address is a third party.
const BLOCKED_URL_PATTERNS = ['https://*'];
const CHROME_FLAGS = [
  '--headless=new',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface RouteFigures {
  readonly scores: Record<string, number>;
  readonly metrics: Record<string, number>;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median run's report of a route, and of the same page without scripts (`-without-scripts`), to compare in the viewer. */
const reportFileOf = (path: string, variant = '') => join(REPORTS_DIR, `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}${variant}.json`);

export interface LighthouseOptions {
  /** Only these routes (default: every public route). */
  readonly routes?: readonly string[];
  readonly runs?: number;
}

/** Issue 20: a page's LCP may be at most this many times the same page's without its scripts. */
const LCP_RATIO_LIMIT = 1.1;
/** Issue 20: performance 100 on at least this many of the 25 public routes. */
const PERFECT_PERFORMANCE_ROUTES = 20;

type Measure = (url: string) => Promise<LighthouseResult[]>;

/** RUNS Lighthouse runs of one address (a trace Lighthouse could not record is tried once more). */
function lighthouseRuns(report: BenchReport, port: number, runs: number): Measure {
  return async (url) => {
    const results: LighthouseResult[] = [];
    for (let run = 0; run < runs; run += 1) {
      // NO_NAVSTART happens now and then on a busy machine.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const result = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES.map((category) => category.id),
          blockedUrlPatterns: BLOCKED_URL_PATTERNS,
        });
        if (result && !result.lhr.runtimeError) {
          results.push(result.lhr);
          break;
        }
        report.note(`${new URL(url).pathname}: Lighthouse could not measure (${result?.lhr.runtimeError?.message ?? 'no result'})${attempt === 1 ? ', trying again' : ''}`);
      }
    }
    return results;
  };
}

const figuresOf = (results: readonly LighthouseResult[]): RouteFigures => ({
  scores: Object.fromEntries(CATEGORIES.map((category) => [category.id, median(results.map((lhr) => Math.round((lhr.categories[category.id]?.score ?? 0) * 100)))])),
  metrics: Object.fromEntries(METRICS.map((metric) => [metric.id, median(results.map((lhr) => (lhr.audits[metric.id]?.numericValue ?? Number.NaN) * metric.scale))])),
});

/**
 * Each route twice, interleaved: as the built server serves it, and the same prerendered HTML with every script
 * removed (./scriptless-site.ts), served by a second built server in the same run; the LCP budget is the ratio.
 */
export async function benchLighthouse(report: BenchReport, options: LighthouseOptions = {}): Promise<void> {
  const routes = options.routes ?? (await publicPages());
  const runs = options.runs ?? RUNS;
  mkdirSync(REPORTS_DIR, { recursive: true });
  const scriptless = writeScriptlessSite();
  const server = await startBuiltApp();
  const bare = await startBuiltApp({ uiDir: scriptless.dir });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  let perfect = 0;
  try {
    const measure = lighthouseRuns(report, chrome.port, runs);
    report.section(`Lighthouse mobile (simulated slow 4G, 4× CPU), median of ${runs} run${runs === 1 ? '' : 's'} per route, third parties blocked; LCP against the same HTML without scripts`);
    for (const path of routes) {
      const results = await measure(`${server.base}${path}`);
      const bareResults = await measure(`${bare.base}${path}`);
      if (results.length === 0 || bareResults.length === 0) {
        report.figure(`${path} measured`, 0, 'runs', { kind: 'min', limit: 1 });
        continue;
      }
      writeFileSync(reportFileOf(path), JSON.stringify(computeMedianRun(results), null, 1));
      writeFileSync(reportFileOf(path, '-without-scripts'), JSON.stringify(computeMedianRun(bareResults), null, 1));
      const figures = figuresOf(results);
      if (figures.scores.performance === 100) perfect += 1;
      printRoute(report, path, figures, figuresOf(bareResults), results.map((lhr) => lhr.audits));
    }
    if (routes.length > 1) {
      report.figure('routes at performance 100', perfect, `of ${routes.length}`, { kind: 'min', limit: Math.min(PERFECT_PERFORMANCE_ROUTES, routes.length) });
    }
  } finally {
    chrome.kill();
    await server.stop();
    await bare.stop();
    scriptless.remove();
  }
}

type Audits = Record<string, { score: number | null; scoreDisplayMode: string; title: string; displayValue?: string }>;

function printRoute(report: BenchReport, path: string, figures: RouteFigures, bare: RouteFigures, audits: readonly Audits[]): void {
  for (const category of CATEGORIES) {
    // Performance is counted over the routes (PERFECT_PERFORMANCE_ROUTES); the other categories must be 100 everywhere.
    const target: Target | undefined = category.id === 'performance' ? undefined : { kind: 'min', limit: category.limit };
    report.figure(`${path} ${category.name}`, figures.scores[category.id]!, '', target);
  }
  const lcp = figures.metrics['largest-contentful-paint']!;
  const bareLcp = bare.metrics['largest-contentful-paint']!;
  report.figure(`${path} LCP ÷ without scripts`, lcp / bareLcp, '×', { kind: 'max', limit: LCP_RATIO_LIMIT }, `LCP ${lcp.toFixed(2)} s, without scripts ${bareLcp.toFixed(2)} s`);
  for (const metric of METRICS.filter((metric) => metric.id !== 'largest-contentful-paint')) {
    const target: Target = { kind: 'max', limit: metric.limit };
    // The same page without scripts beside it: its own rendering is part of the figure (TBT counts every long task after
    // the first paint, layout included).
    report.figure(`${path} ${metric.name}`, figures.metrics[metric.id]!, metric.unit, target, `without scripts ${Number(bare.metrics[metric.id]!.toPrecision(3))}${metric.unit ? ` ${metric.unit}` : ''}`);
  }
  // What cost points, so a missed target says where to look (audits failed in any run).
  const failing = new Set<string>();
  for (const run of audits) {
    for (const audit of Object.values(run)) {
      if (audit.scoreDisplayMode === 'binary' && audit.score === 0) failing.add(audit.title);
      if (audit.scoreDisplayMode === 'metricSavings' && audit.score !== null && audit.score < 1) failing.add(`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  if (failing.size > 0) report.note(`${path} flagged: ${[...failing].join('; ')}`);
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (runDirectly) {
  const { values } = parseArgs({ options: { route: { type: 'string', multiple: true }, runs: { type: 'string' } } });
  if (!isBuilt()) {
    console.error('run `npm run build` first');
    process.exit(1);
  }
  const report = new BenchReport();
  await benchLighthouse(report, { routes: values.route, runs: values.runs === undefined ? undefined : Number(values.runs) });
  const missed = report.missed();
  console.log(`\n${missed.length === 0 ? 'every target met' : `${missed.length} target(s) missed`}`);
}
