import { Suspense, useLayoutEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ConsentBanner } from './components/consent-banner.js';
import { PageTracking } from './components/page-tracking.js';
import { SiteFooter } from './components/site-footer.js';
import { SiteHeader } from './components/site-header.js';
import { NOT_FOUND_PAGE, PAGES, type PageEntry } from './content/pages.js';
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

export function App() {
  // The Cookie settings dialog, opened from the banner's Choose or the footer's Cookie settings (docs/decisions/040).
  const [cookieSettingsOpen, setCookieSettingsOpen] = useState(false);
  return (
    <div className={css.shell}>
      <a href="#main" className={css.skipLink}>
        Skip to content
      </a>
      {/* Early in the focus order, fixed over the bottom of the page (docs/decisions/040). */}
      <ConsentBanner settingsOpen={cookieSettingsOpen} onSettingsOpen={() => setCookieSettingsOpen(true)} onSettingsClose={() => setCookieSettingsOpen(false)} />
      {/* Before ScrollOnNavigation, so a route change reaches the tracking before the new page scrolls to the top. */}
      <PageTracking />
      <ScrollOnNavigation />
      <SiteHeader />
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
      <SiteFooter onCookieSettings={() => setCookieSettingsOpen(true)} />
    </div>
  );
}
