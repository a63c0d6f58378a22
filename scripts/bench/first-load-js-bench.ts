/**
 * Page weight: the first-load JavaScript of every public route, gzip-compressed, against its budget (issue 20: 80 kB).
 * Counted from the built page: the entry script, every modulepreload it names, and on a static page the chunks of the
 * islands that hydrate without interaction (`idle`, `visible`: they load before the page is idle or as it scrolls),
 * read from Vite's manifest. Islands that wait for the visitor's first interaction count only once they load
 * (docs/decisions/083), so they are left out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkAssets, type ViteManifest } from '../vite-manifest.js';
import { HYDRATE_ATTRIBUTE, ISLAND_ATTRIBUTE } from '../../ui/islands/island-markers.js';
import { STATIC_PAGE_ATTRIBUTE } from '../../ui/islands/static-pages.js';
import type { BenchReport } from './bench-report.js';
import { clientDir, publicPages, htmlFileOf } from './built-site.js';

const FIRST_LOAD_BUDGET_KB = 80;

/** The chunks of a page's islands that load without the visitor's interaction, besides the preloaded ones. */
function islandChunks(manifest: ViteManifest, pageHtml: string): string[] {
  const markers = pageHtml.matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([a-z-]+)" ${HYDRATE_ATTRIBUTE}="(load|idle|visible)"`, 'g'));
  // The site-wide islands have no chunk of their own: they come with the loader (ui/islands/island-registry.ts).
  const modules = [...new Set([...markers].map((match) => `islands/${match[1]!}-island.tsx`))].filter((module) => module in manifest);
  return chunkAssets(manifest, modules, { includeEntry: true }).js.map((file) => `/${file}`);
}

export async function benchFirstLoadJs(report: BenchReport): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const gzipSizes = new Map<string, number>();
  const gzipOf = (asset: string) => {
    if (!gzipSizes.has(asset)) gzipSizes.set(asset, gzipSync(readFileSync(join(clientDir, asset))).length);
    return gzipSizes.get(asset)!;
  };
  report.section('first-load JS per public route, gzip');
  for (const path of await publicPages()) {
    const pageHtml = readFileSync(htmlFileOf(path), 'utf8');
    const preloaded = [...pageHtml.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    const isStatic = pageHtml.includes(`<div id="root" ${STATIC_PAGE_ATTRIBUTE}>`);
    const scripts = new Set([...preloaded, ...(isStatic ? islandChunks(manifest, pageHtml) : [])]);
    const total = [...scripts].reduce((sum, asset) => sum + gzipOf(asset), 0) / 1024;
    report.figure(`${path} (${isStatic ? 'static, ' : ''}${scripts.size} files)`, total, 'kB', { kind: 'max', limit: FIRST_LOAD_BUDGET_KB });
  }
}
