import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createContainer } from './app-container.js';
import { createQueryClient } from './query-client.js';
import { Root } from './root.js';
import type { IllustrationKind } from './content/illustrations.js';
import { NOT_FOUND_PAGE, PAGES, type PageEntry, type Screen } from './content/pages.js';
import { tourPageContentLoader } from './content/tour-pages/tour-page-loaders.js';
import { headHtml } from './seo/document-head.js';
import { siteConfig } from './content/site-config.js';
import { HOME_MARKETPLACE_TOURS } from './content/home.js';
import { lazyScreenFor } from './routes.js';
import { isStaticPage } from './islands/static-pages.js';
import { LinkCatalogue, type CatalogueLink, type LinkPlacement, type PlacedLink } from '../domain/clicks/link-catalogue.js';
import { RenderedLinks } from './components/rendered-links.js';
import { PICTURE_OF_THE_DAY_PATH, type PictureOfTheDayRenderer } from '../domain/photo-feed/picture-of-the-day-page.js';
import { PHOTO_FEED_QUERY_KEY, photoFeedDataBlock } from './api/photo-feed.js';
import type { QueryClient } from '@tanstack/react-query';
import { catalogueRecordsJson } from '../domain/catalogue/catalogue-document.js';
import { todaysCatalogueDocument } from './content/catalogue/catalogue-document.js';
import './styles/theme.css.js';

export { siteConfig, PAGES, HOME_MARKETPLACE_TOURS, todaysCatalogueDocument };

/**
 * Today's catalogue as the store's rows, records and keys sorted (issue 36, docs/decisions/096): the build writes it to
 * dist/client/catalogue-seed.json, which the server seeds its catalogue store from at first start.
 */
export async function catalogueSeedJson(): Promise<string> {
  return catalogueRecordsJson(await todaysCatalogueDocument());
}

export interface PrerenderedPage {
  /** Where the page is served from: '/tours' → 'tours/index.html'. */
  readonly file: string;
  readonly path: string;
  readonly head: string;
  /** Empty for client-only routes: the browser renders them. */
  readonly body: string;
  /** The source modules of the page's own screen chunk (ui/routes.tsx), for its stylesheets and modulepreload tags. */
  readonly screenModules: readonly string[];
  /** Static HTML whose islands alone hydrate (docs/decisions/083); else the whole app hydrates. */
  readonly staticPage: boolean;
  /** What the page's social card shows, when it has one drawn at build time (ui/content/og-images.ts). */
  readonly ogCard?: { readonly target: string; readonly title: string; readonly subtitle: string; readonly illustration: IllustrationKind };
  /** Listed in sitemap.xml: public, indexable, at its canonical path. */
  readonly sitemapPath?: string;
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

async function ogCardFor(page: PageEntry): Promise<PrerenderedPage['ogCard']> {
  if (!page.seo.ogImage?.startsWith('/og/')) return undefined;
  const illustration =
    page.screen === 'destination' || page.screen === 'activity'
      ? (await tourPageContentLoader(page.path).load()).heroIllustration
      : (CARD_ILLUSTRATION[page.screen] ?? 'volcano');
  return { target: page.seo.ogImage, title: page.heading, subtitle: page.seo.description, illustration };
}

/**
 * React's static prerender waits for every lazy screen and all data a page suspends on, so the
 * HTML holds the whole page (docs/architecture.md §4), unlike renderToString, which would write the
 * Suspense fallback.
 */
/** Every partner link the prerender drew, on any page, and where each page drew it (docs/decisions/067, 092). */
const renderedLinks: CatalogueLink[] = [];
const renderedPlacements: PlacedLink[] = [];

async function render(path: string): Promise<string> {
  return renderWith(createQueryClient(), path, {
    add: (link, placement) => {
      renderedLinks.push(link);
      renderedPlacements.push({ linkId: link.id, page: path, ...placement });
    },
  });
}

/** `links` collects the partner links drawn (the build's catalogue); a page rendered by the server collects none. */
async function renderWith(queryClient: QueryClient, path: string, links?: { add(link: CatalogueLink, placement: LinkPlacement): void }): Promise<string> {
  try {
    const { prelude } = await prerenderToNodeStream(
      <RenderedLinks.Provider value={links}>
        <Root container={createContainer()} queryClient={queryClient} router={(app) => <StaticRouter location={path}>{app}</StaticRouter>} />
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

/**
 * The picture of the day as the server serves it (docs/decisions/026): the feed's photos drawn into the page, the
 * photo the address names in the frame, and the photos handed on to the browser so hydration draws the same.
 * The server calls this once per feed read and photo, with the build's template of the page (LIVE_TEMPLATE_FILE).
 */
export const renderPictureOfTheDay: PictureOfTheDayRenderer = async (template, search, photos) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(PHOTO_FEED_QUERY_KEY, photos);
  const body = await renderWith(queryClient, `${PICTURE_OF_THE_DAY_PATH}${search}`);
  return template.replace('<!--app-html-->', () => body).replace('</body>', () => `  ${photoFeedDataBlock(photos)}\n  </body>`);
};

const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

async function prerenderPage(page: PageEntry, file: string, renderedPath: string): Promise<PrerenderedPage> {
  return {
    file,
    path: page.path,
    head: headHtml(page.seo, siteConfig.mainDomain),
    body: page.rendering === 'prerendered' ? await render(renderedPath) : '',
    screenModules: lazyScreenFor(page)?.modules ?? [],
    staticPage: isStaticPage(page),
    ogCard: await ogCardFor(page),
    sitemapPath: page.rendering === 'prerendered' && !page.seo.noindex ? page.seo.canonicalPath : undefined,
  };
}

/** Every page the build writes (docs/architecture.md §4 "SSR-safe from day one"): one per route, plus 404.html. */
export async function prerenderAll(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const page of PAGES) pages.push(await prerenderPage(page, fileFor(page.path), page.path));
  pages.push(await prerenderPage(NOT_FOUND_PAGE, '404.html', '/404-page-not-found'));
  return pages;
}

/**
 * The link catalogue the server checks click reports against (docs/decisions/067, 092): every partner link the pages
 * drew, every page of the site, and where each page shows each link. Call after prerenderAll. Throws when one id would
 * name two different links, or a link is placed on a page that is not one of the site's.
 */
export function linkCatalogue(): string {
  return new LinkCatalogue(renderedLinks, PAGES.map((page) => page.path), renderedPlacements).toJson();
}
