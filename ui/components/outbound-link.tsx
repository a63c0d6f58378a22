import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { OUTBOUND_TARGET, relFor, type OutboundLinkKind } from '../../domain/affiliate/link-rel.js';
import { NEW_TAB_NOTE, purposeNote } from '../../domain/affiliate/outbound-link-name.js';
import { visuallyHidden } from '../styles/layout.css.js';
import * as css from './outbound-link.css.js';

export type OutboundLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel' | 'children'> & {
  href: string;
  kind: OutboundLinkKind;
  children: ReactNode;
  /** Read after the visible words by screen readers only: what the link is for ('Místico Hanging Bridges'). */
  hiddenContext?: string | undefined;
};

/**
 * Every outbound link of the site, built in one place (issue 18: paid links say they are paid and open a new
 * tab; issue 23.2: each names what it is for): the new tab and the rel of its kind (domain/affiliate/link-rel.ts),
 * a visible new-tab icon and "(opens in a new tab)" for screen readers. A partner link that is counted is the
 * same link wrapped by PartnerLink (./partner-link.tsx), never a second kind of anchor.
 */
export function OutboundLink({ href, kind, children, hiddenContext, ...rest }: OutboundLinkProps) {
  const purpose = purposeNote(hiddenContext);
  return (
    <a href={href} target={OUTBOUND_TARGET} rel={relFor(kind)} {...rest}>
      {children}
      {purpose && <span className={visuallyHidden}>{purpose}</span>}
      <NewTabIcon />
      <span className={visuallyHidden}>{NEW_TAB_NOTE}</span>
    </a>
  );
}

/** The usual "opens elsewhere" arrow out of a box; decorative, the hidden text says it. */
function NewTabIcon() {
  return (
    <svg className={css.newTabIcon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M9 2h5v5M14 2 7.5 8.5M12 9.5V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
