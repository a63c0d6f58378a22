import { Disclosure, DisclosureContent, DisclosureProvider, useDisclosureStore } from '@ariakit/react';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { HEADER_LINKS, HOME, TOURS_MENU } from '../content/site-map.js';
import { siteConfig } from '../content/site-config.js';
import * as css from './header.css.js';
import { MenuIcon } from './icons.js';
import { RelocationLink } from './relocation-link.js';
import { ToursMenu } from './tours-menu.js';

/** docs/product.md §2 "Header and navigation (all pages)". */
export function SiteHeader() {
  const mobileMenu = useDisclosureStore();
  const { pathname } = useLocation();
  const close = () => mobileMenu.hide();

  // A chosen page closes the mobile menu.
  useEffect(() => mobileMenu.hide(), [pathname, mobileMenu]);

  return (
    <header className={css.header}>
      <DisclosureProvider store={mobileMenu}>
        <div className={css.bar}>
          <Link to={HOME.path} className={css.brand}>
            {siteConfig.siteName}
          </Link>
          <nav aria-label="Main" className={css.desktopNav}>
            <NavLink to={HOME.path} end className={css.navLink}>
              {HOME.label}
            </NavLink>
            <ToursMenu />
            {HEADER_LINKS.map((place) => (
              <NavLink key={place.path} to={place.path} className={css.navLink}>
                {place.label}
              </NavLink>
            ))}
            <RelocationLink className={css.navLink} />
          </nav>
          <Disclosure className={css.burger} aria-label="Menu">
            <MenuIcon />
          </Disclosure>
        </div>
        <DisclosureContent render={<nav aria-label="Mobile" />} className={css.mobileNav}>
          <NavLink to={HOME.path} end className={css.navLink} onClick={close}>
            {HOME.label}
          </NavLink>
          <p className={css.mobileGroupTitle}>Tours</p>
          {TOURS_MENU.map((place) => (
            <NavLink key={place.path} to={place.path} end className={css.navLink} onClick={close}>
              {place.label}
            </NavLink>
          ))}
          <p className={css.mobileGroupTitle}>More</p>
          {HEADER_LINKS.map((place) => (
            <NavLink key={place.path} to={place.path} className={css.navLink} onClick={close}>
              {place.label}
            </NavLink>
          ))}
          <RelocationLink className={css.navLink} onNavigate={close} />
        </DisclosureContent>
      </DisclosureProvider>
    </header>
  );
}
