import { CONSENT_CHOSEN_ATTRIBUTE } from './content/consent.js';
import { STATIC_PAGE_ATTRIBUTE } from './islands/static-pages.js';
import './styles/theme.css.js';

/**
 * The browser's entry, kept small: a static page loads the island loader and the islands it has, each when it is
 * due; the other pages (and /admin) load the whole app (docs/decisions/083).
 */
const element = document.getElementById('root')!;
// No top-level await: the build puts this module in the 'site' chunk with the loader and the site-wide islands
// (ui/vite.config.ts), and a chunk still waiting on its own await could never finish importing them.
if (element.hasAttribute(STATIC_PAGE_ATTRIBUTE)) {
  // The tags and the visit tracking load once the visitor has chosen (docs/decisions/083); a choice kept from an earlier
  // visit, which /consent-state.js marked before the first paint, needs them at once: their chunks load beside the
  // loader's, not after it.
  if (document.documentElement.hasAttribute(CONSENT_CHOSEN_ATTRIBUTE)) {
    void import('./consent-followers.js');
    void import('./components/followed-visit.js');
  }
  void Promise.all([import('./islands/island-loader.js'), import('./islands/island-registry.js')]).then(([{ hydrateIslands }, { ISLAND_MODULES }]) =>
    Promise.all(hydrateIslands(document, { modules: ISLAND_MODULES })),
  );
} else {
  void import('./full-app.js').then(({ startApp }) => startApp(element));
}
