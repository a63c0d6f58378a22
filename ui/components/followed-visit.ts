import type { ViewedPage } from '../../domain/analytics/events.js';
import type { AnalyticsSink } from '../../domain/analytics/analytics-sink.js';
import type { VisitMemory } from '../../domain/analytics/visit-memory.js';
import { VisitTracking } from '../../domain/analytics/visit-tracking.js';
import type { Consent } from '../../domain/consent/consent.js';
import type { Clock } from '../../domain/kernel/clock.js';

export interface VisitPorts {
  readonly sink: AnalyticsSink;
  readonly clock: Clock;
  readonly consent: Consent;
  readonly memory: VisitMemory;
}

/** A page load's tracking, told about the page being viewed until it is stopped. */
export interface FollowedVisit {
  readonly routeChanged: (page: ViewedPage) => void;
  readonly stop: () => void;
}

/**
 * The background tracking of this page load (docs/architecture.md §5), loaded by ./page-tracking.tsx once the
 * visitor allows tracking (docs/decisions/083): one domain VisitTracking, told about the page being viewed,
 * scrolling, the tab being hidden or shown, leaving, and the visitor's consent. A page still being prerendered on
 * the visitor's intent counts from when it is opened (docs/decisions/080-instant-navigation.md).
 */
export function followVisit({ sink, clock, consent, memory }: VisitPorts, page: ViewedPage, allowedAt: Date): FollowedVisit {
  const prerendering = () => (document as Document & { prerendering?: boolean }).prerendering === true;
  // The visit starts at the moment the visitor allowed it, not when this code arrived: time on page counts from there.
  let startingAt: Date | undefined = allowedAt;
  const visitClock: Clock = { now: () => startingAt ?? clock.now() };
  const visit = new VisitTracking(sink, visitClock, window.location.href, { prerendered: prerendering(), memory });
  const onActivation = () => visit.activated();
  const followConsent = () => visit.consentChanged(consent.allowsAny);
  followConsent();
  const stopFollowing = consent.subscribe(followConsent);
  const onScroll = () => visit.scrolled({ top: window.scrollY, viewportHeight: window.innerHeight, documentHeight: document.documentElement.scrollHeight });
  const onVisibility = () => (document.visibilityState === 'hidden' ? visit.hidden() : visit.visible());
  const onPageHide = () => visit.left();
  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  if (prerendering()) document.addEventListener('prerenderingchange', onActivation, { once: true });
  visit.routeChanged(page);
  // The visitor may have scrolled between the choice and this code's arrival: the depth reached so far counts.
  if (window.scrollY > 0) onScroll();
  startingAt = undefined;
  return {
    routeChanged: (next) => visit.routeChanged(next),
    stop: () => {
      document.removeEventListener('prerenderingchange', onActivation);
      stopFollowing();
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    },
  };
}
