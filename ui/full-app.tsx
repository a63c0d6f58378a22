import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createContainer } from './app-container.js';
import { FIXED_PAGES } from '../domain/presentation/site-pages.js';
import { siteConfig } from './content/site-config.js';
import { pageForPath } from '../domain/presentation/page-for-path.js';
import { createQueryClient } from './query-client.js';
import { Root } from './root.js';
import { seedPhotoFeed } from './api/photo-feed.js';
import { lazyScreenFor } from './routes.js';
import type { SiteRender } from './site-render.js';
import { readSiteShellBlock } from './site-shell-block.js';

/**
 * The whole app in the browser: /admin, the page that is not static (docs/decisions/083). Loaded by ui/main.tsx only
 * there, so a static page never downloads the router, the query cache or the container for it. It holds no catalogue
 * (docs/decisions/101): its header and footer are the shell the page carries, its cards come from the server.
 */
export async function startApp(element: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  // A page the server rendered with data carries it: hydration starts from the same data (ui/api/photo-feed.ts).
  seedPhotoFeed(queryClient, document);
  // The dev server has no prerendered pages: there the browser renders any page from the seed (./dev-site-render.ts).
  const site: SiteRender = import.meta.env.DEV
    ? (await import('./dev-site-render.js')).devSiteRender(window.location.pathname)
    : { shell: readSiteShellBlock(document, siteConfig.siteName), page: pageForPath(FIXED_PAGES, window.location.pathname), view: undefined };
  const { page } = site;
  const tree = <Root container={createContainer()} queryClient={queryClient} router={(app) => <BrowserRouter>{app}</BrowserRouter>} site={site} />;

  // The arriving page's screen is its own chunk (ui/routes.tsx): load it first, so hydration renders
  // the same markup the prerender wrote, with nothing suspended. The prerender's modulepreload tags
  // have usually fetched it already.
  await lazyScreenFor(page)?.preload();

  // Prerendered pages hydrate; client-only pages (/admin) arrive as an empty shell and render fresh.
  if (element.hasChildNodes()) {
    hydrateRoot(element, tree, {
      onRecoverableError: (error) => console.error('Hydration problem:', error),
    });
  } else {
    createRoot(element).render(tree);
  }
}
