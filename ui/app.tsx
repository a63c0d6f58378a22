import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SiteFooter } from './components/site-footer.js';
import { SiteHeader } from './components/site-header.js';
import { NOT_FOUND_PAGE, PAGES, type PageEntry } from './content/pages.js';
import { screenFor } from './routes.js';
import { useDocumentHead } from './seo/use-document-head.js';
import * as css from './app.css.js';

function PageView({ page }: { page: PageEntry }) {
  useDocumentHead(page.seo);
  return screenFor(page);
}

/** On arrival at an address with a #fragment (e.g. /#relocation), scroll smoothly to it; else to the top. */
function ScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    } else {
      window.scrollTo({ top: 0 });
    }
  }, [pathname, hash]);
  return null;
}

export function App() {
  return (
    <div className={css.shell}>
      <a href="#main" className={css.skipLink}>
        Skip to content
      </a>
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
      <SiteFooter />
    </div>
  );
}
