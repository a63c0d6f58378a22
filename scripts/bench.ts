/**
 * `npm run bench`: times the auto-enhance maths (docs/product.md §4) on a 12-megapixel RGBA buffer, the size
 * of a phone photo, and prints the figures. Not a test: timings vary by machine (docs/architecture.md §6).
 */
import { autoEnhance, meanBrightness } from '../domain/images/auto-enhance.js';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 20;

const pixels = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;

meanBrightness(pixels); // warm-up: let the JIT compile the loop before timing it
const times: number[] = [];
let mean = 0;
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  mean = meanBrightness(pixels);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)]!;
const megapixels = (WIDTH * HEIGHT) / 1e6;

console.log(`auto-enhance mean brightness on ${WIDTH}×${HEIGHT} (${megapixels} MP) RGBA, ${RUNS} runs`);
console.log(`  fastest ${times[0]!.toFixed(2)} ms, median ${median.toFixed(2)} ms, slowest ${times[RUNS - 1]!.toFixed(2)} ms`);
console.log(`  throughput ${(megapixels / (median / 1000)).toFixed(0)} MP/s at the median`);
console.log(`  mean brightness ${mean.toFixed(2)} → adjustments ${JSON.stringify(autoEnhance({ brightness: 100, contrast: 100 }, mean))}`);

/**
 * Page weight and server speed (a slow phone pays for every byte and every round trip). Needs
 * `npm run build`; skipped with a note when dist/ is missing. Latencies are compared as ratios
 * to a tiny static file in the same run, because absolute times on a busy machine mean little.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';

const root = new URL('..', import.meta.url).pathname;
const clientDir = join(root, 'dist/client');

if (!existsSync(join(root, 'dist/node/server/app.js'))) {
  console.log('\npage weight and server speed: skipped (run `npm run build` first)');
} else {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const html = readFileSync(join(clientDir, 'tours/index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  console.log('\npage weight of /tours (what a first visit downloads before images)');
  console.log(`  HTML ${kb(html.length)} raw, ${kb(gzipSync(html).length)} gzip`);
  for (const asset of assets) {
    const body = readFileSync(join(clientDir, asset));
    console.log(`  ${asset} ${kb(body.length)} raw, ${kb(gzipSync(body).length)} gzip`);
  }

  // First-load JavaScript of every public route: the entry script and every modulepreload the
  // prerendered page names (the shell plus that page's screen and content), gzip-compressed.
  const FIRST_LOAD_BUDGET_KB = 100;
  const gzipSizes = new Map<string, number>();
  const gzipOf = (asset: string) => {
    if (!gzipSizes.has(asset)) gzipSizes.set(asset, gzipSync(readFileSync(join(clientDir, asset))).length);
    return gzipSizes.get(asset)!;
  };
  const { PAGES } = (await import(join(root, 'dist/ssr/entry-server.js'))) as { PAGES: { path: string; rendering: string }[] };
  console.log(`\nfirst-load JS per public route, gzip (budget ${FIRST_LOAD_BUDGET_KB} kB)`);
  for (const page of PAGES.filter((candidate) => candidate.rendering === 'prerendered')) {
    const file = join(clientDir, page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`);
    const pageHtml = readFileSync(file, 'utf8');
    const scripts = new Set(
      [...pageHtml.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
    );
    const total = [...scripts].reduce((sum, asset) => sum + gzipOf(asset), 0) / 1024;
    const verdict = total <= FIRST_LOAD_BUDGET_KB ? 'within' : 'OVER';
    console.log(`  ${page.path.padEnd(30)} ${total.toFixed(1).padStart(6)} kB in ${String(scripts.size).padStart(2)} files  ${verdict} budget`);
  }

  const { createApp } = (await import(join(root, 'dist/node/server/app.js'))) as typeof import('../server/app.js');
  const { loadConfig } = (await import(join(root, 'dist/node/server/config.js'))) as typeof import('../server/config.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-bench-'));
  const app = await createApp(loadConfig({}, { port: 0, dataDir, adminPassword: 'bench-password-not-secret' }), { logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

  const REQUESTS = 200;
  async function medianMs(path: string): Promise<number> {
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const start = performance.now();
      await (await fetch(`${base}${path}`)).arrayBuffer();
      samples.push(performance.now() - start);
    }
    return samples.sort((a, b) => a - b)[REQUESTS / 2]!;
  }
  const baseline = await medianMs('/favicon.svg');
  console.log(`\nserver latency, median of ${REQUESTS} sequential requests (ratio to a tiny static file)`);
  console.log(`  /favicon.svg ${baseline.toFixed(2)} ms (1.0×)`);
  for (const path of ['/tours', '/', '/api/tours/images', '/api/photo-feed', '/api/domain-descriptions', '/no-such-page']) {
    const median = await medianMs(path);
    console.log(`  ${path} ${median.toFixed(2)} ms (${(median / baseline).toFixed(1)}×)`);
  }
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
