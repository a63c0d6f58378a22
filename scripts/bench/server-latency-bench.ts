/**
 * Server latency, sequential requests, as ratios to a tiny static file in the same run (absolute
 * times on a busy machine mean little).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { BenchReport } from './bench-report.js';
import { root } from './built-site.js';

const REQUESTS = 200;

export async function benchServerLatency(report: BenchReport): Promise<void> {
  const { createApp } = (await import(join(root, 'dist/node/server/app.js'))) as typeof import('../../server/app.js');
  const { loadConfig } = (await import(join(root, 'dist/node/server/config.js'))) as typeof import('../../server/config.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-bench-'));
  const app = await createApp(loadConfig({}, { port: 0, dataDir, adminPassword: 'bench-password-not-secret' }), { logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  try {
    const medianMs = async (path: string) => {
      const samples: number[] = [];
      for (let i = 0; i < REQUESTS; i += 1) {
        const start = performance.now();
        await (await fetch(`${base}${path}`)).arrayBuffer();
        samples.push(performance.now() - start);
      }
      return samples.sort((a, b) => a - b)[REQUESTS / 2]!;
    };
    const baseline = await medianMs('/favicon.svg');
    report.section(`server latency, median of ${REQUESTS} sequential requests`);
    report.figure('/favicon.svg', baseline, 'ms');
    for (const path of ['/tours', '/', '/api/tours/images', '/api/photo-feed', '/api/domain-descriptions', '/no-such-page']) {
      const median = await medianMs(path);
      report.figure(path, median, 'ms', undefined, `${(median / baseline).toFixed(1)}× /favicon.svg`);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
