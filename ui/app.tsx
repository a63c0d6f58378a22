import { Suspense, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
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
import { NOT_FOUND_PAGE, PAGES, type PageEntry, type Screen } from './content/pages.js';
import { pageForPath, viewedPageFor } from './page-for-path.js';
import { screenFor } from './routes.js';
import { PageStructuredData } from './seo/page-structured-data.js';
import { useDocumentHead } from './seo/use-document-head.js';
import * as css from './app.css.js';
import './styles/view-transition.css';

function PageView({ page }: { page: PageEntry }) {
  useDocumentHead(page.seo);
  return (
    <>
      {screenFor(page)}
      <PageStructuredData page={page} />
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

/** Inside the app, the site's links move with the router, without a page load (ui/components/site-link.tsx). */
function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo(() => ({ pathname, navigate: (to: string) => void navigate(to) }), [pathname, navigate]);
  return <SiteNavigationProvider value={navigation}>{children}</SiteNavigationProvider>;
}

/**
 * The whole site as one React tree: what the prerender renders for every page, and what the browser runs for the
 * pages that are not yet static (docs/decisions/083) and for /admin. The parts that respond to the visitor are
 * islands: on a static page each hydrates alone from its marker.
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
  const { title, category } = viewedPageFor(pathname);
  const viewed = category === undefined ? { title } : { title, category };
  const { screen } = pageForPath(pathname);
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
      <Island name="site-header" when="interaction" component={SiteHeader} props={{}} />
      <main id="main" className={css.main} tabIndex={-1}>
        {/* One boundary above the routes: on client navigation (a transition) the current page stays
            shown while the next screen's chunk loads, instead of flashing the fallback. */}
        <Suspense fallback={<p role="status" className={css.loading}>Loading…</p>}>
          <Routes>
            {PAGES.map((page) => (
              <Route key={page.path} path={page.path} element={<PageView page={page} />} />
            ))}
            <Route path="*" element={<PageView page={NOT_FOUND_PAGE} />} />
          </Routes>
        </Suspense>
      </main>
      <SiteFooter />
      {/* Idle: a toast raised before it hydrates waits in the page's queue (./components/toaster.tsx) and shows as soon as it does. */}
      {SCREENS_WITH_TOASTS.has(screen) && <Island name="toaster" when="idle" component={PageToaster} props={{}} />}
    </div>
  );
}
