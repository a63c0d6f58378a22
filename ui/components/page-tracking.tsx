import { useLayoutEffect, useRef } from 'react';
import type { ViewedPage } from '../../domain/analytics/events.js';
import { AnalyticsSinkToken, ClockToken, ConsentToken, VisitMemoryToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import type { FollowedVisit } from './followed-visit.js';
import { usePathname } from './site-link.js';
import { waitForVisitConsent } from './waiting-visit.js';

/** What the page view names besides the address: the page's title and, on two pages, its name (domain/presentation/page-for-path.ts viewedPageFor). */
export type PageViewNames = Omit<ViewedPage, 'path'>;

/**
 * The visit's tracking inside the whole app (/admin), which moves between pages without a page load
 * (./waiting-visit.ts; a static page starts the same with no React, ../static-page.ts). It renders nothing and does
 * nothing at the prerender, which has no visitor.
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
    const visit = waitForVisitConsent({ sink, clock, consent, memory }, page.current, window.location.href);
    visitRef.current = visit;
    return () => {
      visit.stop();
      visitRef.current = null;
    };
  }, [sink, clock, consent, memory]);

  // Runs after the effect above.
  useLayoutEffect(() => {
    visitRef.current?.routeChanged(page.current);
  }, [pathname, title, category]);

  return null;
}
