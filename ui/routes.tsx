import type { ReactElement } from 'react';
import type { PageEntry } from './content/pages.js';
import { tourPageContentLoader } from './content/tour-pages/tour-page-loaders.js';
import { lazyScreen, type LazyScreen } from './lazy-screen.js';

/*
 * Every screen of the route list is its own chunk (docs/architecture.md §4): a visitor's first load
 * carries the shell (header, footer, router) plus the one screen of the page they arrive on. The
 * module keys beside each import name the same files for the prerender's modulepreload tags; the
 * build fails if one is wrong (scripts/prerender.ts).
 */
const home = lazyScreen(['pages/home-page.tsx'], () => import('./pages/home-page.js').then((module) => module.HomePage));
const tours = lazyScreen(['pages/tours-page.tsx'], () => import('./pages/tours-page.js').then((module) => module.ToursPage));
const pictureOfTheDay = lazyScreen(['pages/picture-of-the-day-page.tsx'], () =>
  import('./pages/picture-of-the-day-page.js').then((module) => module.PictureOfTheDayPage),
);
const notFound = lazyScreen(['pages/not-found-page.tsx'], () => import('./pages/not-found-page.js').then((module) => module.NotFoundPage));
const travelEssentials = lazyScreen(['pages/travel-essentials-page.tsx'], () =>
  import('./pages/travel-essentials-page.js').then((module) => module.TravelEssentialsPage),
);
const giftStore = lazyScreen(['pages/gift-store-page.tsx'], () => import('./pages/gift-store-page.js').then((module) => module.GiftStorePage));
const coffee = lazyScreen(['pages/coffee-page.tsx'], () => import('./pages/coffee-page.js').then((module) => module.CoffeePage));
const privacy = lazyScreen(['pages/privacy-page.tsx'], () => import('./pages/privacy-page.js').then((module) => module.PrivacyPage));
const terms = lazyScreen(['pages/terms-page.tsx'], () => import('./pages/terms-page.js').then((module) => module.TermsPage));
const realEstate = lazyScreen(['pages/real-estate-page.tsx'], () => import('./pages/real-estate-page.js').then((module) => module.RealEstatePage));
/** The admin page (crop tool, canvas pipeline) is for one operator: never on visitors' phones. */
const admin = lazyScreen(['pages/admin-page.tsx'], () => import('./pages/admin-page.js').then((module) => module.AdminPage));

/** One chunk per destination and activity page: the shared screen plus that page's own content. */
const tourPages = new Map<string, LazyScreen<{ heading: string }>>();
function tourPageScreen(path: string): LazyScreen<{ heading: string }> {
  const cached = tourPages.get(path);
  if (cached) return cached;
  const content = tourPageContentLoader(path);
  const screen = lazyScreen<{ heading: string }>(['pages/tour-page.tsx', content.module], async () => {
    const [{ TourPage }, pageContent] = await Promise.all([import('./pages/tour-page.js'), content.load()]);
    return ({ heading }: { heading: string }) => <TourPage heading={heading} content={pageContent} />;
  });
  tourPages.set(path, screen);
  return screen;
}

/** The lazily loaded screen of a page entry. */
export function lazyScreenFor(page: PageEntry): LazyScreen<never> {
  switch (page.screen) {
    case 'home':
      return home;
    case 'tours':
      return tours;
    case 'picture-of-the-day':
      return pictureOfTheDay as LazyScreen<never>;
    case 'not-found':
      return notFound;
    case 'admin':
      return admin;
    case 'destination':
    case 'activity':
      return tourPageScreen(page.path) as LazyScreen<never>;
    case 'real-estate':
      return realEstate;
    case 'travel-essentials':
      return travelEssentials;
    case 'gift-store':
      return giftStore;
    case 'coffee':
      return coffee;
    case 'privacy':
      return privacy;
    case 'terms':
      return terms;
  }
}

/** The screen each page entry of ui/content/pages.ts shows. */
export function screenFor(page: PageEntry): ReactElement {
  switch (page.screen) {
    case 'home':
      return <home.Screen />;
    case 'tours':
      return <tours.Screen />;
    case 'admin':
      return <admin.Screen />;
    case 'picture-of-the-day':
      return <pictureOfTheDay.Screen title={page.heading} lead={page.seo.description} />;
    case 'not-found':
      return <notFound.Screen />;
    case 'destination':
    case 'activity': {
      const { Screen } = tourPageScreen(page.path);
      return <Screen heading={page.heading} />;
    }
    case 'real-estate':
      return <realEstate.Screen />;
    case 'travel-essentials':
      return <travelEssentials.Screen />;
    case 'gift-store':
      return <giftStore.Screen />;
    case 'coffee':
      return <coffee.Screen />;
    case 'privacy':
      return <privacy.Screen />;
    case 'terms':
      return <terms.Screen />;
  }
}
