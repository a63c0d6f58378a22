import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogueOperator, priceNoPageShows } from './tour-price-publishing.js';
import { root } from './bench/built-site.js';
import { startChild } from './bench/server-throughput-bench.js';
const dataDir = mkdtempSync(join(tmpdir(), 'crg-prof-'));
const server = await startChild(['--cpu-prof', '--cpu-prof-dir=/tmp/prof', join(root, 'dist/node/server/main.js')], { NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-password-not-secret' }, /http:\/\/[^:]+:(\d+)/);
const base = `http://127.0.0.1:${server.port}`;
const operator = await CatalogueOperator.signIn(base, 'bench-password-not-secret');
let price = await operator.tourPrice();
for (let i = 0; i < 5; i++) { price = await priceNoPageShows(base, price + 1); await operator.setTourPrice(price); await operator.publishTour(); }
await new Promise((r) => setTimeout(r, 2500));
const t0 = performance.now();
for (let i = 0; i < 20; i++) { price = await priceNoPageShows(base, price + 1); await operator.setTourPrice(price); await operator.publishTour(); }
console.log('20 publishes', (performance.now() - t0).toFixed(0), 'ms');
const exited = new Promise((r) => server.once('exit', r)); server.kill('SIGTERM'); await exited;
