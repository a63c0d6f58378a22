/**
 * Writes the static HTML of every route (docs/architecture.md §4): the client build's index.html is
 * the template; each page gets its own <head> tags and, for public routes, its rendered markup. A static
 * page loads its script after its first paint (docs/decisions/088); the other pages preload their screen's chunks.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { robotsTxt, sitemapXml } from '../domain/seo/sitemap.js';
import { SPECULATION_RULES_PATH, speculationRules } from '../domain/navigation/speculation-rules.js';
import { MARKETPLACE_CATALOGUE_FILE, writeMarketplaceCatalogue } from '../adapters/marketplace/marketplace-catalogue-file.js';
import { CATALOGUE_SEED_FILE } from '../domain/catalogue/catalogue-document.js';
import { contentFilesOf, lastCommitDate } from './content-dates.js';
import { writeOgImage } from './og-images.js';
import { chunkAssets, type ViteManifest } from './vite-manifest.js';
import { LIVE_TEMPLATE_FILE, PICTURE_OF_THE_DAY_PATH } from '../domain/photo-feed/picture-of-the-day-page.js';
import { PHOTO_FEED_PATH } from '../domain/api-paths.js';
import { HYDRATE_ATTRIBUTE, ISLAND_ATTRIBUTE } from '../ui/islands/island-markers.js';
import { FIRST_PAINT_LINK, STATIC_PAGE_ATTRIBUTE } from '../ui/islands/static-pages.js';
import { ISLANDS_PRELOADED_ON_START } from '../ui/islands/island-preloads.js';
import { HEAD_SCRIPT_FILE, inlineHeadScript, inlinePageStart } from '../server/ui-hosting/head-script.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(root, 'dist/client');
const builtTemplate = readFileSync(join(clientDir, 'index.html'), 'utf8');
if (!builtTemplate.includes('<!--app-html-->')) {
  // The home page is written over the template: a second prerender needs a fresh client build.
  throw new Error('dist/client/index.html is not the client build\'s template: run `npm run build:ui` before `npm run prerender`');
}
// The head script runs before the first paint: its text goes into the page, allowed by its hash (server/ui-hosting/head-script.ts).
const headScriptTag = `<script src="/${HEAD_SCRIPT_FILE}"></script>`;
if (!builtTemplate.includes(headScriptTag)) throw new Error(`ui/index.html no longer loads ${headScriptTag}: update scripts/prerender.ts, which writes its text into each page`);
// The site's one stylesheet goes first in the head, ahead of the page's metadata and module preloads: it is what the
// first paint waits for (docs/decisions/083).
const stylesheetTag = /<link rel="stylesheet"[^>]*>\n?\s*/.exec(builtTemplate)?.[0];
if (!stylesheetTag) throw new Error('The client build links no stylesheet: ui/vite.config.ts should write one (cssCodeSplit off)');
const template = builtTemplate.replace(stylesheetTag, '').replace(headScriptTag, () => `${stylesheetTag.trim()}\n    ${inlineHeadScript(clientDir)}`);
// The browser's entry (ui/main.tsx). A static page does not name it in its head: the script at the end of its body loads
// it once the page has painted (docs/decisions/088); the other pages (/admin) keep Vite's module script.
const entryScriptTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/.exec(template);
if (!entryScriptTag) throw new Error('The client build\'s template loads no module script: scripts/prerender.ts expects ui/main.tsx as its entry');
// The chunks the entry imports, which Vite preloads from the template's head: a static page names them to load with it.
const entryPreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g)];
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;

const { prerenderAll, linkCatalogue, siteConfig, HOME_MARKETPLACE_TOURS, catalogueSeedJson } = (await import(pathToFileURL(join(root, 'dist/ssr/entry-server.js')).href)) as typeof import('../ui/entry-server.js');

/** The browser's whole app (ui/full-app.tsx), which ui/main.tsx loads on every page that is not static. */
const FULL_APP_MODULE = 'full-app.tsx';
/** The island loader (ui/islands/island-loader.ts), which ui/main.tsx loads on a static page (no chunk of its own when the build puts it in the entry's 'site' chunk). */
const ISLAND_LOADER_MODULE = 'islands/island-loader.ts';

/** The islands of a page's markup that hydrate at load: their chunks are preloaded with the page (docs/decisions/083). */
function loadIslandModules(body: string): string[] {
  const names = [...body.matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([a-z-]+)" ${HYDRATE_ATTRIBUTE}="load"`, 'g'))].map((match) => match[1]!);
  // The site-wide islands have no chunk of their own: they come with the loader (ui/islands/island-registry.ts).
  return [...new Set(names)].map((name) => `islands/${name}-island.tsx`).filter((module) => module in manifest);
}

/**
 * An island that waits for the visitor has its imports requested at once when it starts (ui/islands/island-preloads.ts,
 * docs/decisions/090): a page that has one the list leaves out stops the build, naming it.
 */
function checkWaitingIslandsPreloaded(path: string, body: string): void {
  for (const [, name] of body.matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([a-z-]+)" ${HYDRATE_ATTRIBUTE}="interaction"`, 'g'))) {
    if (!ISLANDS_PRELOADED_ON_START.has(name!)) {
      throw new Error(`${path}: island "${name}" waits for the visitor's interaction but its imports are not preloaded when it starts; add it to ISLANDS_PRELOADED_ON_START in ui/islands/island-preloads.ts`);
    }
  }
}

const pages = await prerenderAll();
for (const page of pages) {
  if (page.staticPage) checkWaitingIslandsPreloaded(page.path, page.body);
  // Every page is styled by the site's one stylesheet, which the template links already (ui/vite.config.ts).
  const { js } = page.staticPage
    ? chunkAssets(manifest, [ISLAND_LOADER_MODULE, ...loadIslandModules(page.body)].filter((module) => module in manifest))
    : chunkAssets(manifest, [FULL_APP_MODULE, ...page.screenModules]);
  const links = page.staticPage ? [FIRST_PAINT_LINK] : js.map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`);
  // Replacer functions: a string replacement would read '$$' in the page ('$$$$' hotels) as a pattern.
  const withHead = template.replace('<!--app-head-->', () => [page.head, ...links].join('\n    '));
  const document = page.staticPage
    ? withHead
        .replace(entryScriptTag[0], '')
        .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\n?\s*/g, '')
        .replace('<div id="root">', () => `<div id="root" ${STATIC_PAGE_ATTRIBUTE}>`)
        .replace('</body>', () => `  ${inlinePageStart(clientDir, entryScriptTag[1]!, [...entryPreloads.map((preload) => preload[1]!), ...js.map((href) => `/${href}`)])}\n  </body>`)
    : withHead;
  const html = document.replace('<!--app-html-->', () => page.body);
  const target = join(clientDir, page.file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
  // The picture of the day is drawn by the server from the feed it reads (docs/decisions/026): it gets the page's
  // document with its head and assets, and its body left to fill. The prerendered page above is what the server
  // sends when the feed cannot be read: the browser then loads the photos, or says they are unavailable.
  if (page.path === PICTURE_OF_THE_DAY_PATH) writeFileSync(join(dirname(target), LIVE_TEMPLATE_FILE), document);
}

// Social cards, drawn once per canonical page (docs/decisions/007).
const cards = new Map(pages.flatMap((page) => (page.ogCard ? [[page.ogCard.target, page.ogCard] as const] : [])));
for (const card of cards.values()) {
  await writeOgImage({ title: card.title, subtitle: card.subtitle, illustration: card.illustration, target: join(clientDir, card.target) });
}

// sitemap.xml and robots.txt from the same route list (the admin page and the API are closed).
// Each page dated by the last change to its content (scripts/content-dates.ts).
const sitemapEntries = pages.flatMap((page) =>
  page.sitemapPath ? [{ path: page.sitemapPath, lastModified: lastCommitDate(root, contentFilesOf(root, page.screenModules)) }] : [],
);
const sitemapPaths = sitemapEntries.map((entry) => entry.path);
// docs/decisions/067: the partner links the server accepts click reports for (server/clicks/link-catalogue-file.ts).
writeFileSync(join(clientDir, 'link-catalogue.json'), linkCatalogue());
writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(sitemapEntries, siteConfig.mainDomain));
// The rules the Speculation-Rules header of every page names (docs/decisions/080-instant-navigation.md).
writeFileSync(join(clientDir, SPECULATION_RULES_PATH.slice(1)), JSON.stringify(speculationRules()));
// The picture of the day arrives drawn, but loads its feed itself after client navigation or when the server could not read it.
writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(['/admin', '/api/'], siteConfig.mainDomain, [PHOTO_FEED_PATH]));

// docs/decisions/057: the tours the server's marketplace look-up may ask about, as this build's pages send them.
writeMarketplaceCatalogue(join(clientDir, MARKETPLACE_CATALOGUE_FILE), HOME_MARKETPLACE_TOURS);

// Issue 36, docs/decisions/099: today's catalogue as the store's rows (checked whole; the build stops on any problem),
// sorted so the same content always writes the same file. The server seeds its catalogue store from it at first start.
writeFileSync(join(clientDir, CATALOGUE_SEED_FILE), await catalogueSeedJson());

console.log(`Prerendered ${pages.length} pages, ${cards.size} social cards and a sitemap of ${new Set(sitemapPaths).size} pages into dist/client`);
