import { useLayoutEffect, useRef } from 'react';
import type { ViewedPage } from '../../domain/analytics/events.js';
import { landingOfVisit } from '../../domain/analytics/visit-memory.js';
import { AnalyticsSinkToken, ClockToken, ConsentToken, VisitMemoryToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import type { FollowedVisit } from './followed-visit.js';
import { usePathname } from './site-link.js';

/** What the page view names besides the address: the page's title and, on two pages, its name (ui/page-for-path.ts viewedPageFor). */
export type PageViewNames = Omit<ViewedPage, 'path'>;

/**
 * The background tracking of the visit (docs/architecture.md §5). At start it only remembers the visit's landing
 * address (its campaign and domain are the landing's, even when consent comes pages later); the tracking itself
 * (./followed-visit.ts) loads once the visitor allows tracking, now or later, never for a visitor who has not
 * chosen (docs/decisions/040, 083). It renders nothing and does nothing before hydration (the prerender has no
 * visitor). The page's names come as props from the page that shows it, so the island loads no table of the
 * site's pages; the address is the one the visitor is on (a 404 names the address asked for).
 */
export function PageTracking({ title, category }: PageViewNames) {
  const sink = useService(AnalyticsSinkToken);
  const clock = useService(ClockToken);
  const consent = useService(ConsentToken);
  const memory = useService(VisitMemoryToken);
  const pathname = usePathname();
  const page = useRef<ViewedPage>({ path: pathname, title });
  page.current = { path: pathname, title, ...(category === undefined ? {} : { category }) };
  const visitRef = useRef<FollowedVisit | null>(null);

  // Layout effects: the route change reaches the tracking during the commit, before the browser can report a
  // scroll of the new page (docs/decisions/043-scroll-depth-and-time-on-page.md).
  useLayoutEffect(() => {
    landingOfVisit(memory, window.location.href);
    let loading = false;
    let ended = false;
    const startOnceAllowed = () => {
      if (loading || !consent.allowsAny) return;
      loading = true;
      const allowedAt = clock.now();
      import('./followed-visit.js').then(
        ({ followVisit }) => {
          if (!ended) visitRef.current = followVisit({ sink, clock, consent, memory }, page.current, allowedAt);
        },
        (error: unknown) => console.error('The visit tracking could not load:', error),
      );
    };
    startOnceAllowed();
    const stopWaiting = consent.subscribe(startOnceAllowed);
    return () => {
      ended = true;
      stopWaiting();
      visitRef.current?.stop();
      visitRef.current = null;
    };
  }, [sink, clock, consent, memory]);

  // Runs after the effect above; a visit loaded later starts on the page then shown.
  useLayoutEffect(() => {
    visitRef.current?.routeChanged(page.current);
  }, [pathname, title, category]);

  return null;
}
