/**
 * `npm test`'s HTML check (issue 18 point 7): the W3C Nu HTML Checker (the vnu-jar package, on the
 * machine's Java 17) over every built page, read from dist/client, and over the hydrated DOM, as Chromium holds it
 * after the app has run, of the pages that together hold every island and of the app's own pages
 * (pagesCoveringEveryIsland, docs/decisions/146), several at a time in one browser, in one JVM run. Prints each error with its page and line, writes
 * reports/html-check.json ({ passed, failed } documents) and exits non-zero on any error.
 *
 *   npx tsx scripts/html-check.ts          (needs `npm run build`)
 */
import { chromium, type BrowserContext } from '@playwright/test';
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages, pagesCoveringEveryIsland } from './built-pages.js';
import { PICTURE_OF_THE_DAY_PATH } from '../domain/photo-feed/picture-of-the-day-page.js';
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from '../ui/islands/island-markers.js';
import { ISLANDS_SCHEDULED_ATTRIBUTE, STATIC_PAGE_ATTRIBUTE } from '../ui/islands/static-pages.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(root, 'dist/client');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface VnuMessage {
  readonly type: string;
  readonly url: string;
  readonly lastLine?: number;
  readonly message: string;
}

/**
 * Messages where this checker lags the HTML standard, each with the standard's word for it. They are counted and
 * printed, never silently dropped.
 */
const CHECKER_GAPS: readonly { readonly message: string; readonly why: string }[] = [
  {
    // The first paint waits for the parser to reach <main> (ui/islands/static-pages.ts, docs/decisions/083).
    message: 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    why: 'the HTML standard allows blocking="render" on rel="expect" (html.spec.whatwg.org/#link-type-expect); vnu 26.9 knows only rel="stylesheet"',
  },
];

/** The built server on a free port with a throwaway data folder, as `npm run serve` runs it. */
async function startServer(dataDir: string): Promise<{ baseUrl: string; stop: () => void }> {
  const child = spawn(process.execPath, ['dist/node/server/main.js'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', DATA_DIR: dataDir, ADMIN_PASSWORD: 'html-check-only-password' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /running at http:\/\/localhost:(\d+)\//.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`The server stopped at start (exit ${code}):\n${output}`)));
  });
  return { baseUrl, stop: () => child.kill('SIGTERM') };
}

/** Pages hydrated side by side in the one browser: each waits mostly on its own scripts and answers, not on the CPU. */
const PAGES_AT_ONCE = 4;
/** Long enough for a page's idle islands and their answers on a busy two-core machine. */
const READY_WITHIN_MS = 30_000;

/**
 * A page is ready to be read once its script has scheduled its islands (ISLANDS_SCHEDULED_ATTRIBUTE on <html>), every
 * island that starts without the visitor (`load`, `idle`, not nested) carries HYDRATED_ATTRIBUTE, and every request
 * the page made has been answered, so markup an island draws from an answer is in (docs/decisions/141, 146). /404.html
 * and /admin are the app, not a static page: the requests alone tell. Nothing waits for a quiet half second.
 */
async function readDomWhenReady(context: BrowserContext, url: string): Promise<{ served: string; dom: string }> {
  const page = await context.newPage();
  let pending = 0;
  let allAnswered = () => {};
  const answered = () => {
    pending -= 1;
    if (pending === 0) allAnswered();
  };
  page.on('request', () => (pending += 1));
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  const answer = await page.goto(url, { waitUntil: 'load', timeout: READY_WITHIN_MS });
  await page.waitForFunction(
    ({ staticPage, scheduled, island, hydrated }) =>
      !document.getElementById('root')?.hasAttribute(staticPage) ||
      (document.documentElement.hasAttribute(scheduled) &&
        document.querySelectorAll(`[${island}]:not([data-hydrate="visible"]):not([data-hydrate="interaction"]):not([${island}] [${island}]):not([${hydrated}])`).length === 0),
    { staticPage: STATIC_PAGE_ATTRIBUTE, scheduled: ISLANDS_SCHEDULED_ATTRIBUTE, island: ISLAND_ATTRIBUTE, hydrated: HYDRATED_ATTRIBUTE },
    { timeout: READY_WITHIN_MS, polling: 50 },
  );
  if (pending > 0) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => (allAnswered = resolve)),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${url}: ${pending} request(s) of the page unanswered after ${READY_WITHIN_MS / 1000} s`)), READY_WITHIN_MS))),
    ]).finally(() => clearTimeout(timer));
  }
  // The answers' markup is drawn in the frame after they arrive.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const read = { served: answer ? await answer.text() : '', dom: await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`) };
  await page.close();
  return read;
}

/** Each page's DOM once the app has hydrated it, PAGES_AT_ONCE at a time in one browser (other hosts blocked: no test reaches the internet). */
async function hydratedPages(paths: readonly string[], targetDir: string): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-html-check-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext();
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const files = new Map<string, string[]>();
    const queue = [...paths];
    const hydrateNext = async (): Promise<void> => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const { served, dom } = await readDomWhenReady(context, server.baseUrl + (path === '/404.html' ? '/no-such-page' : path));
        const written: string[] = [];
        if (path === PICTURE_OF_THE_DAY_PATH) {
          // This page is drawn by the server with the feed (docs/decisions/026): its HTML as sent is checked too.
          written.push(join(targetDir, 'served-picture-of-the-day.html'));
          writeFileSync(written[0]!, served);
        }
        const file = join(targetDir, `hydrated${path === '/' ? '-home' : path.replace(/[/.]/g, '-')}.html`);
        writeFileSync(file, dom);
        files.set(path, [...written, file]);
      }
    };
    await Promise.all(Array.from({ length: PAGES_AT_ONCE }, hydrateNext));
    return paths.flatMap((path) => files.get(path) ?? []);
  } finally {
    await browser.close();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function runVnu(files: readonly string[]): Promise<VnuMessage[]> {
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  return new Promise((resolve, reject) => {
    // vnu exits 1 when it found errors; its JSON report is on stderr either way.
    // One short run: C2's compiling cost more than it saved (55 documents: 52-59 s at a load of 35, 10-22 s without it,
    // the same messages); the C1-compiled checker's deeper frames need a larger stack than its 512 KB minimum.
    execFile('java', ['-Xss16m', '-XX:TieredStopAtLevel=1', '-jar', jar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      try {
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(error ?? new Error(stderr));
      }
    });
  });
}

const pages = builtPages(clientDir);
const hydratedDir = mkdtempSync(join(tmpdir(), 'crg-hydrated-'));
try {
  const built = pages.map((page) => join(clientDir, page.path === '/' ? 'index.html' : page.path.endsWith('.html') ? page.path.slice(1) : `${page.path.slice(1)}/index.html`));
  const hydrateStarted = Date.now();
  const hydrated = await hydratedPages(pagesCoveringEveryIsland(pages).map((page) => page.path), hydratedDir);
  const checkStarted = Date.now();
  const documents = [...built, ...hydrated];
  const allErrors = (await runVnu(documents)).filter((message) => message.type === 'error');
  console.log(`  hydrated in ${((checkStarted - hydrateStarted) / 1000).toFixed(1)} s, checked in ${((Date.now() - checkStarted) / 1000).toFixed(1)} s`);
  const errors = allErrors.filter((error) => !CHECKER_GAPS.some((gap) => gap.message === error.message));
  for (const gap of CHECKER_GAPS) {
    const count = allErrors.filter((error) => error.message === gap.message).length;
    if (count > 0) console.log(`  ${count} × "${gap.message}" not counted: ${gap.why}`);
  }
  const name = (url: string) => {
    const file = fileURLToPath(url);
    return file.startsWith(hydratedDir) ? `${file.includes('served-') ? 'served' : 'hydrated DOM'}: ${relative(hydratedDir, file)}` : `built: ${relative(clientDir, file)}`;
  };
  for (const error of errors) console.error(`  ${name(error.url)}:${error.lastLine ?? '?'}  ${error.message}`);
  const failedFiles = new Set(errors.map((error) => error.url)).size;
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports/html-check.json'), JSON.stringify({ passed: documents.length - failedFiles, failed: failedFiles, errors: errors.length }));
  console.log(`HTML check (W3C Nu HTML Checker): ${documents.length} documents (${built.length} built, ${hydrated.length} hydrated), ${errors.length} errors`);
  process.exitCode = errors.length > 0 ? 1 : 0;
} finally {
  rmSync(hydratedDir, { recursive: true, force: true });
}
