/**
 * `npm test`'s HTML check (issue 18 point 7): the W3C Nu HTML Checker (the vnu-jar package, on the
 * machine's Java 17) over every built page and over the hydrated DOM of every page as Chromium holds it
 * after the app has run, in one JVM run. Prints each error with its page and line, writes
 * reports/html-check.json ({ passed, failed } documents) and exits non-zero on any error.
 *
 *   npx tsx scripts/html-check.ts          (needs `npm run build`)
 */
import { chromium } from '@playwright/test';
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages } from './built-pages.js';
import { PICTURE_OF_THE_DAY_PATH } from '../domain/photo-feed/picture-of-the-day-page.js';

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

/** Each page's DOM once the app has hydrated it (other hosts blocked: no test reaches the internet). */
async function hydratedPages(paths: readonly string[], targetDir: string): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-html-check-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const files: string[] = [];
    for (const path of paths) {
      const answer = await page.goto(server.baseUrl + (path === '/404.html' ? '/no-such-page' : path), { waitUntil: 'networkidle' });
      if (path === PICTURE_OF_THE_DAY_PATH && answer) {
        // This page is drawn by the server with the feed (docs/decisions/026): its HTML as sent is checked too.
        const served = join(targetDir, 'served-picture-of-the-day.html');
        writeFileSync(served, await answer.text());
        files.push(served);
      }
      const html = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
      const file = join(targetDir, `hydrated${path === '/' ? '-home' : path.replace(/[/.]/g, '-')}.html`);
      writeFileSync(file, html);
      files.push(file);
    }
    return files;
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
    execFile('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
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
  const hydrated = await hydratedPages(pages.map((page) => page.path), hydratedDir);
  const documents = [...built, ...hydrated];
  const allErrors = (await runVnu(documents)).filter((message) => message.type === 'error');
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
