/**
 * The one script a page runs before its first paint (ui/public/consent-state.js, docs/decisions/049). The render
 * writes its text into each page's head instead of a `<script src>`, so the first paint waits for the HTML and the
 * site's one stylesheet only (docs/decisions/083).
 */
export const HEAD_SCRIPT_FILE = 'consent-state.js';

/**
 * The script at the end of a static page's body that loads the page's own script once the page has painted
 * (ui/public/page-start.js, docs/decisions/088). Its text is the same on every page; what it loads is named in the
 * tag's attributes, which the hash does not cover.
 */
export const PAGE_START_FILE = 'page-start.js';

/** The inline scripts of a build: the policy allows exactly their texts by their hashes, and no other inline script. */
export const INLINE_SCRIPT_FILES = [HEAD_SCRIPT_FILE, PAGE_START_FILE] as const;

/**
 * A script's text as pages carry it: the build's copy of the file without its comment lines and indentation, which
 * every page would repeat (these scripts hold no multi-line string, so the lines mean the same trimmed). The pages
 * (ui/page-document.ts) and the server's Content-Security-Policy (server/ui-hosting/head-script.ts) both take it from here.
 */
export function inlineScriptText(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !line.startsWith('//') && line !== '')
    .join('\n');
}

/** The tag a page's head carries the consent state in: the text exactly as its hash is taken. */
export function headScriptTag(source: string): string {
  return `<script>${inlineScriptText(source)}</script>`;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The tag that starts a static page after its first paint: the entry module, and the chunks it imports, to load then. */
export function pageStartTag(source: string, entry: string, chunks: readonly string[]): string {
  return `<script data-entry="${attribute(entry)}" data-chunks="${attribute(chunks.join(' '))}">${inlineScriptText(source)}</script>`;
}
