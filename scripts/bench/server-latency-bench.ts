/**
 * Server latency, sequential requests, as ratios to a tiny static file in the same run (absolute
 * times on a busy machine mean little).
 */
import type { BenchReport } from './bench-report.js';
import { startBuiltApp } from './built-site.js';

const REQUESTS = 200;

export async function benchServerLatency(report: BenchReport): Promise<void> {
  const { base, stop } = await startBuiltApp();
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
    await stop();
  }
}
