/**
 * Smoke test of `npm run dev` (scripts/dev.ts), run by `npm test` after the build: starts the dev loop on free
 * ports with a throwaway DATA_DIR, waits for the server's first compile, then reads through the Vite dev server
 * a page (/tours), the health answer (/api/health) and one of the sample feed's photos (/sample-feed/…), the
 * way a developer's browser does. Exits 0 when all three answer as the built server would, 1 otherwise.
 *
 *   npx tsx scripts/dev-loop-smoke.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SAMPLE_FEED_PHOTOS_PATH } from '../domain/api-paths.js';

/** A busy two-core machine compiles the server in minutes, not seconds. */
const DEADLINE_MS = 8 * 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Check {
  name: string;
  path: string;
  accept: (response: Response, body: Buffer) => boolean;
}

const CHECKS: Check[] = [
  { name: 'page', path: '/tours', accept: (response, body) => response.headers.get('content-type')?.startsWith('text/html') === true && body.toString().includes('<div id="root">') },
  { name: 'health', path: '/api/health', accept: (response, body) => response.headers.get('content-type')?.includes('json') === true && body.toString().includes('"status"') },
  {
    name: 'sample photo',
    path: `${SAMPLE_FEED_PHOTOS_PATH}/arenal-volcano.jpg`,
    // A JPEG starts with FF D8 FF.
    accept: (response, body) => response.headers.get('content-type') === 'image/jpeg' && body.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  },
];

async function read(origin: string, check: Check): Promise<string | undefined> {
  try {
    const response = await fetch(`${origin}${check.path}`, { signal: AbortSignal.timeout(10_000) });
    const body = Buffer.from(await response.arrayBuffer());
    return response.status === 200 && check.accept(response, body) ? `${check.name} ${check.path}: 200, ${response.headers.get('content-type')}, ${body.length} bytes` : undefined;
  } catch {
    return undefined;
  }
}

const [apiPort, devPort] = [await freePort(), await freePort()];
const dataDir = mkdtempSync(join(tmpdir(), 'crg-dev-loop-'));
const startedAt = Date.now();
const dev = spawn('npx', ['tsx', 'scripts/dev.ts'], {
  // Its own process group: the loop's three children (tsc, node, vite) are stopped together at the end.
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, API_PORT: String(apiPort), DEV_PORT: String(devPort), DATA_DIR: dataDir, ADMIN_PASSWORD: 'dev-loop-smoke-password' },
});
let output = '';
dev.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
dev.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

let results: (string | undefined)[] = [];
try {
  // The server starts after the first compile (scripts/dev.ts): until then the proxied addresses are refused.
  const origin = `http://localhost:${devPort}`;
  while (Date.now() - startedAt < DEADLINE_MS && dev.exitCode === null) {
    results = await Promise.all(CHECKS.map((check) => read(origin, check)));
    if (results.every((result) => result !== undefined)) break;
    await sleep(1000);
  }
} finally {
  try {
    process.kill(-dev.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
  await sleep(500);
  try {
    process.kill(-dev.pid!, 'SIGKILL');
  } catch {
    // stopped by SIGTERM
  }
  rmSync(dataDir, { recursive: true, force: true });
}

const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
const passed = results.filter((result) => result !== undefined).length;
if (passed === CHECKS.length) {
  console.log(`dev loop on :${devPort} (server :${apiPort}) answered after ${seconds} s:\n  ${results.join('\n  ')}`);
} else {
  const missing = CHECKS.filter((_, index) => results[index] === undefined).map((check) => `${check.name} ${check.path}`);
  console.error(`dev loop did not serve ${missing.join(', ')} within ${seconds} s. Its output:\n${output.slice(-4000)}`);
}
console.log(`${passed} passed, ${CHECKS.length - passed} failed`);
process.exit(passed === CHECKS.length ? 0 : 1);
