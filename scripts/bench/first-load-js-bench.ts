/**
 * Page weight: the first-load JavaScript of every public route (the entry script and every
 * modulepreload the prerendered page names), gzip-compressed, against its budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchReport } from './bench-report.js';
import { clientDir, publicPages, htmlFileOf } from './built-site.js';

const FIRST_LOAD_BUDGET_KB = 100;

export async function benchFirstLoadJs(report: BenchReport): Promise<void> {
  const gzipSizes = new Map<string, number>();
  const gzipOf = (asset: string) => {
    if (!gzipSizes.has(asset)) gzipSizes.set(asset, gzipSync(readFileSync(join(clientDir, asset))).length);
    return gzipSizes.get(asset)!;
  };
  report.section('first-load JS per public route, gzip');
  for (const path of await publicPages()) {
    const pageHtml = readFileSync(htmlFileOf(path), 'utf8');
    const scripts = new Set(
      [...pageHtml.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
    );
    const total = [...scripts].reduce((sum, asset) => sum + gzipOf(asset), 0) / 1024;
    report.figure(`${path} (${scripts.size} files)`, total, 'kB', { kind: 'max', limit: FIRST_LOAD_BUDGET_KB });
  }
}
