import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEAD_SCRIPT_FILE, PAGE_START_FILE } from '../../domain/navigation/inline-scripts.js';

/**
 * What a rendered page depends on in its build besides the records: the hashed asset names of Vite's manifest (scripts,
 * the stylesheet, chunks), and the two inline scripts whose hashes the Content-Security-Policy allows.
 */
const BUILD_FILES = ['.vite/manifest.json', HEAD_SCRIPT_FILE, PAGE_START_FILE];

/**
 * The id of the build in `uiDir` (docs/decisions/102): the same for the same build on every server, another one as soon
 * as a page rendered for one build could name an asset or an inline script the other lacks. A publication is served
 * only by servers of its build.
 */
export function buildIdOf(uiDir: string): string {
  const hash = createHash('sha256');
  for (const file of BUILD_FILES) {
    let bytes: Buffer | undefined;
    try {
      bytes = readFileSync(join(uiDir, file));
    } catch {
      bytes = undefined;
    }
    // Each file's name and length go in first, so a file missing in one build and empty in another do not agree.
    hash.update(`${file}\0${bytes?.length ?? -1}\0`);
    if (bytes) hash.update(bytes);
  }
  return hash.digest('base64url').slice(0, 16);
}
