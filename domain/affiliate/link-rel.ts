import { TOUR_LINK_REL } from './marketplace-link.js';

/** Every kind of outbound link the pages make (docs/product.md §1, §7). */
export type OutboundLinkKind = 'tour' | 'essentials' | 'retail' | 'review-site' | 'broker' | 'external';

/**
 * The rel of each kind of outbound link, all opened in a new tab (docs/product.md §7, docs/decisions/013-outbound-link-rel.md):
 * noopener on every one; tour links also without referrer (docs/product.md §1); every paid link (tours, hotels
 * through the affiliate redirect, every shop) carries the sponsored marker search engines ask for (issue 18).
 * The retailer and the review network keep the referrer they may credit the sale by.
 */
const REL: Readonly<Record<OutboundLinkKind, string>> = {
  tour: `sponsored ${TOUR_LINK_REL}`,
  essentials: 'sponsored noopener',
  retail: 'sponsored noopener',
  'review-site': 'sponsored noopener',
  // The broker may pay a referral fee for a buyer we send (docs/decisions/133).
  broker: 'sponsored noopener',
  external: 'noopener',
};

/** The kinds of link that earn a commission: each is marked sponsored and sits next to a disclosure. */
export const PAID_LINK_KINDS: readonly OutboundLinkKind[] = ['tour', 'essentials', 'retail', 'review-site', 'broker'];

export function relFor(kind: OutboundLinkKind): string {
  return REL[kind];
}

/** docs/product.md §7: outbound links open in a new tab. */
export const OUTBOUND_TARGET = '_blank';
