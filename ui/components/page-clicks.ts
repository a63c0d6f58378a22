import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import type { AnalyticsSink } from '../../domain/analytics/analytics-sink.js';
import type { ClickBeacon } from '../../domain/clicks/click-beacon.js';
import type { ClickReport } from '../../domain/clicks/click-report.js';
import { clickPingUrl, clickTransportFor, type ClickTransport } from '../../domain/clicks/click-transport.js';
import { TRACK_ATTRIBUTE } from './tracked-click.js';

/** The attributes a counted partner link carries (./partner-link.tsx): its catalogue id and where it sits on the page. */
export const LINK_ID_ATTRIBUTE = 'data-link-id';
export const LINK_SECTION_ATTRIBUTE = 'data-link-section';
export const LINK_POSITION_ATTRIBUTE = 'data-link-position';

export interface PageClickPorts {
  readonly sink: AnalyticsSink;
  readonly beacon: ClickBeacon;
  /** How this browser reports a followed partner link (domain/clicks/click-transport.ts). */
  readonly transport: ClickTransport;
}

/** The page the document shows, for a click report: what the visitor sees in the address bar, without query or fragment. */
export interface PageLocation {
  readonly pathname: string;
  readonly origin: string;
}

function reportOf(link: Element, location: PageLocation): ClickReport {
  return {
    linkId: link.getAttribute(LINK_ID_ATTRIBUTE) ?? '',
    page: location.pathname,
    section: link.getAttribute(LINK_SECTION_ATTRIBUTE) ?? '',
    position: Number(link.getAttribute(LINK_POSITION_ATTRIBUTE)),
  };
}

/** The element an event happened on (a text node's click is its parent's), if any. */
const elementOf = (target: EventTarget | null): Element | null => (target && 'closest' in target ? (target as Element) : null);

const setPing = (link: Element, location: PageLocation) => link.setAttribute('ping', new URL(clickPingUrl(reportOf(link, location)), location.origin).href);

/**
 * The one listener of the page for what its clicks report (docs/decisions/083; docs/decisions/067 for the counts):
 * the events an element carries (./tracked-click.ts) go to the analytics sink, behind the consent gates; a followed
 * partner link is counted by its `ping` where the browser sends pings (set on every partner link now, and again at
 * the click, for links drawn since), else by one beacon from the click (a middle click opens it too); never both.
 * Returns the function that removes it.
 */
export function followPageClicks(document: Document, location: () => PageLocation, { sink, beacon, transport }: PageClickPorts): () => void {
  if (transport === 'ping') for (const link of document.querySelectorAll(`a[${LINK_ID_ATTRIBUTE}]`)) setPing(link, location());

  const followedLink = (event: MouseEvent) => {
    const link = elementOf(event.target)?.closest(`a[${LINK_ID_ATTRIBUTE}]`);
    return link && (event.type === 'click' || event.button === 1) ? link : null;
  };
  // Capture: the ping is in place before the browser follows the link.
  const beforeFollow = (event: MouseEvent) => {
    const link = followedLink(event);
    if (link && transport === 'ping') setPing(link, location());
  };
  // Bubble: after the page's own handlers, so a click they cancelled sends no beacon.
  const afterClick = (event: MouseEvent) => {
    const tracked = event.type === 'click' ? elementOf(event.target)?.closest(`[${TRACK_ATTRIBUTE}]`) : null;
    if (tracked) for (const analyticsEvent of JSON.parse(tracked.getAttribute(TRACK_ATTRIBUTE) ?? '[]') as AnalyticsEvent[]) sink.send(analyticsEvent);
    const link = followedLink(event);
    if (link && transport === 'beacon' && !event.defaultPrevented) beacon.send(reportOf(link, location()));
  };
  for (const type of ['click', 'auxclick'] as const) {
    document.addEventListener(type, beforeFollow, { capture: true });
    document.addEventListener(type, afterClick);
  }
  return () => {
    for (const type of ['click', 'auxclick'] as const) {
      document.removeEventListener(type, beforeFollow, { capture: true });
      document.removeEventListener(type, afterClick);
    }
  };
}

/** How this browser reports a followed partner link: by the link's ping where it sends them, else by beacon (docs/decisions/067). */
export function browserClickTransport(beacon: ClickBeacon): ClickTransport {
  return clickTransportFor({ anchorPing: 'ping' in HTMLAnchorElement.prototype, userAgent: navigator.userAgent, sendBeacon: beacon.available });
}

/** The page this window shows, read at each click (the admin's app moves between pages without a load). */
export const windowLocation = (): PageLocation => ({ pathname: window.location.pathname, origin: window.location.origin });
