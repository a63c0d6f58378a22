import type { ReactElement } from 'react';
import type { PageEntry } from '../domain/presentation/site-pages.js';
import { lazyScreen, type LazyScreen } from './lazy-screen.js';
import type { ScreenViews, ScreenView } from '../domain/presentation/screen-views.js';

/*
 * Every screen of the route list is its own chunk (docs/architecture.md §4): a visitor's first load
 * carries the shell (header, footer, router) plus the one screen of the page they arrive on. The
 * module keys beside each import name the same files for the prerender's modulepreload tags; the
 * build fails if one is wrong (scripts/prerender.ts).
 */
const home = lazyScreen(['pages/home-page.tsx'], () => import('./pages/home-page.js').then((module) => module.HomePage));
const tours = lazyScreen(['pages/tours-page.tsx'], () => import('./pages/tours-page.js').then((module) => module.ToursPage));
/** Every destination and activity page: one screen, drawn from its page record's view (docs/decisions/101). */
const tourPage = lazyScreen(['pages/tour-page.tsx'], () => import('./pages/tour-page.js').then((module) => module.TourPage));
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
      return tourPage;
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

/** The screen each page entry (domain/presentation/site-pages.ts) shows, drawn from its view (domain/presentation/screen-views.ts). */
export function screenFor(page: PageEntry, view: ScreenView): ReactElement {
  const viewOf = <S extends keyof ScreenViews>(_screen: S) => view as ScreenViews[S];
  switch (page.screen) {
    case 'home':
      return <home.Screen view={viewOf('home')} />;
    case 'tours':
      return <tours.Screen view={viewOf('tours')} />;
    case 'admin':
      return <admin.Screen />;
    case 'picture-of-the-day':
      return <pictureOfTheDay.Screen title={page.heading} lead={page.seo.description} view={viewOf('picture-of-the-day')} />;
    case 'not-found':
      return <notFound.Screen />;
    case 'destination':
    case 'activity':
      return <tourPage.Screen content={viewOf('destination')} />;
    case 'real-estate':
      return <realEstate.Screen view={viewOf('real-estate')} />;
    case 'travel-essentials':
      return <travelEssentials.Screen view={viewOf('travel-essentials')} />;
    case 'gift-store':
      return <giftStore.Screen view={viewOf('gift-store')} />;
    case 'coffee':
      return <coffee.Screen view={viewOf('coffee')} />;
    case 'privacy':
      return <privacy.Screen />;
    case 'terms':
      return <terms.Screen />;
  }
}
