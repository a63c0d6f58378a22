/**
 * The click endpoint (docs/decisions/068): the built server's POST /api/clicks at a fixed 1,000 requests a second,
 * beside a plain Express app that only answers 204 in the same run; then what a kill -9 loses: clicks sent just
 * before the kill, counted after a restart on the same DATA_DIR. Each server is a child process; the load, evenly
 * spaced (./fixed-rate-load.ts), runs here.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchReport } from './bench-report.js';
import type { ClickReport } from '../../domain/clicks/click-report.js';
import { clickBeaconBody, clickPingUrl } from '../../domain/clicks/click-transport.js';
import { clientDir, root } from './built-site.js';
import { fixedRateLoad, type FixedRateRequest } from './fixed-rate-load.js';
import { startChild } from './server-throughput-bench.js';

const RATE = 1000;
const SECONDS = 10;
const CONNECTIONS = 20;
const PASSWORD = 'bench-password-not-secret';


async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/**
 * The ping a browser sends for the first tour link of the built /destinations/arenal. The prerender writes no `ping`
 * (it must be absolute, and only the browser knows the origin: ui/components/partner-link.tsx), so the report is
 * built the way the browser builds it, from the link's catalogue id.
 */
function arenalReport(): ClickReport {
  const html = readFileSync(join(clientDir, 'destinations/arenal/index.html'), 'utf8');
  const link = /data-link-id="(tour:[^"]+)" data-link-section="([a-z0-9-]+)" data-link-position="(\d+)"/.exec(html);
  if (!link) throw new Error('click bench: no tour link on the built Arenal page');
  return { linkId: link[1]!, page: '/destinations/arenal', section: link[2]!, position: Number(link[3]) };
}

const portalServer = (dataDir: string) =>
  startChild([join(root, 'dist/node/server/main.js')], { NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD }, /http:\/\/[^:]+:(\d+)/);

/**
 * The `index`-th report of a run, from visitor `index + 1` (each its own address, so the per-client limit is not what
 * is measured), with the headers Chromium sends under the site's Referrer-Policy: no-referrer (docs/decisions/092):
 * even visitors' links send a ping (Ping-From), odd visitors' browsers send no pings, as Firefox ships, and send a
 * beacon (no Referer, no Ping-From).
 */
function clickRequest(base: string, report: ClickReport, index: number): FixedRateRequest {
  const visitor = index + 1;
  const headers = {
    origin: base,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'no-cors',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
  };
  return index % 2 === 0
    ? { method: 'POST', path: clickPingUrl(report), headers: { ...headers, 'content-type': 'text/ping', 'ping-from': `${base}${report.page}` }, body: 'PING' }
    : { method: 'POST', path: clickPingUrl(report).split('?')[0]!, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }, body: clickBeaconBody(report) };
}

/** A run at the same rate first, its figures dropped: each server's JIT compiles its hot path before it is timed. */
const WARM_UP_SECONDS = 3;

async function atFixedRate(base: string, report: ClickReport): Promise<{ p99: number; p50: number; late: number; sent: number; non204: number; answered204: number }> {
  const load = (seconds: number) => fixedRateLoad({ base, rate: RATE, seconds, connections: CONNECTIONS, request: (index) => clickRequest(base, report, index) });
  const warmUp = await load(WARM_UP_SECONDS);
  const result = await load(SECONDS);
  const answered204 = (warmUp.statuses.get(204) ?? 0) + (result.statuses.get(204) ?? 0);
  return { p99: result.p99Ms, p50: result.p50Ms, late: result.lateP99Ms, sent: result.sent, non204: result.sent - (result.statuses.get(204) ?? 0), answered204 };
}

async function storedClicks(base: string): Promise<number> {
  const session = await fetch(`${base}/api/admin/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: PASSWORD }) });
  const { token } = (await session.json()) as { token: string };
  const dashboard = await fetch(`${base}/api/admin/clicks?days=7`, { headers: { authorization: `Bearer ${token}` } });
  return ((await dashboard.json()) as { total: number }).total;
}

/** Sends `count` reports (pings and beacons, alternately), waits `pauseMs`, kills the server with SIGKILL, restarts it and reads what was kept. */
async function lostByKill(count: number, pauseMs: number): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-bench-clicks-'));
  try {
    const first = await portalServer(dataDir);
    const base = `http://127.0.0.1:${first.port}`;
    const report = arenalReport();
    for (let index = 0; index < count; index++) {
      const request = clickRequest(base, report, index);
      const answer = await fetch(`${base}${request.path}`, { method: 'POST', headers: request.headers, body: request.body });
      if (answer.status !== 204) throw new Error(`click bench: a report was answered ${answer.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    await stop(first, 'SIGKILL');
    const second = await portalServer(dataDir);
    const kept = await storedClicks(`http://127.0.0.1:${second.port}`);
    await stop(second);
    return count - kept;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchClickEndpoint(report: BenchReport): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-bench-clicks-'));
  const portal = await portalServer(dataDir);
  const plain = await startChild(['--import', 'tsx', join(root, 'scripts/bench/plain-click-server.ts')], {}, /PORT (\d+)/);
  try {
    const arenal = arenalReport();
    report.section(`click endpoint, POST /api/clicks at ${RATE.toLocaleString('en')} req/s evenly spaced, for ${SECONDS} s (up to ${CONNECTIONS} connections), each report from its own address, pings and beacons alternately`);
    report.note('the portal checks the catalogue and the place, the limit, the robot filter and the browser\'s own-site word, and batches the count; the plain Express app only answers 204');
    const plainRun = await atFixedRate(`http://127.0.0.1:${plain.port}`, arenal);
    const portalRun = await atFixedRate(`http://127.0.0.1:${portal.port}`, arenal);
    report.figure('POST /api/clicks: p99 latency', portalRun.p99, 'ms', { kind: 'max', limit: 5 }, `plain Express ${plainRun.p99} ms`);
    report.figure('POST /api/clicks: p50 latency', portalRun.p50, 'ms', undefined, `plain Express ${plainRun.p50} ms`);
    report.note(`the load's own lateness in handing pings over, p99: ${portalRun.late} ms (portal run), ${plainRun.late} ms (plain Express run), not counted in the latencies`);
    report.figure(`answers other than 204, of ${portalRun.sent.toLocaleString('en')}`, portalRun.non204, 'requests', { kind: 'max', limit: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    report.figure('clicks stored after the run', await storedClicks(`http://127.0.0.1:${portal.port}`), 'clicks', { kind: 'min', limit: portalRun.answered204 }, 'every 204 counted, pings and beacons, the warm-up\'s too');
  } finally {
    await stop(portal);
    await stop(plain);
    rmSync(dataDir, { recursive: true, force: true });
  }
  report.section('click batches and kill -9 (docs/decisions/068): 100 reports (50 pings, 50 beacons), then SIGKILL, restart, count');
  report.figure('lost when killed at once', await lostByKill(100, 0), 'clicks', { kind: 'max', limit: 100 }, 'at most the last second\'s batch');
  report.figure('lost when killed 1.5 s after the last ping', await lostByKill(100, 1500), 'clicks', { kind: 'max', limit: 0 });
}
