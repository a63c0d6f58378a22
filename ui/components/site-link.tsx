import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/**
 * Where the visitor is and, inside the admin app, how to move without a page load (docs/decisions/083). A public page
 * is static: its links are plain links (the browser's Speculation Rules prerender makes them instant, docs/decisions/080)
 * and no router is loaded. The full app (the admin screen, and the prerender) gives the router's location and
 * navigate here, so the same components serve both without importing the router.
 */
export interface SiteNavigation {
  readonly pathname: string;
  /** Moves within the app without a page load; absent on a static page, where a link loads its page. */
  readonly navigate?: (to: string) => void;
}

const SiteNavigationContext = createContext<SiteNavigation>({ pathname: '/' });

export function SiteNavigationProvider({ value, children }: { value: SiteNavigation; children: ReactNode }) {
  return <SiteNavigationContext.Provider value={value}>{children}</SiteNavigationContext.Provider>;
}

/** The path of the page being shown. */
export function usePathname(): string {
  return useContext(SiteNavigationContext).pathname;
}

export function useSiteNavigation(): SiteNavigation {
  return useContext(SiteNavigationContext);
}

/** Whether a path is the page being shown (or, unless `end`, a page under it): the rule of react-router's NavLink. */
export function isCurrentPath(pathname: string, to: string, end: boolean): boolean {
  const path = to.split('#')[0]!;
  if (pathname === path) return true;
  return !end && path !== '/' && pathname.startsWith(`${path}/`);
}

/** A left click without a modifier key, on a link that opens in the same tab: the one click a client navigation takes over. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!event.currentTarget.target || event.currentTarget.target === '_self');

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  readonly to: string;
  /** Marks the link as the current page (class "active", aria-current="page"), as react-router's NavLink does. */
  readonly current?: 'exact' | 'section';
};

/** A link to a page of the site: a plain link on static pages, a client navigation inside the app. */
export function SiteLink({ to, current, className, onClick, ...anchor }: SiteLinkProps) {
  const { pathname, navigate } = useSiteNavigation();
  const active = current !== undefined && isCurrentPath(pathname, to, current === 'exact');
  return (
    <a
      {...anchor}
      href={to}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
