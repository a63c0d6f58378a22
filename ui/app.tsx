import { Suspense, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ConsentBanner } from './components/consent-banner.js';
import { OPENS_COOKIE_SETTINGS } from './content/consent.js';
import { PageClickTracking } from './components/page-click-tracking.js';
import { PageTracking } from './components/page-tracking.js';
import { SiteFooter } from './components/site-footer.js';
import { SiteHeader } from './components/site-header.js';
import { PageToaster } from './components/toaster.js';
import { SiteNavigationProvider } from './components/site-link.js';
import { Island } from './islands/island.js';
import { VIEWED_PAGE_ATTRIBUTE } from './islands/static-pages.js';
import type { PageEntry, Screen } from '../domain/presentation/site-pages.js';
import { ALL_TOURS } from '../domain/navigation/site-places.js';
import { viewedPageOf } from '../domain/presentation/page-for-path.js';
import type { ScreenView } from '../domain/presentation/screen-views.js';
import { screenFor } from './routes.js';
import { useSiteRender } from './site-render.js';
import { PageStructuredData } from './seo/page-structured-data.js';
import { useDocumentHead } from './seo/use-document-head.js';
import * as css from './app.css.js';
import './styles/view-transition.css';

function PageView({ page, view, siteName }: { page: PageEntry; view: ScreenView; siteName: string }) {
  useDocumentHead(page.seo, siteName);
  return (
    <>
      {screenFor(page, view)}
      <PageStructuredData page={page} siteName={siteName} />
    </>
  );
}

/**
 * On arrival at an address with a #fragment (e.g. /#relocation), scroll smoothly to it; else jump to the top, as a
 * page load would. A layout effect, so the new page is at the top before the browser paints or reports a scroll:
 * the scroll depth of a page never sees the position the previous page was left at (docs/decisions/043).
 */
function ScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    } else {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  }, [pathname, hash]);
  return null;
}

/**
 * The site's links know the page shown (ui/components/site-link.tsx). They load their page: every page but /admin is
 * a static page rendered from the catalogue's records (docs/decisions/083, 101), which the admin app does not hold.
 */
function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigation = useMemo(() => ({ pathname }), [pathname]);
  return <SiteNavigationProvider value={navigation}>{children}</SiteNavigationProvider>;
}

/**
 * One page of the site as one React tree: what the prerender renders for every page, and what the browser runs for
 * /admin, the page that is not static (docs/decisions/083). The page and its view come from the render
 * (ui/site-render.tsx). The parts that respond to the visitor are islands: on a static page each hydrates alone from
 * its marker.
 */
export function App() {
  return (
    <RouterNavigation>
      <Shell />
    </RouterNavigation>
  );
}

/** The screens that raise toasts (the newsletter, the relocation booking, the admin's uploads): only they carry the toaster. */
const SCREENS_WITH_TOASTS: ReadonlySet<Screen> = new Set<Screen>(['home', 'admin']);

function Shell() {
  const { pathname } = useLocation();
  const { shell, page, view } = useSiteRender();
  const { title, category } = viewedPageOf(page, pathname);
  const viewed = category === undefined ? { title } : { title, category };
  const { screen } = page;
  return (
    <div className={css.shell} {...{ [VIEWED_PAGE_ATTRIBUTE]: JSON.stringify(viewed) }}>
      <a href="#main" className={css.skipLink}>
        Skip to content
      </a>
      {/* Early in the focus order, fixed over the bottom of the page (docs/decisions/040). It hydrates at the visitor's
          first interaction with it, or with the footer's Cookie settings button (docs/decisions/086). */}
      <Island name="consent-banner" when="interaction" near={`[${OPENS_COOKIE_SETTINGS}]`} component={ConsentBanner} props={{}} />
      {/* The whole app's own tracking; a static page tracks with no React (./static-page.ts) and renders neither.
          Before ScrollOnNavigation, so a route change reaches the tracking before the new page scrolls to the top. */}
      <PageTracking {...viewed} />
      <PageClickTracking />
      <ScrollOnNavigation />
      {/* At the first interaction (a pointer over it, a touch, the focus): its links work and are tracked before (docs/decisions/083). */}
      <Island name="site-header" when="interaction" component={SiteHeader} props={{ siteName: shell.siteName, toursMenu: [ALL_TOURS, ...shell.activityPages] }} />
      <main id="main" className={css.main} tabIndex={-1}>
        {/* The screen's chunk: the prerender waits for it, and the admin app shows this while it loads. */}
        <Suspense fallback={<p role="status" className={css.loading}>Loading…</p>}>
          <PageView page={page} view={view} siteName={shell.siteName} />
        </Suspense>
      </main>
      <SiteFooter />
      {/* Idle: a toast raised before it hydrates waits in the page's queue (./components/toaster.tsx) and shows as soon as it does. */}
      {SCREENS_WITH_TOASTS.has(screen) && <Island name="toaster" when="idle" component={PageToaster} props={{}} />}
    </div>
  );
}
