import type { MouseEvent, ReactNode } from 'react';
import { SiteLink, usePathname } from './site-link.js';
import { HOME, RELOCATION_ANCHOR } from '../../domain/navigation/site-places.js';
import type { TRACK_ATTRIBUTE } from './tracked-click.js';

/** The link's text in the header (and its navigation_click label). */
export const RELOCATION_LABEL = 'Relocation';

/**
 * docs/product.md §2: "A Relocation link scrolls smoothly to the relocation section of the home page."
 * On the home page it scrolls in place; elsewhere it goes home and ScrollToHash scrolls on arrival.
 */
export function RelocationLink({
  className,
  onNavigate,
  children = RELOCATION_LABEL,
  ...tracked
}: {
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
  /** What the click reports (./tracked-click.ts). */
  readonly [TRACK_ATTRIBUTE]?: string;
}) {
  const pathname = usePathname();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (pathname !== HOME.path) return;
    const section = document.getElementById(RELOCATION_ANCHOR);
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${RELOCATION_ANCHOR}`);
  };
  return (
    <SiteLink to={`${HOME.path}#${RELOCATION_ANCHOR}`} className={className} onClick={onClick} {...tracked}>
      {children}
    </SiteLink>
  );
}
