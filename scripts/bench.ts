/**
 * `npm run bench`: every speed and size target, each figure printed beside its target (and, where
 * the target is relative, beside what it is compared with in the same run), written to
 * reports/bench.json. Not a test: timings vary by machine (docs/architecture.md §6). The sections
 * that need the built site are skipped with a note when `npm run build` has not run.
 */
import { join } from 'node:path';
import { BenchReport } from './bench/bench-report.js';
import { isBuilt, root } from './bench/built-site.js';
import { benchAutoEnhance } from './bench/auto-enhance-bench.js';
import { benchClickEndpoint } from './bench/click-endpoint-bench.js';
import { benchCropTool } from './bench/crop-tool-bench.js';
import { benchLinkCheck } from './bench/link-check-bench.js';
import { benchFirstLoadJs } from './bench/first-load-js-bench.js';
import { benchLighthouse } from './bench/lighthouse-bench.js';
import { benchNavigation } from './bench/navigation-bench.js';
import { benchPhotoVariants } from './bench/photo-variants-bench.js';
import { benchPublishing } from './bench/publish-bench.js';
import { benchServerLatency } from './bench/server-latency-bench.js';
import { benchServerThroughput } from './bench/server-throughput-bench.js';
import { benchSignInBurst } from './bench/sign-in-burst-bench.js';

const report = new BenchReport();

await benchAutoEnhance(report);
await benchPhotoVariants(report);
await benchLinkCheck(report);
if (isBuilt()) {
  await benchFirstLoadJs(report);
  await benchNavigation(report);
  await benchCropTool(report);
  await benchServerLatency(report);
  await benchServerThroughput(report);
  await benchSignInBurst(report);
  await benchClickEndpoint(report);
  await benchPublishing(report);
  // Lighthouse's own default is the budgets' median of three runs per route; BENCH_LIGHTHOUSE_RUNS=1 gives a quicker,
  // noisier look (one run of TBT swung 0-131 ms on the same page).
  const runs = process.env.BENCH_LIGHTHOUSE_RUNS;
  await benchLighthouse(report, { runs: runs === undefined ? undefined : Number(runs) });
} else {
  console.log('\npage weight, server and browser figures: skipped (run `npm run build` first)');
}

report.write(join(root, 'reports/bench.json'));
const missed = report.missed();
console.log(`\n${missed.length === 0 ? 'every target met' : `${missed.length} target(s) missed:\n${missed.map((figure) => `  ${figure.section}: ${figure.name}`).join('\n')}`}`);
console.log('figures written to reports/bench.json');
