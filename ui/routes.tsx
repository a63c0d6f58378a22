import type { ReactElement } from 'react';
import type { PageEntry, Screen } from './content/pages.js';
import { AdminPage } from './pages/admin-page.js';
import { HomePage } from './pages/home-page.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { PictureOfTheDayPage } from './pages/picture-of-the-day-page.js';
import { SimplePage } from './pages/simple-page.js';
import { ToursPage } from './pages/tours-page.js';

/** The screen each page entry of ui/content/pages.ts shows. */
export function screenFor(page: PageEntry): ReactElement {
  const screens: Partial<Record<Screen, () => ReactElement>> = {
    home: () => <HomePage />,
    tours: () => <ToursPage />,
    admin: () => <AdminPage />,
    'picture-of-the-day': () => <PictureOfTheDayPage title={page.heading} lead={page.seo.description} />,
    'not-found': () => <NotFoundPage />,
  };
  return screens[page.screen]?.() ?? <SimplePage title={page.heading} lead={page.seo.description} />;
}
