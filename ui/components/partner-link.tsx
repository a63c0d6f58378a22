import { useContext, useSyncExternalStore, type MouseEvent } from 'react';
import { usePathname } from './site-link.js';
import type { ClickReport } from '../../domain/clicks/click-report.js';
import { clickPingUrl, clickTransportFor, type ClickTransport } from '../../domain/clicks/click-transport.js';
import type { CatalogueLink } from '../../domain/clicks/link-catalogue.js';
import { ClickBeaconToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import { OutboundLink, type OutboundLinkProps } from './outbound-link.js';
import { RenderedLinks } from './rendered-links.js';

/** Where a link sits on its page: the section (lower-case words joined by hyphens) and its place in it, from 1. */
export interface LinkPlacement {
  readonly section: string;
  readonly position: number;
}

/**
 * An outbound link (./outbound-link.tsx: new tab, the rel of its kind, the new-tab icon and words, the hidden name of
 * what it is for) that is also counted. `href` is the partner's own URL, shown and followed as it is: no redirect
 * through us.
 */
export type PartnerLinkProps = Omit<OutboundLinkProps, 'ping'> & {
  /** Which catalogue link this is: tourLink(tour), hotelLink(hotel), productLink(product)… (domain/clicks/catalogue-links.ts). */
  readonly link: CatalogueLink;
  readonly placement: LinkPlacement;
};

const noChange = () => () => undefined;
/**
 * The prerender writes no `ping`: the attribute takes absolute http(s) URLs only (HTML's rule, which the W3C checker
 * enforces), and only the browser knows the origin the visitor is on. After hydration the link gets its absolute
 * `ping`, or a beacon where the browser sends no pings; before it, nothing is counted.
 */
const SERVER_TRANSPORT: ClickTransport = 'beacon';
function browserTransport(beaconAvailable: boolean): ClickTransport {
  return clickTransportFor({ anchorPing: 'ping' in HTMLAnchorElement.prototype, userAgent: navigator.userAgent, sendBeacon: beaconAvailable });
}

/**
 * Every outbound partner link of the site (docs/decisions/067): the catalogue's OutboundLink, plus one report of
 * the click to our server, by the link's `ping` where the browser sends pings, by one beacon from the click where it
 * does not; never both. No cookie, nothing about the visitor; the visit never waits for it.
 */
export function PartnerLink({ link, placement, onClick, onAuxClick, ...outbound }: PartnerLinkProps) {
  const pathname = usePathname();
  useContext(RenderedLinks)?.add(link);
  const beacon = useService(ClickBeaconToken);
  const transport = useSyncExternalStore(noChange, () => browserTransport(beacon.available), () => SERVER_TRANSPORT);
  const report: ClickReport = { linkId: link.id, page: pathname, section: placement.section, position: placement.position };
  const beaconOnFollow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (transport === 'beacon' && !event.defaultPrevented) beacon.send(report);
  };
  return (
    <OutboundLink
      {...outbound}
      ping={transport === 'ping' ? new URL(clickPingUrl(report), window.location.origin).href : undefined}
      data-link-id={link.id}
      onClick={(event) => {
        onClick?.(event);
        beaconOnFollow(event);
      }}
      onAuxClick={(event) => {
        onAuxClick?.(event);
        // A middle click opens the link in a new tab: that is following it too.
        if (event.button === 1) beaconOnFollow(event);
      }}
    />
  );
}
