/**
 * `npm run build`'s structured-data audit: every JSON-LD block of every prerendered page is checked against
 * the schema.org vocabulary and the site's markup rules (domain/seo/structured-data-audit.ts,
 * docs/decisions/076); a problem fails the build, naming the page and where in the block. The picture of the day,
 * which the server draws with the feed (docs/decisions/026), is audited as it is drawn with the bundled sample feed,
 * one page per photo: its image markup exists only there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { feedTextFromFile } from '../adapters/photo-feed/feed-text.js';
import { RssPhotoFeedSource } from '../adapters/photo-feed/rss-photo-feed-source.js';
import { CATALOGUE_SEED_FILE, parseCatalogueDocument } from '../domain/catalogue/catalogue-document.js';
import { LIVE_TEMPLATE_FILE, PICTURE_OF_THE_DAY_PATH } from '../domain/photo-feed/picture-of-the-day-page.js';
import { MAX_PHOTO_FEED_ITEMS } from '../domain/photo-feed/photo-feed-reader.js';
import { photoSearch } from '../domain/presentation/photo-carousel.js';
import { auditPageMarkup, type PageMarkup } from '../domain/seo/structured-data-audit.js';
import { markupOf } from '../adapters/site-audits/structured-data-markup.js';
import { SAMPLE_FEED_FILE } from '../server/photo-feed/sample-feed.js';
import { builtPages } from './built-pages.js';
import { schemaVocabulary } from '../adapters/site-audits/schema-vocabulary.js';

/** The picture of the day as the server draws it with the bundled sample feed, one page per photo. */
export async function sampleFeedPages(clientDir: string, render: typeof import('../ui/entry-server.js').renderPictureOfTheDay): Promise<PageMarkup[]> {
  const template = readFileSync(join(clientDir, PICTURE_OF_THE_DAY_PATH.slice(1), LIVE_TEMPLATE_FILE), 'utf8');
  const photos = await new RssPhotoFeedSource(feedTextFromFile(SAMPLE_FEED_FILE)).items(MAX_PHOTO_FEED_ITEMS);
  const pages: PageMarkup[] = [];
  for (const [index] of photos.entries()) {
    const path = `${PICTURE_OF_THE_DAY_PATH}${photoSearch(index)} (drawn with the sample feed)`;
    pages.push(markupOf({ path, html: await render(template, photoSearch(index), photos) }));
  }
  return pages;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const clientDir = join(root, 'dist/client');
  const vocabulary = schemaVocabulary();
  const { renderPictureOfTheDay } = (await import(pathToFileURL(join(root, 'dist/ssr/entry-server.js')).href)) as typeof import('../ui/entry-server.js');
  // The site's name the build rendered with: its settings record, written beside the pages (docs/decisions/101).
  const { settings } = parseCatalogueDocument(JSON.parse(readFileSync(join(clientDir, CATALOGUE_SEED_FILE), 'utf8')));
  const pages = [...builtPages(clientDir).map(markupOf), ...(await sampleFeedPages(clientDir, renderPictureOfTheDay))];
  const problems = pages.flatMap((page) => auditPageMarkup(page, vocabulary, settings.siteName));
  if (problems.length > 0) {
    console.error(`Structured-data audit: ${problems.length} problem(s) in the built pages:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const blocks = pages.reduce((sum, page) => sum + page.blocks.length, 0);
  console.log(`Structured-data audit: ${blocks} JSON-LD blocks of ${pages.length} pages are valid schema.org and follow the markup rules`);
}
