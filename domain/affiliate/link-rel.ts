import { TOUR_LINK_REL } from './marketplace-link.js';

/** Every kind of outbound link the pages make (docs/product.md §1, §7). */
export type OutboundLinkKind = 'tour' | 'essentials' | 'retail' | 'review-site' | 'external';

/**
 * The rel of each kind of outbound link, all opened in a new tab (docs/product.md §7, docs/decisions/013-outbound-link-rel.md):
 * noopener on every one; tour links also without referrer (docs/product.md §1); the essentials links carry
 * the sponsored marker (docs/product.md §7).
 */
const REL: Readonly<Record<OutboundLinkKind, string>> = {
  tour: TOUR_LINK_REL,
  essentials: 'sponsored noopener',
  retail: 'noopener',
  'review-site': 'noopener',
  external: 'noopener',
};

export function relFor(kind: OutboundLinkKind): string {
  return REL[kind];
}

/** docs/product.md §7: outbound links open in a new tab. */
export const OUTBOUND_TARGET = '_blank';
