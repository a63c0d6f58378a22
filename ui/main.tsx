import { STATIC_PAGE_ATTRIBUTE } from './islands/static-pages.js';
import './styles/theme.css.js';

/**
 * The browser's entry, kept small: a static page loads the island loader and the islands it has, each when it is
 * due; the other pages (and /admin) load the whole app (docs/decisions/083).
 */
const element = document.getElementById('root')!;
if (element.hasAttribute(STATIC_PAGE_ATTRIBUTE)) {
  const [{ hydrateIslands }, { ISLAND_MODULES }] = await Promise.all([import('./islands/island-loader.js'), import('./islands/island-registry.js')]);
  void Promise.all(hydrateIslands(document, { modules: ISLAND_MODULES }));
} else {
  const { startApp } = await import('./full-app.js');
  await startApp(element);
}
