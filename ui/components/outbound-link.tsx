import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { OUTBOUND_TARGET, relFor, type OutboundLinkKind } from '../../domain/affiliate/link-rel.js';
import { NEW_TAB_NOTE, purposeNote } from '../../domain/affiliate/outbound-link-name.js';
import { visuallyHidden } from '../styles/layout.css.js';
import * as css from './outbound-link.css.js';
import { Icon } from './icons.js';

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
  return <Icon name="new-tab" size={14} className={css.newTabIcon} />;
}
