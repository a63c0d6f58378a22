/** The prerendered pages of a client build folder, as the build's audits read them. */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { LIVE_TEMPLATE_FILE } from '../domain/photo-feed/picture-of-the-day-page.js';
import type { BuiltPage } from '../domain/publishing/page-audits.js';
import { ISLAND_ATTRIBUTE } from '../ui/islands/island-markers.js';
import { STATIC_PAGE_ATTRIBUTE } from '../ui/islands/static-pages.js';

/** The prerendered pages under a client build folder: 'tours/index.html' → '/tours'. */
export function builtPages(clientDir: string): BuiltPage[] {
  // The picture of the day's template is a page without its body, which the server fills (docs/decisions/026).
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && basename(file) !== LIVE_TEMPLATE_FILE);
  return files.map((file) => {
    const path = `/${relative(clientDir, join(clientDir, file)).split(sep).join('/')}`.replace(/\/?index\.html$/, '') || '/';
    return { path, html: readFileSync(join(clientDir, file), 'utf8') };
  });
}


/** The islands a built page's markup names (`data-island="…"`), in their order of first appearance. */
function islandsOf(html: string): string[] {
  return [...new Set([...html.matchAll(new RegExp(`\\s${ISLAND_ATTRIBUTE}="([^"]+)"`, 'g'))].map((match) => match[1]!))];
}

/**
 * The pages whose hydrated DOM the HTML check reads (docs/decisions/146): the app's pages (no static-page root: their
 * markup is drawn in the browser), and of the static pages, in order, each that names an island no page chosen before
 * it names, so every island's hydrated markup is read once. What an island draws depends on its kind, not its page
 * (the pages' own markup is checked as built); a static page whose islands are all read elsewhere adds nothing.
 */
export function pagesCoveringEveryIsland(pages: readonly BuiltPage[]): BuiltPage[] {
  const covered = new Set<string>();
  return pages.filter((page) => {
    if (!page.html.includes(`<div id="root" ${STATIC_PAGE_ATTRIBUTE}`)) return true;
    const fresh = islandsOf(page.html).filter((island) => !covered.has(island));
    for (const island of fresh) covered.add(island);
    return fresh.length > 0;
  });
}
