import { useEffect, useRef, useState } from 'react';
import { navigationClick } from '../../domain/analytics/events.js';
import { HEADER_LINKS, HOME, type Place } from '../../domain/navigation/site-places.js';
import * as css from './header.css.js';
import { CloseIcon, MenuIcon } from './icons.js';
import { RELOCATION_LABEL, RelocationLink } from './relocation-link.js';
import { SiteLink, usePathname } from './site-link.js';
import { ToursMenu } from './tours-menu.js';
import { trackedClick } from './tracked-click.js';

/**
 * docs/product.md §2 "Header and navigation (all pages)"; every link reports its navigation_click (docs/product.md §7)
 * through the page's one click listener (./page-clicks.ts), so a link followed before the header hydrates (it waits
 * for the visitor's first interaction, docs/decisions/083) is counted too. The burger is the summary of a <details>
 * disclosure, which opens without JavaScript (docs/decisions/112).
 */
/** The header's island props: the site's name and the Tours menu's places (/tours and the activity pages), from the shell's view. */
export type SiteHeaderProps = {
  readonly siteName: string;
  readonly toursMenu: readonly Place[];
};

export function SiteHeader({ siteName, toursMenu }: SiteHeaderProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const pathname = usePathname();
  const navigated = (label: string) => trackedClick(navigationClick(label));
  const closeMenu = () => setMobileOpen(false);

  // A chosen page closes the mobile menu: a change of page, not the header's first render, which comes with the
  // visitor's first tap when the header hydrates at that tap (docs/decisions/083) and would close what it opened.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setMobileOpen(false);
  }, [pathname]);

  // Escape closes the open menu and gives focus back to the burger, as a disclosure's reader expects.
  const burger = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!mobileOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      burger.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [mobileOpen]);

  return (
    <header className={css.header}>
      <div className={css.bar}>
        <SiteLink to={HOME.path} className={css.brand} {...navigated(siteName)}>
          {siteName}
        </SiteLink>
        <nav aria-label="Main" className={css.desktopNav}>
          <SiteLink to={HOME.path} current="exact" className={css.navLink} {...navigated(HOME.label)}>
            {HOME.label}
          </SiteLink>
          <ToursMenu places={toursMenu} />
          {HEADER_LINKS.map((place) => (
            <SiteLink key={place.path} to={place.path} current="section" className={css.navLink} {...navigated(place.label)}>
              {place.label}
            </SiteLink>
          ))}
          <RelocationLink className={css.navLink} {...navigated(RELOCATION_LABEL)} />
        </nav>
        {/*
          A <details> disclosure (docs/decisions/112): the browser opens it with no script, and tells screen readers its
          state; once the header is hydrated, React follows the browser's toggle and adds Escape and closing on a choice.
        */}
        <details className={css.mobileMenu} open={mobileOpen} onToggle={(event) => setMobileOpen(event.currentTarget.open)}>
          <summary ref={burger} className={css.burger} aria-label="Menu">
            {/* The drawing shows the state to the eye: a cross closes the open menu (CSS picks it, so it is right without scripts). */}
            <span className={css.burgerClosed}>
              <MenuIcon />
            </span>
            <span className={css.burgerOpen}>
              <CloseIcon />
            </span>
          </summary>
          <nav aria-label="Mobile" className={css.mobileNav}>
            <SiteLink to={HOME.path} current="exact" className={css.navLink} onClick={closeMenu} {...navigated(HOME.label)}>
              {HOME.label}
            </SiteLink>
            <p className={css.mobileGroupTitle}>Tours</p>
            {toursMenu.map((place) => (
              <SiteLink key={place.path} to={place.path} current="exact" className={css.navLink} onClick={closeMenu} {...navigated(place.label)}>
                {place.label}
              </SiteLink>
            ))}
            <p className={css.mobileGroupTitle}>More</p>
            {HEADER_LINKS.map((place) => (
              <SiteLink key={place.path} to={place.path} current="section" className={css.navLink} onClick={closeMenu} {...navigated(place.label)}>
                {place.label}
              </SiteLink>
            ))}
            <RelocationLink className={css.navLink} onNavigate={closeMenu} {...navigated(RELOCATION_LABEL)} />
          </nav>
        </details>
      </div>
    </header>
  );
}
