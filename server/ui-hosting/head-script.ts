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

/** The script's text as pages carry it: the build's copy of the file without its comment lines, which every page would repeat. */
function headScriptText(uiDir: string): string {
  return readFileSync(join(uiDir, HEAD_SCRIPT_FILE), 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//') && line.trim() !== '')
    .join('\n');
}

/** The tag a page's head carries it in: the text exactly as its hash is taken. */
export function inlineHeadScript(uiDir: string): string {
  return `<script>${headScriptText(uiDir)}</script>`;
}

/** The Content-Security-Policy source that allows the inline head script of this build; none when the build has no such file. */
export function headScriptSources(uiDir: string): string[] {
  if (!existsSync(join(uiDir, HEAD_SCRIPT_FILE))) return [];
  return [`'sha256-${createHash('sha256').update(headScriptText(uiDir)).digest('base64')}'`];
}
