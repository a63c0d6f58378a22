/** Where the built site lives, for the bench sections that need `npm run build` first. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_SEED_FILE, parseCatalogueDocument } from '../../domain/catalogue/catalogue-document.js';
import { CatalogueReader } from '../../domain/catalogue/catalogue-reader.js';
import { sitePages } from '../../domain/presentation/site-pages.js';
import { BenchReport } from './bench-report.js';

export const root = new URL('../..', import.meta.url).pathname;
export const clientDir = join(root, 'dist/client');

export function isBuilt(): boolean {
  return existsSync(join(root, 'dist/node/server/app.js')) && existsSync(join(root, 'dist/ssr/entry-server.js'));
}

/** The paths of every prerendered public route: the route list of the records the build rendered (docs/decisions/101). */
export async function publicPages(): Promise<string[]> {
  const document = parseCatalogueDocument(JSON.parse(readFileSync(join(clientDir, CATALOGUE_SEED_FILE), 'utf8')));
  return sitePages(new CatalogueReader(document))
    .filter((page) => page.rendering === 'prerendered')
    .map((page) => page.path);
}

export function htmlFileOf(path: string): string {
  return join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
}

/**
 * The built server app in this process on a free loopback port, with a throwaway DATA_DIR; `stop` removes both.
 * `uiDir` serves another copy of the built UI (the bench's scriptless copy, ./scriptless-site.ts).
 */
export async function startBuiltApp({ uiDir }: { uiDir?: string } = {}): Promise<{ base: string; stop: () => Promise<void> }> {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { createApp } = (await import(join(root, 'dist/node/server/app.js'))) as typeof import('../../server/app.js');
  const { loadConfig } = (await import(join(root, 'dist/node/server/config.js'))) as typeof import('../../server/config.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-bench-'));
  const app = await createApp(loadConfig({}, { port: 0, dataDir, adminPassword: 'bench-password-not-secret', ...(uiDir ? { uiDir } : {}) }), { logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as import('node:net').AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** When `moduleUrl` is the script node was started with (`npx tsx scripts/bench/x-bench.ts`): runs that one section on the built site. */
export async function runAloneWhenStarted(moduleUrl: string, section: (report: BenchReport) => Promise<void>): Promise<void> {
  if (process.argv[1] === undefined || moduleUrl !== new URL(`file://${process.argv[1]}`).href) return;
  if (!isBuilt()) {
    console.error('run `npm run build` first');
    process.exit(1);
  }
  const report = new BenchReport();
  await section(report);
  const missed = report.missed();
  console.log(`\n${missed.length === 0 ? 'every target met' : `${missed.length} target(s) missed`}`);
}
