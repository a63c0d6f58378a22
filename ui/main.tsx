import { CONSENT_CHOSEN_ATTRIBUTE } from './content/consent.js';
import { ISLANDS_SCHEDULED_ATTRIBUTE, ISLANDS_SCHEDULED_EVENT, STATIC_PAGE_ATTRIBUTE } from './islands/static-pages.js';
import { pagePorts } from './page-ports.js';
import { startStaticPage } from './static-page.js';
import './styles/theme.css.js';

/**
 * The browser's entry, kept small: a static page starts its own behaviour with no React (./static-page.ts) and loads
 * the island loader, which loads each island, and React with the first, when it is due (docs/decisions/083, 086); the
 * other pages (/admin) load the whole app.
 */
const element = document.getElementById('root')!;
// No top-level await: the build puts this module in the 'site' chunk with the loader and the page's own behaviour
// (ui/vite.config.ts), and a chunk still waiting on its own await could never finish importing them.
if (element.hasAttribute(STATIC_PAGE_ATTRIBUTE)) {
  // The tags and the visit tracking load once the visitor has chosen (docs/decisions/083); a choice kept from an earlier
  // visit, which /consent-state.js marked before the first paint, needs them at once: their chunks load beside the
  // loader's, not after it.
  if (document.documentElement.hasAttribute(CONSENT_CHOSEN_ATTRIBUTE)) {
    void import('./consent-followers.js');
    void import('./components/followed-visit.js');
  }
  startStaticPage(document, pagePorts());
  void Promise.all([import('./islands/island-loader.js'), import('./islands/island-registry.js')]).then(([{ hydrateIslands }, { ISLAND_MODULES }]) => {
    const hydrated = hydrateIslands(document, { modules: ISLAND_MODULES });
    // Taps held by /page-start.js before this script loaded are made again now: each island's own guard holds them until it answers.
    document.dispatchEvent(new Event(ISLANDS_SCHEDULED_EVENT));
    document.documentElement.setAttribute(ISLANDS_SCHEDULED_ATTRIBUTE, '');
    return Promise.all(hydrated);
  });
} else {
  void import('./full-app.js').then(({ startApp }) => startApp(element));
}
