/**
 * Server throughput (docs/decisions/047): the built server (production settings, a temporary DATA_DIR)
 * against a plain Express app answering the same bytes with the same headers, both under autocannon
 * at 100 connections, in three alternating rounds, for GET /api/tours/images and for a prerendered page
 * taken with Brotli; then 10,000 mixed requests (pages, assets, the API, 304s, a 404) that must all get
 * the status they should. Each server is a child process of its own and autocannon runs here, in the
 * bench's process, so the load generator never takes a server's event loop.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { BenchReport } from './bench-report.js';
import { clientDir, root } from './built-site.js';
import type { CapturedAnswer } from './plain-express-server.js';

const CONNECTIONS = 100;
const ROUND_SECONDS = 5;
// Five: this machine swings ±10 % between runs of the same build, and the median of three rounds swung with it.
const ROUNDS = 5;
const MIXED_REQUESTS = 10_000;
const PASSWORD = 'bench-password-not-secret';
const ADMIN_TOURS = 11;
/** A browser's Accept-Encoding. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

interface Route {
  readonly name: string;
  readonly path: string;
  readonly headers: Record<string, string>;
}

const ROUTES: readonly Route[] = [
  { name: 'GET /api/tours/images', path: '/api/tours/images', headers: { 'accept-encoding': BROWSER_ENCODINGS } },
  { name: 'GET /tours (Brotli)', path: '/tours', headers: { 'accept-encoding': BROWSER_ENCODINGS, accept: 'text/html' } },
];

interface Started {
  readonly base: string;
  readonly child: ChildProcess;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts a child process and waits for the line that says it listens (also the click endpoint's bench). Its output
 * goes to a file, as a server's log goes to the operator's collector: a pipe to this process would make the load
 * generator read one access line per request it times.
 */
export async function startChild(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess & { port: number }> {
  const logFile = join(mkdtempSync(join(tmpdir(), 'crg-bench-log-')), 'output.log');
  const output = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', output, output] });
  closeSync(output);
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  for (;;) {
    const match = ready.exec(readFileSync(logFile, 'utf8'));
    if (match) return Object.assign(child, { port: Number(match[1]) });
    if (exited !== undefined) throw new Error(`${args.join(' ')} stopped (${exited}) before listening:\n${readFileSync(logFile, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** What the portal answers to a request, as the plain app will replay it. */
function capture(base: string, route: Route): Promise<CapturedAnswer> {
  // node:http, not fetch: fetch would undo the Brotli the plain app must send as it is.
  return new Promise((resolve, reject) => {
    get(`${base}${route.path}`, { headers: route.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) headers[name] = String(value);
        }
        resolve({ path: route.path, status: response.statusCode ?? 0, headers, bodyBase64: Buffer.concat(chunks).toString('base64') });
      });
    }).on('error', reject);
  });
}

/** The operator signs in and saves a photo for each admin tour, so the tour image list is the size it has in use. */
async function seedTourPhotos(base: string): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const session = await fetch(`${base}/api/admin/session`, { method: 'POST', headers: json, body: JSON.stringify({ password: PASSWORD }) });
  const { token } = (await session.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer();
  for (let tourId = 1; tourId <= ADMIN_TOURS; tourId += 1) {
    const grant = (await (await fetch(`${base}/api/objects/upload`, { method: 'POST', headers: auth })).json()) as { uploadURL: string };
    const upload = await fetch(new URL(grant.uploadURL, base), { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: photo });
    if (upload.status !== 200) throw new Error(`bench seed: upload refused (${upload.status})`);
    const save = await fetch(`${base}/api/tours/${tourId}/image`, { method: 'PUT', headers: { ...auth, ...json }, body: JSON.stringify({ imageURL: grant.uploadURL }) });
    if (save.status !== 200) throw new Error(`bench seed: save refused (${save.status})`);
  }
}

async function load(base: string, route: Route, seconds: number): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url: `${base}${route.path}`, connections: CONNECTIONS, duration: seconds, headers: route.headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const thousands = (rps: number) => `${(rps / 1000).toFixed(2)}k`;

export async function benchServerThroughput(report: BenchReport): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-throughput-'));
  const answersFile = join(dataDir, 'plain-express-answers.json');
  const children: ChildProcess[] = [];
  try {
    const appChild = await startChild(
      [join(root, 'dist/node/server/main.js')],
      { NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD },
      /running at http:\/\/localhost:(\d+)\//,
    );
    children.push(appChild);
    const app: Started = { base: `http://127.0.0.1:${appChild.port}`, child: appChild };
    await seedTourPhotos(app.base);

    const answers = await Promise.all(ROUTES.map((route) => capture(app.base, route)));
    writeFileSync(answersFile, JSON.stringify(answers));
    const plainChild = await startChild(['--import', 'tsx', join(root, 'scripts/bench/plain-express-server.ts'), answersFile], {}, /PORT (\d+)/);
    children.push(plainChild);
    const plain: Started = { base: `http://127.0.0.1:${plainChild.port}`, child: plainChild };

    report.section(`server throughput, autocannon at ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s per server and route`);
    report.note('each server is its own child process; autocannon runs in the bench process; the plain Express app replays the portal\'s bytes and headers');
    for (const route of ROUTES) {
      const answer = answers.find((captured) => captured.path === route.path)!;
      report.note(`${route.name}: ${answer.status}, ${Buffer.from(answer.bodyBase64, 'base64').length} bytes, ${answer.headers['content-encoding'] ?? 'identity'}, ${Object.keys(answer.headers).length} headers`);
      // Warm both up (JIT, the portal's first read of the file) before anything is counted.
      await load(app.base, route, 1);
      await load(plain.base, route, 1);
      const rounds: { app: Awaited<ReturnType<typeof load>>; plain: Awaited<ReturnType<typeof load>> }[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        // Alternate which server goes first, so that a change in the machine's load does not favour one.
        const [first, second] = round % 2 === 0 ? [app, plain] : [plain, app];
        const a = await load(first.base, route, ROUND_SECONDS);
        const b = await load(second.base, route, ROUND_SECONDS);
        const measured = first === app ? { app: a, plain: b } : { app: b, plain: a };
        rounds.push(measured);
        report.note(
          `round ${round + 1}: portal ${thousands(measured.app.rps)} req/s (p99 ${measured.app.p99} ms), plain Express ${thousands(measured.plain.rps)} req/s (p99 ${measured.plain.p99} ms), ratio ${(measured.app.rps / measured.plain.rps).toFixed(2)}`,
        );
      }
      const appRps = median(rounds.map((r) => r.app.rps));
      const plainRps = median(rounds.map((r) => r.plain.rps));
      report.figure(`${route.name}: portal`, Math.round(appRps), 'req/s', undefined, `plain Express ${thousands(plainRps)} req/s`);
      report.figure(`${route.name}: portal / plain Express`, median(rounds.map((r) => r.app.rps / r.plain.rps)), '×', { kind: 'min', limit: 1.0 }, 'median of the rounds\' ratios');
      report.figure(`${route.name}: p99 latency`, median(rounds.map((r) => r.app.p99)), 'ms', { kind: 'max', limit: 25 }, `plain Express ${median(rounds.map((r) => r.plain.p99))} ms`);
      const failed = rounds.reduce((sum, r) => sum + r.app.errors, 0);
      if (failed > 0) report.note(`${route.name}: ${failed} answers were errors or not 2xx`);
    }

    report.figure(`mixed requests answered wrongly, of ${MIXED_REQUESTS.toLocaleString('en')}`, await mixedErrors(app.base), 'requests', { kind: 'max', limit: 0 });
  } finally {
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Pages, assets, the API, conditional requests and a missing page, each checked for the status it must get. */
async function mixedErrors(base: string): Promise<number> {
  const etagOf = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${base}${path}`, { headers })).headers.get('etag') ?? '';
  const script = readdirSync(join(clientDir, 'assets')).find((name) => name.endsWith('.js') && name.startsWith('index-'))!;
  const mix: { path: string; headers?: Record<string, string>; status: number }[] = [
    { path: '/tours', headers: { 'accept-encoding': BROWSER_ENCODINGS }, status: 200 },
    { path: '/', status: 200 },
    { path: `/assets/${script}`, headers: { 'accept-encoding': 'gzip' }, status: 200 },
    { path: '/api/tours/images', headers: { 'accept-encoding': BROWSER_ENCODINGS }, status: 200 },
    { path: '/api/tours/images', headers: { 'if-none-match': await etagOf('/api/tours/images') }, status: 304 },
    { path: '/destinations/arenal', headers: { 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': await etagOf('/destinations/arenal', { 'accept-encoding': BROWSER_ENCODINGS }) }, status: 304 },
    { path: '/favicon.svg', status: 200 },
    { path: '/api/domain-descriptions', headers: { 'accept-encoding': BROWSER_ENCODINGS }, status: 200 },
    { path: '/api/photo-feed', headers: { 'accept-encoding': BROWSER_ENCODINGS }, status: 200 },
    { path: '/no-such-page', status: 404 },
    { path: '/api/no-such-call', status: 404 },
  ];
  let wrong = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: MIXED_REQUESTS,
    requests: mix.map(({ path, headers, status }) => ({
      method: 'GET',
      path,
      headers: headers ?? {},
      onResponse: (answered: number) => {
        if (answered !== status) wrong += 1;
      },
    })),
  });
  return wrong + result.errors + result.timeouts;
}
