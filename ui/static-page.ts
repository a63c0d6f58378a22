import type { ViewedPage } from '../domain/analytics/events.js';
import { AnalyticsSinkToken, ClickBeaconToken, ClockToken, ConsentToken, VisitMemoryToken } from '../domain/tokens.js';
import { fillBrowserValues } from './components/browser-values.js';
import { bringFocusedFramesIntoView } from './components/framed-focus.js';
import { followImageFallbacks } from './components/image-fallbacks.js';
import { browserClickTransport, followPageClicks, windowLocation } from './components/page-clicks.js';
import { reserveBottomSpace } from './components/reserved-bottom-space.js';
import { waitForVisitConsent } from './components/waiting-visit.js';
import { CONSENT_CHOSEN_ATTRIBUTE } from './content/consent.js';
import { ISLAND_ATTRIBUTE } from './islands/island-markers.js';
import { VIEWED_PAGE_ATTRIBUTE } from './islands/static-pages.js';
import type { PagePorts } from './container.js';

/** The page view's names the prerender wrote on the shell; a page without them is still counted, by its address. */
function viewedPage(document: Document): ViewedPage {
  const path = document.defaultView?.location.pathname ?? '/';
  const written = document.querySelector(`[${VIEWED_PAGE_ATTRIBUTE}]`)?.getAttribute(VIEWED_PAGE_ATTRIBUTE);
  try {
    const { title, category } = JSON.parse(written ?? '{}') as Partial<ViewedPage>;
    return { path, title: typeof title === 'string' ? title : document.title, ...(typeof category === 'string' ? { category } : {}) };
  } catch {
    console.error(`The page's ${VIEWED_PAGE_ATTRIBUTE} is not JSON; its page view names the document's title`);
    return { path, title: document.title };
  }
}

/**
 * What every static page does from the start, with no React (docs/decisions/086): the visit's tracking waits for the
 * visitor's consent, one listener reports the page's clicks, one the failed images, one brings a focused frame into
 * view, the footer shows the browser's host and year, and the page keeps room for the prerendered consent banner
 * while it shows. The parts that respond to the visitor are islands (./islands/island-loader.ts), which load React
 * only when one is due.
 */
export function startStaticPage(document: Document, ports: PagePorts): void {
  const sink = ports.get(AnalyticsSinkToken);
  const beacon = ports.get(ClickBeaconToken);
  waitForVisitConsent(
    { sink, clock: ports.get(ClockToken), consent: ports.get(ConsentToken), memory: ports.get(VisitMemoryToken) },
    viewedPage(document),
    document.defaultView?.location.href ?? '',
  );
  followPageClicks(document, windowLocation, { sink, beacon, transport: browserClickTransport(beacon) });
  followImageFallbacks(document);
  if (document.defaultView) bringFocusedFramesIntoView(document.defaultView);
  fillBrowserValues(document);
  const banner = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="consent-banner"] > section`);
  if (banner && !document.documentElement.hasAttribute(CONSENT_CHOSEN_ATTRIBUTE)) reserveBottomSpace(banner);
}
