/**
 * The comparison of issue 20's LCP budget: the same prerendered pages without JavaScript (every script element but
 * the structured data, and the module preloads), written to a throwaway copy of the built UI and precompressed the
 * same way, so the built server serves both in the same run with the same headers and encodings. What it costs a page
 * to become interactive is then the difference between the two.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compress } from '../../server/http/encoded-body.js';
import { PRECOMPRESSED_SUFFIXES } from '../../server/ui-hosting/precompressed-suffixes.js';
import { clientDir, root } from './built-site.js';

/**
 * Every script element but structured data (application/ld+json), which the browser never runs: the page without
 * JavaScript keeps it.
 */
const SCRIPT_ELEMENT = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/** The page's HTML without anything that runs. */
export const withoutScripts = (html: string) => html.replace(SCRIPT_ELEMENT, '').replace(MODULE_PRELOAD, '');

function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A copy of dist/client whose pages carry no script, with the build's server renderer beside it as `ssr/` (as
 * `dist/ssr` is beside `dist/client`), so the copy's /picture-of-the-day is rendered with the feed's photos like the
 * app's, from its scriptless template; `remove` deletes it.
 */
export function writeScriptlessSite(): { dir: string; remove: () => void } {
  const parent = mkdtempSync(join(tmpdir(), 'crg-scriptless-'));
  const dir = join(parent, 'client');
  // With their times: the server serves a .br or .gz copy only when it is not older than its file (server/ui-hosting).
  cpSync(clientDir, dir, { recursive: true, preserveTimestamps: true });
  symlinkSync(join(root, 'dist/ssr'), join(parent, 'ssr'), 'dir');
  for (const file of htmlFilesUnder(dir)) {
    const html = Buffer.from(withoutScripts(readFileSync(file, 'utf8')));
    writeFileSync(file, html);
    // Compressed as scripts/precompress.ts compresses the build's own pages.
    const copies = compress(html);
    for (const { coding, extension } of PRECOMPRESSED_SUFFIXES) writeFileSync(`${file}${extension}`, copies[coding]);
  }
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
