import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createContainer } from './app-container.js';
import { pageForPath } from './page-for-path.js';
import { createQueryClient } from './query-client.js';
import { Root } from './root.js';
import { seedPhotoFeed } from './api/photo-feed.js';
import { lazyScreenFor } from './routes.js';

/**
 * The whole app in the browser: /admin, and the pages that are not static yet (docs/decisions/083). Loaded by
 * ui/main.tsx only there, so a static page never downloads the router, the query cache or the container for it.
 */
export async function startApp(element: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  // A page the server rendered with data carries it: hydration starts from the same data (ui/api/photo-feed.ts).
  seedPhotoFeed(queryClient, document);
  const tree = <Root container={createContainer()} queryClient={queryClient} router={(app) => <BrowserRouter>{app}</BrowserRouter>} />;

  // The arriving page's screen is its own chunk (ui/routes.tsx): load it first, so hydration renders
  // the same markup the prerender wrote, with nothing suspended. The prerender's modulepreload tags
  // have usually fetched it already.
  await lazyScreenFor(pageForPath(window.location.pathname))?.preload();

  // Prerendered pages hydrate; client-only pages (/admin) arrive as an empty shell and render fresh.
  if (element.hasChildNodes()) {
    hydrateRoot(element, tree, {
      onRecoverableError: (error) => console.error('Hydration problem:', error),
    });
  } else {
    createRoot(element).render(tree);
  }
}
