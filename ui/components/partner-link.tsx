import { useContext } from 'react';
import type { CatalogueLink, LinkPlacement } from '../../domain/clicks/link-catalogue.js';
import { LINK_ID_ATTRIBUTE, LINK_POSITION_ATTRIBUTE, LINK_SECTION_ATTRIBUTE } from './page-clicks.js';
import { OutboundLink, type OutboundLinkProps } from './outbound-link.js';
import { RenderedLinks } from './rendered-links.js';

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

/**
 * Every outbound partner link of the site (docs/decisions/067): the catalogue's OutboundLink, plus one report of
 * the click to our server, by the link's `ping` where the browser sends pings, by one beacon from the click where it
 * does not; never both. No cookie, nothing about the visitor; the visit never waits for it. The link only says which
 * catalogue link it is and where it sits; the page's one click listener (./page-clicks.ts) counts it, so a card ships
 * no code for it (docs/decisions/083). The prerender writes no `ping`: the attribute takes absolute http(s) URLs only
 * (HTML's rule, which the W3C checker enforces), and only the browser knows the origin the visitor is on.
 */
export function PartnerLink({ link, placement, ...outbound }: PartnerLinkProps) {
  useContext(RenderedLinks)?.add(link, placement);
  const attributes = { [LINK_ID_ATTRIBUTE]: link.id, [LINK_SECTION_ATTRIBUTE]: placement.section, [LINK_POSITION_ATTRIBUTE]: String(placement.position) };
  return <OutboundLink {...outbound} {...attributes} />;
}
