/**
 * Publishing page by page (issue 36 point 8, docs/decisions/102, 107), on the built server as a child process (its own
 * event loop and render worker; the load and the operator run here): how soon a tour price edited through the admin
 * API is served on the three pages that show it; how long a publish of a settings change, which every page reads,
 * takes to render, audit and commit every page; and whether page answers slow down while publishes run back to back.
 * `npx tsx scripts/bench/publish-bench.ts` runs this section alone.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from '../percentile.js';
import { CatalogueOperator, priceAnswerSet, priceNoPageShows } from '../tour-price-publishing.js';
import type { BenchReport } from './bench-report.js';
import { publicPages, root, runAloneWhenStarted } from './built-site.js';
import { fixedRateLoad, type FixedRateResult } from './fixed-rate-load.js';
import { startChild } from './server-throughput-bench.js';

const PASSWORD = 'bench-password-not-secret';
const EDITS = 20;
const SERVED_WITHIN_MS = 1000;
const FULL_RENDER_WITHIN_MS = 15_000;
const GIVE_UP_MS = 30_000;
const RATE = 100;
const SECONDS = 10;
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Milliseconds from the PUT of the new price until /, /tours and /destinations/arenal all serve it (asked at once,
 * again as soon as they answer), the publish call's own time beside it.
 */
async function priceServedMs(base: string, operator: CatalogueOperator, price: number): Promise<{ servedMs: number; publishMs: number }> {
  const started = performance.now();
  await operator.setTourPrice(price);
  await operator.publishTour();
  const publishMs = performance.now() - started;
  for (;;) {
    const answers = await priceAnswerSet(base, { old: Number.NaN, new: price });
    const servedMs = performance.now() - started;
    if (answers.every((answer) => answer.status === 200 && answer.shows === 'new')) return { servedMs, publishMs };
    if (servedMs > GIVE_UP_MS) throw new Error(`publish bench: ${price} not served after ${GIVE_UP_MS} ms: ${JSON.stringify(answers)}`);
  }
}

/** Fixed-rate GETs of every public page in turn, as a browser asks them (Brotli); a warm-up's figures dropped. */
function pageLoad(base: string, pages: readonly string[], seconds: number): Promise<FixedRateResult> {
  return fixedRateLoad({ base, rate: RATE, seconds, connections: CONNECTIONS, request: (index) => ({ method: 'GET', path: pages[index % pages.length]!, headers: { 'accept-encoding': 'br' } }) });
}

const non200 = (result: FixedRateResult) => result.sent - (result.statuses.get(200) ?? 0);

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function benchPublishing(report: BenchReport): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-bench-publish-'));
  const server = await startChild([join(root, 'dist/node/server/main.js')], { NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD }, /http:\/\/[^:]+:(\d+)/);
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const operator = await CatalogueOperator.signIn(base, PASSWORD);

    report.section(`a tour price edited through the admin API, served on /, /tours and /destinations/arenal: ${EDITS} edits one after another, each timed from its PUT until all three pages serve it`);
    report.note('each edit: PUT the record from the version read, POST the publication of that tour, then ask the three pages at once until all show the new price (SQLite, one server)');
    // Issue 36 sets these targets on 2 cores: the render worker takes one while it renders, so what else runs counts.
    report.note(`${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} over the last minute as it starts`);
    let price = await operator.tourPrice();
    const next = async () => (price = await priceNoPageShows(base, price + 1));
    const first = await priceServedMs(base, operator, await next());
    const edits: { servedMs: number; publishMs: number }[] = [];
    for (let edit = 0; edit < EDITS; edit++) edits.push(await priceServedMs(base, operator, await next()));
    const served = edits.map((edit) => edit.servedMs);
    report.figure('the first edit (the render worker starts)', first.servedMs, 'ms', undefined, `its publish call ${first.publishMs.toFixed(0)} ms`);
    report.figure(`p95 of the next ${EDITS}`, percentile(served, 0.95), 'ms', { kind: 'max', limit: SERVED_WITHIN_MS }, `median ${percentile(served, 0.5).toFixed(0)} ms, max ${Math.max(...served).toFixed(0)} ms`);
    report.figure(`the publish call alone, p95 of ${EDITS}`, percentile(edits.map((edit) => edit.publishMs), 0.95), 'ms');

    report.section('every page rendered from records: a publish of a settings change (the support e-mail), which every page reads');
    const pages = await publicPages();
    await operator.setSupportEmail('bench-publish@costaricagateway.com');
    const fullStarted = performance.now();
    const rendered = await operator.publishSettings();
    const fullMs = performance.now() - fullStarted;
    report.note(`render in the worker, the build's audits, compression and one commit; ${rendered.length} pages re-rendered, the build prerenders ${pages.length}`);
    report.figure(`publish of every page (${rendered.length})`, fullMs, 'ms', { kind: 'max', limit: FULL_RENDER_WITHIN_MS });

    report.section(`page answers during publishes: GETs of the ${pages.length} public pages in turn at ${RATE} req/s evenly spaced, for ${SECONDS} s (up to ${CONNECTIONS} connections), idle, then while tour price publishes run back to back`);
    await pageLoad(base, pages, WARM_UP_SECONDS);
    const idle = await pageLoad(base, pages, SECONDS);
    let publishing = true;
    let publishes = 0;
    /** When each publish call was under way (performance.now()): the edit before it is the operator's, not the publish. */
    const publishCalls: { from: number; to: number }[] = [];
    const publisher = (async () => {
      while (publishing) {
        await operator.setTourPrice(await next());
        const from = performance.now();
        await operator.publishTour();
        publishCalls.push({ from, to: performance.now() });
        publishes++;
      }
    })();
    // The first publish under way before the load starts, so that the whole load runs during publishes.
    await sleep(50);
    const during = await pageLoad(base, pages, SECONDS);
    publishing = false;
    await publisher;
    report.note(`${publishes} publishes during the ${SECONDS} s; the load's own lateness in handing requests over, p99: ${idle.lateP99Ms} ms idle, ${during.lateP99Ms} ms during, not counted`);
    report.figure('p99 idle', idle.p99Ms, 'ms', undefined, `p50 ${idle.p50Ms} ms`);
    // Issue 36: "page answers during a publish". The answers asked while a publish call was under way; the whole load,
    // edits between the publishes included, beside it for information (docs/decisions/108).
    const inPublish = during.answers.filter((answer) => publishCalls.some((call) => answer.handedAt >= call.from && answer.handedAt <= call.to)).map((answer) => answer.ms);
    const p99InPublish = Number(percentile(inPublish, 0.99).toFixed(2));
    report.figure(`p99 of the ${inPublish.length} answers asked during a publish call`, p99InPublish, 'ms', undefined, `p50 ${percentile(inPublish, 0.5).toFixed(2)} ms`);
    report.figure('p99 during a publish ÷ p99 idle', Number((p99InPublish / idle.p99Ms).toFixed(2)), '×', { kind: 'max', limit: 2 });
    report.figure('p99 of the whole load during edits and publishes', during.p99Ms, 'ms', undefined, `p50 ${during.p50Ms} ms, ${(during.p99Ms / idle.p99Ms).toFixed(2)}× idle`);
    report.figure(`answers other than 200, of ${(idle.sent + during.sent).toLocaleString('en')}`, non200(idle) + non200(during), 'requests', { kind: 'max', limit: 0 });
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runAloneWhenStarted(import.meta.url, benchPublishing);
