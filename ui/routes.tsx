import { lazy, Suspense, type ReactElement } from 'react';
import type { PageEntry, Screen } from './content/pages.js';
import { HomePage } from './pages/home-page.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { PictureOfTheDayPage } from './pages/picture-of-the-day-page.js';
import { SimplePage } from './pages/simple-page.js';
import { ToursPage } from './pages/tours-page.js';

/**
 * The admin page (crop tool, canvas pipeline) is for one operator, never prerendered: it loads as
 * its own chunk so visitors' phones never download it.
 */
const AdminPage = lazy(() => import('./pages/admin-page.js').then((module) => ({ default: module.AdminPage })));

/** The screen each page entry of ui/content/pages.ts shows. */
export function screenFor(page: PageEntry): ReactElement {
  const screens: Partial<Record<Screen, () => ReactElement>> = {
    home: () => <HomePage />,
    tours: () => <ToursPage />,
    admin: () => (
      <Suspense fallback={<p role="status">Loading the admin page…</p>}>
        <AdminPage />
      </Suspense>
    ),
    'picture-of-the-day': () => <PictureOfTheDayPage title={page.heading} lead={page.seo.description} />,
    'not-found': () => <NotFoundPage />,
  };
  return screens[page.screen]?.() ?? <SimplePage title={page.heading} lead={page.seo.description} />;
}
