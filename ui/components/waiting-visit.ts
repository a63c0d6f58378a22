import type { ViewedPage } from '../../domain/analytics/events.js';
import { landingOfVisit } from '../../domain/analytics/visit-memory.js';
import type { FollowedVisit, VisitPorts } from './followed-visit.js';

/**
 * The background tracking of a page load before the visitor has allowed it (docs/architecture.md §5): it remembers
 * the visit's landing address at once (its campaign and domain are the landing's, even when consent comes pages
 * later), and loads the tracking itself (./followed-visit.ts) once the visitor allows tracking, now or later, never
 * for a visitor who has not chosen (docs/decisions/040, 083). A static page starts it with no React
 * (../static-page.ts); the admin's app through ./page-tracking.tsx. The page named last is the one a visit loaded
 * later starts on.
 */
export function waitForVisitConsent(ports: VisitPorts, firstPage: ViewedPage, landingHref: string): FollowedVisit {
  const { consent, clock } = ports;
  let page = firstPage;
  let visit: FollowedVisit | undefined;
  let loading = false;
  let ended = false;
  landingOfVisit(ports.memory, landingHref);
  const startOnceAllowed = () => {
    if (loading || !consent.allowsAny) return;
    loading = true;
    // The visit starts at the moment the visitor allowed it, not when its code arrived.
    const allowedAt = clock.now();
    import('./followed-visit.js').then(
      ({ followVisit }) => {
        if (!ended) visit = followVisit(ports, page, allowedAt);
      },
      (error: unknown) => console.error('The visit tracking could not load:', error),
    );
  };
  startOnceAllowed();
  const stopWaiting = consent.subscribe(startOnceAllowed);
  return {
    routeChanged: (next) => {
      page = next;
      visit?.routeChanged(next);
    },
    stop: () => {
      ended = true;
      stopWaiting();
      visit?.stop();
      visit = undefined;
    },
  };
}
