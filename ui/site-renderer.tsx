import type { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { CatalogueDocument } from '../domain/catalogue/catalogue-document.js';
import { CatalogueReader } from '../domain/catalogue/catalogue-reader.js';
import type { CatalogueLink, LinkPlacement, PlacedLink } from '../domain/clicks/link-catalogue.js';
import { PICTURE_OF_THE_DAY_PATH, type PictureOfTheDayRenderer } from '../domain/photo-feed/picture-of-the-day-page.js';
import type { PictureOfTheDayView } from '../domain/presentation/picture-of-the-day-view.js';
import { siteShellView, type SiteShellView } from '../domain/presentation/site-shell-view.js';
import type { TourPageContent } from '../domain/presentation/tour-page-view.js';
import { PHOTO_FEED_QUERY_KEY, photoFeedDataBlock } from './api/photo-feed.js';
import { createContainer } from './app-container.js';
import { RenderedLinks } from './components/rendered-links.js';
import type { IllustrationKind } from './content/illustrations.js';
import { FIXED_PAGES, NOT_FOUND_PAGE, sitePages, type PageEntry, type Screen } from '../domain/presentation/site-pages.js';
import { siteConfig } from './content/site-config.js';
import { isStaticPage } from './islands/static-pages.js';
import { PageDocuments, pageTemplateFileOf } from './page-document.js';
import { viewFor } from '../domain/presentation/screen-views.js';
import { createQueryClient } from './query-client.js';
import { Root } from './root.js';
import { lazyScreenFor } from './routes.js';
import { headHtml } from './seo/document-head.js';
import type { SiteRender } from './site-render.js';
import { siteShellDataBlock } from './site-shell-block.js';

/** What a page's social card shows, drawn at build time (scripts/og-images.ts, docs/decisions/007). */
export interface OgCard {
  readonly target: string;
  readonly title: string;
  readonly subtitle: string;
  readonly illustration: IllustrationKind;
}

/** One page rendered from the catalogue's records (docs/decisions/101). */
export interface RenderedPage {
  readonly path: string;
  /** Where the page is served from: '/tours' → 'tours/index.html', the 404 page → '404.html'. */
  readonly file: string;
  /** The whole HTML document, as `npm run build` writes it. */
  readonly html: string;
  /** What the page read of the catalogue ('tours/<id>', 'hotels/*'): a change to any of it re-renders the page (pageReadsChange). */
  readonly reads: string[];
  /** Where this page shows each partner link (docs/decisions/092). */
  readonly placements: PlacedLink[];
  /** The partner links it draws (docs/decisions/067), each as often as drawn. */
  readonly links: CatalogueLink[];
  readonly ogCard?: OgCard;
  /** Listed in sitemap.xml: public, indexable, at its canonical path. */
  readonly sitemapPath?: string;
  /** The picture of the day's document with its body left to fill, which the server draws with the feed (LIVE_TEMPLATE_FILE). */
  readonly liveTemplate?: string;
  /** The source modules of the page's screen (ui/routes.tsx): the build dates the sitemap's entry by their history. */
  readonly screenModules: readonly string[];
}

export interface SiteRenderer {
  /** Every path the records give a page to (the fixed pages, one per page record, and '*' for the 404 page), in the build's order. */
  pagePaths(document: CatalogueDocument): string[];
  /** Renders these paths (default: all) exactly as `npm run build` writes them: the whole HTML document. */
  render(document: CatalogueDocument, paths?: readonly string[]): Promise<RenderedPage[]>;
}

/** The illustration of each screen's social card; destination and activity pages use their hero's. */
const CARD_ILLUSTRATION: Readonly<Partial<Record<Screen, IllustrationKind>>> = {
  home: 'volcano',
  tours: 'zipline',
  'real-estate': 'property',
  'travel-essentials': 'beach',
  'gift-store': 'food-culture',
  coffee: 'coffee',
  'picture-of-the-day': 'photography',
  privacy: 'rainforest',
  terms: 'rainforest',
};

function ogCardFor(page: PageEntry, view: SiteRender['view']): OgCard | undefined {
  if (!page.seo.ogImage?.startsWith('/og/')) return undefined;
  const illustration =
    page.screen === 'destination' || page.screen === 'activity' ? ((view as TourPageContent).heroIllustration as IllustrationKind) : (CARD_ILLUSTRATION[page.screen] ?? 'volcano');
  return { target: page.seo.ogImage, title: page.heading, subtitle: page.seo.description, illustration };
}

/** `links` collects the partner links drawn (the build's catalogue); a page rendered by the server collects none. */
async function renderWith(queryClient: QueryClient, path: string, site: SiteRender, links?: { add(link: CatalogueLink, placement: LinkPlacement): void }): Promise<string> {
  try {
    // React's static prerender waits for every lazy screen and all data a page suspends on, so the HTML holds the whole
    // page (docs/architecture.md §4), unlike renderToString, which would write the Suspense fallback.
    const { prelude } = await prerenderToNodeStream(
      <RenderedLinks.Provider value={links}>
        <Root container={createContainer()} queryClient={queryClient} router={(app) => <StaticRouter location={path}>{app}</StaticRouter>} site={site} />
      </RenderedLinks.Provider>,
      // A boundary whose screen suspended is written in place once it resolves, however large: left
      // to its default, React moves large ones behind an inline script, which the Content Security
      // Policy (script-src 'self') would block.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    // Queries the page declared hold garbage-collection timers (an hour for the home images): drop
    // them, or the build process would wait for them.
    queryClient.clear();
  }
}

const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** The 404 page is written once, as 404.html, rendered at an address no page has. */
const NOT_FOUND_FILE = '404.html';
const NOT_FOUND_RENDERED_AT = '/404-page-not-found';

/** The page entries of a catalogue, and the 404 page last. */
const entriesOf = (reader: CatalogueReader): PageEntry[] => [...sitePages(reader), NOT_FOUND_PAGE];

/**
 * What the server needs to draw the picture of the day later, without the catalogue: the shell and the page's view,
 * carried in the page's live template as a data block (its own line before </body>), taken out before the page is served.
 */
interface LivePageData {
  readonly shell: SiteShellView;
  readonly view: PictureOfTheDayView;
}
const LIVE_PAGE_DATA = /\n?\s*<script type="application\/json" id="live-page-data">(.*?)<\/script>/;
const withLivePageData = (document: string, data: LivePageData) =>
  document.replace('</body>', () => `  <script type="application/json" id="live-page-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>\n  </body>`);

/**
 * The renderer of the site (issue 36 point 3, docs/decisions/101): every page drawn from a catalogue document, each
 * through its own CatalogueReader, so each page says what it read. `npm run build` (scripts/prerender.ts) renders all
 * pages of the seed with it; the server renders the pages a published change reaches.
 */
export async function createSiteRenderer(clientDir: string): Promise<SiteRenderer> {
  const documents = PageDocuments.read(clientDir, pageTemplateFileOf(clientDir));

  async function renderPage(document: CatalogueDocument, path: string): Promise<RenderedPage> {
    const reader = new CatalogueReader(document);
    const shell = siteShellView(reader);
    const page = entriesOf(reader).find((entry) => entry.path === path);
    if (page === undefined) throw new Error(`The catalogue gives no page the path ${path}`);
    const view = viewFor(page, reader);
    const site: SiteRender = { shell, page, view };
    const notFound = page === NOT_FOUND_PAGE;
    const renderedPath = notFound ? NOT_FOUND_RENDERED_AT : page.path;
    const links: CatalogueLink[] = [];
    const placements: PlacedLink[] = [];
    const body =
      page.rendering === 'prerendered'
        ? await renderWith(createQueryClient(), renderedPath, site, {
            add: (link, placement) => {
              links.push(link);
              placements.push({ linkId: link.id, page: renderedPath, ...placement });
            },
          })
        : '';
    const screenModules = lazyScreenFor(page)?.modules ?? [];
    const { html, unfilled } = documents.documentOf({
      path: page.path,
      head: headHtml(page.seo, { mainDomain: siteConfig.mainDomain, siteName: shell.siteName }),
      body,
      staticPage: isStaticPage(page),
      screenModules,
      // A page the browser renders carries its header's and footer's view (ui/site-shell-block.ts).
      ...(page.rendering === 'client-only' ? { dataBlocks: [siteShellDataBlock(shell)] } : {}),
    });
    const ogCard = ogCardFor(page, view);
    return {
      path: page.path,
      file: notFound ? NOT_FOUND_FILE : fileFor(page.path),
      html,
      reads: [...reader.log],
      placements,
      links,
      ...(ogCard === undefined ? {} : { ogCard }),
      ...(page.rendering === 'prerendered' && !page.seo.noindex ? { sitemapPath: page.seo.canonicalPath } : {}),
      ...(page.path === PICTURE_OF_THE_DAY_PATH ? { liveTemplate: withLivePageData(unfilled, { shell, view: view as PictureOfTheDayView }) } : {}),
      screenModules,
    };
  }

  const pagePaths = (document: CatalogueDocument) => entriesOf(new CatalogueReader(document)).map((page) => page.path);
  return {
    pagePaths,
    async render(document, paths) {
      const rendered: RenderedPage[] = [];
      // One at a time, in order: the pages share the lazy screens' chunks, and the build's output keeps its order.
      for (const path of paths ?? pagePaths(document)) rendered.push(await renderPage(document, path));
      return rendered;
    },
  };
}

/**
 * The picture of the day as the server serves it (docs/decisions/026): the feed's photos drawn into the page, the
 * photo the address names in the frame, and the photos handed on to the browser so hydration draws the same. The
 * server calls this once per feed read and photo, with the build's template of the page (LIVE_TEMPLATE_FILE), which
 * carries the shell and the page's view the render read from the catalogue.
 */
export const renderPictureOfTheDay: PictureOfTheDayRenderer = async (template, search, photos) => {
  const carried = LIVE_PAGE_DATA.exec(template);
  if (!carried) throw new Error('The picture of the day\'s live template carries no page data: build the site again (`npm run build`)');
  const { shell, view } = JSON.parse(carried[1]!) as LivePageData;
  const page = FIXED_PAGES.find((entry) => entry.path === PICTURE_OF_THE_DAY_PATH)!;
  const queryClient = createQueryClient();
  queryClient.setQueryData(PHOTO_FEED_QUERY_KEY, photos);
  const body = await renderWith(queryClient, `${PICTURE_OF_THE_DAY_PATH}${search}`, { shell, page, view });
  return template
    .replace(LIVE_PAGE_DATA, '')
    .replace('<!--app-html-->', () => body)
    .replace('</body>', () => `  ${photoFeedDataBlock(photos)}\n  </body>`);
};
