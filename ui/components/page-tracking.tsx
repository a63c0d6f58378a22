import { useLayoutEffect, useRef } from 'react';
import type { ViewedPage } from '../../domain/analytics/events.js';
import { VisitTracking } from '../../domain/analytics/visit-tracking.js';
import { AnalyticsSinkToken, ClockToken, ConsentToken, VisitMemoryToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import { usePathname } from './site-link.js';

/** What the page view names besides the address: the page's title and, on two pages, its name (ui/page-for-path.ts viewedPageFor). */
export type PageViewNames = Omit<ViewedPage, 'path'>;

/**
 * The background tracking of the visit (docs/architecture.md §5): one domain VisitTracking per page load, told
 * about route changes, scrolling, the tab being hidden or shown, leaving, and the visitor's consent. It renders
 * nothing and does nothing before hydration (the prerender has no visitor). The page's names come as props from
 * the page that shows it, so the island loads no table of the site's pages (docs/decisions/083); the address is the
 * one the visitor is on (a 404 names the address asked for).
 */
export function PageTracking({ title, category }: PageViewNames) {
  const sink = useService(AnalyticsSinkToken);
  const clock = useService(ClockToken);
  const consent = useService(ConsentToken);
  const memory = useService(VisitMemoryToken);
  const pathname = usePathname();
  const visitRef = useRef<VisitTracking | null>(null);

  // Layout effects: the route change reaches the tracking during the commit, before the browser can report a
  // scroll of the new page (docs/decisions/043-scroll-depth-and-time-on-page.md).
  useLayoutEffect(() => {
    // One visit per page load, on the address the visitor landed on (read before any route change).
    // A page prerendered on the visitor's intent counts from when it is opened (docs/decisions/080-instant-navigation.md).
    const visit = (visitRef.current ??= new VisitTracking(sink, clock, window.location.href, { prerendered: (document as Document & { prerendering?: boolean }).prerendering === true, memory }));
    const onActivation = () => visit.activated();
    const followConsent = () => visit.consentChanged(consent.allowsAny);
    followConsent();
    const stopFollowing = consent.subscribe(followConsent);
    const onScroll = () =>
      visit.scrolled({ top: window.scrollY, viewportHeight: window.innerHeight, documentHeight: document.documentElement.scrollHeight });
    const onVisibility = () => (document.visibilityState === 'hidden' ? visit.hidden() : visit.visible());
    const onPageHide = () => visit.left();
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('prerenderingchange', onActivation, { once: true });
    return () => {
      document.removeEventListener('prerenderingchange', onActivation);
      stopFollowing();
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [sink, clock, consent, memory]);

  // Runs after the effect above, which made the visit.
  useLayoutEffect(() => {
    visitRef.current?.routeChanged({ path: pathname, title, ...(category === undefined ? {} : { category }) });
  }, [pathname, title, category]);

  return null;
}
