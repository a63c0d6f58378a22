import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The one script a page runs before its first paint (ui/public/consent-state.js, docs/decisions/049). The prerender
 * writes its text into each page's head instead of a `<script src>`, so the first paint waits for the HTML and the
 * site's one stylesheet only (docs/decisions/083); the policy allows exactly that text by its hash, and no other
 * inline script.
 */
export const HEAD_SCRIPT_FILE = 'consent-state.js';

/** The tag a page's head carries it in, from the build's copy of the file: its text exactly, as the hash is taken. */
export function inlineHeadScript(uiDir: string): string {
  return `<script>${readFileSync(join(uiDir, HEAD_SCRIPT_FILE), 'utf8')}</script>`;
}

/** The Content-Security-Policy source that allows the inline head script of this build; none when the build has no such file. */
export function headScriptSources(uiDir: string): string[] {
  const file = join(uiDir, HEAD_SCRIPT_FILE);
  if (!existsSync(file)) return [];
  return [`'sha256-${createHash('sha256').update(readFileSync(file)).digest('base64')}'`];
}
