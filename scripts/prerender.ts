/**
 * Writes the whole site into dist/client from the catalogue's seed (docs/architecture.md §4, docs/decisions/101):
 * every page rendered from catalogue/seed.json by the server bundle's renderer (ui/site-renderer.tsx, the one a running
 * server publishes with), then the social cards, the sitemap, robots.txt, the link catalogue, the marketplace's tour
 * list and the seed's rows for the server's store.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { MARKETPLACE_CATALOGUE_FILE, writeMarketplaceCatalogue } from '../adapters/marketplace/marketplace-catalogue-file.js';
import { PHOTO_FEED_PATH } from '../domain/api-paths.js';
import { CATALOGUE_SEED_FILE, catalogueRecordsJson, catalogueRecordsOf } from '../domain/catalogue/catalogue-document.js';
import { CatalogueReader } from '../domain/catalogue/catalogue-reader.js';
import { LinkCatalogue } from '../domain/clicks/link-catalogue.js';
import { SPECULATION_RULES_PATH, speculationRules } from '../domain/navigation/speculation-rules.js';
import { LIVE_TEMPLATE_FILE } from '../domain/photo-feed/picture-of-the-day-page.js';
import { homePageView } from '../domain/presentation/home-page-view.js';
import { robotsTxt, sitemapXml } from '../domain/seo/sitemap.js';
import { buildDocument, readSeedDocument, SEED_DOCUMENT_FILE } from './catalogue-seed.js';
import { contentFilesOf, lastCommitDate } from './content-dates.js';
import { writeOgImage } from './og-images.js';
import { sha256Digest } from '../adapters/crypto/sha256-digest.js';
import { pageDigest, publishedPageOf } from '../domain/publishing/site-publisher.js';
import { siteStateFileOf } from '../adapters/filesystem/site-state-file.js';
import type { SiteState } from '../domain/publishing/site-publication.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(root, 'dist/client');
const server = (await import(pathToFileURL(join(root, 'dist/ssr/entry-server.js')).href)) as typeof import('../ui/entry-server.js');
const { createSiteRenderer, isPageTemplate, pageTemplateFileOf, publishedRenderingOf, siteConfig } = server;

// The home page is written over the client build's template (dist/client/index.html): a fresh client build's template is
// kept beside the server bundle first, where every later render reads it (a second prerender, a publish).
const builtIndex = join(clientDir, 'index.html');
const templateCopy = pageTemplateFileOf(clientDir);
if (isPageTemplate(readFileSync(builtIndex, 'utf8'))) copyFileSync(builtIndex, templateCopy);
else if (!existsSync(templateCopy)) throw new Error(`dist/client/index.html is not the client build's template and ${templateCopy} is missing: run \`npm run build:ui\` before \`npm run prerender\``);

// The seed, checked whole (a problem stops the build, naming each), with the build-time partner ids the environment sets
// over its settings record (ui/build-settings-schema.ts, docs/decisions/095).
const document = buildDocument(readSeedDocument(root), loadEnv('production', join(root, 'ui'), 'VITE_'));
const renderer = await createSiteRenderer(clientDir);
const pages = await renderer.render(document);
for (const page of pages) {
  const target = join(clientDir, page.file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, page.html);
  // The picture of the day is drawn by the server from the feed it reads (docs/decisions/026): it gets the page's
  // document with its head and assets, and its body left to fill. The prerendered page above is what the server
  // sends when the feed cannot be read: the browser then loads the photos, or says they are unavailable.
  if (page.liveTemplate !== undefined) writeFileSync(join(dirname(target), LIVE_TEMPLATE_FILE), page.liveTemplate);
}

// Social cards, drawn once per canonical page (docs/decisions/007).
const cards = new Map(pages.flatMap((page) => (page.ogCard ? [[page.ogCard.target, page.ogCard] as const] : [])));
for (const card of cards.values()) {
  await writeOgImage({ title: card.title, subtitle: card.subtitle, illustration: card.illustration, target: join(clientDir, card.target) });
}

/**
 * What dates a page in the sitemap (docs/decisions/076): its screen's modules and the copy they import, and the seed
 * when the page shows records of its own. The shell's reads (every page's menus and contacts: the page records' list
 * and the settings) do not date a page, as the shared configuration never did (scripts/content-dates.ts).
 */
const SHELL_READS = new Set(['pages/*', 'settings/site']);
const showsRecords = (reads: readonly string[]) => reads.some((read) => !SHELL_READS.has(read));
const sitemapEntries = pages.flatMap((page) =>
  page.sitemapPath
    ? [{ path: page.sitemapPath, lastModified: lastCommitDate(root, [...contentFilesOf(root, page.screenModules), ...(showsRecords(page.reads) ? [SEED_DOCUMENT_FILE] : [])]) }]
    : [],
);
const sitemapPaths = sitemapEntries.map((entry) => entry.path);
// docs/decisions/105: the site as this build drew it, for the server's first publish: the seed's records (version 1, as the
// store's first seeding gives them) and what each page read, links and shows beside its HTML, with its digest and date.
const lastModifiedOf = new Map(sitemapEntries.map((entry) => [entry.path, entry.lastModified]));
const siteState: SiteState = {
  records: catalogueRecordsOf(document).map((record) => ({ ...record, version: 1 })),
  pages: pages.map((page) => {
    const rendering = publishedRenderingOf(page);
    return publishedPageOf(rendering, pageDigest(rendering, sha256Digest), page.sitemapPath === undefined ? undefined : lastModifiedOf.get(page.sitemapPath));
  }),
};
writeFileSync(siteStateFileOf(clientDir), JSON.stringify(siteState));
// docs/decisions/067, 092: the partner links the server accepts click reports for (server/clicks/link-catalogue-file.ts):
// every partner link the pages drew, every page of the site, and where each page shows each link.
const sitePaths = renderer.pagePaths(document).filter((path) => path !== '*');
writeFileSync(join(clientDir, 'link-catalogue.json'), new LinkCatalogue(pages.flatMap((page) => page.links), sitePaths, pages.flatMap((page) => page.placements)).toJson());
writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(sitemapEntries, siteConfig.mainDomain));
// The rules the Speculation-Rules header of every page names (docs/decisions/080-instant-navigation.md).
writeFileSync(join(clientDir, SPECULATION_RULES_PATH.slice(1)), JSON.stringify(speculationRules()));
// The picture of the day arrives drawn, but loads its feed itself after client navigation or when the server could not read it.
writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(['/admin', '/api/'], siteConfig.mainDomain, [PHOTO_FEED_PATH]));

// docs/decisions/057: the tours the server's marketplace look-up may ask about, as this build's home page sends them.
const home = document.pages.find((page) => page.kind === 'home');
if (home === undefined) throw new Error(`${SEED_DOCUMENT_FILE} has no home page`);
writeMarketplaceCatalogue(join(clientDir, MARKETPLACE_CATALOGUE_FILE), homePageView(new CatalogueReader(document), home.id).marketplaceTours);

// Issue 36, docs/decisions/098: the records this build rendered as the store's rows, sorted so the same content always
// writes the same file. The server seeds its catalogue store from it at first start.
writeFileSync(join(clientDir, CATALOGUE_SEED_FILE), catalogueRecordsJson(document));

console.log(`Prerendered ${pages.length} pages, ${cards.size} social cards and a sitemap of ${new Set(sitemapPaths).size} pages into dist/client`);
