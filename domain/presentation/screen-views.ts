import type { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { homePageView, type HomePageView } from './home-page-view.js';
import { pictureOfTheDayView, type PictureOfTheDayView } from './picture-of-the-day-view.js';
import { realEstateView, type RealEstateView } from './real-estate-view.js';
import { coffeeShopView, essentialsShopView, giftShopView, type ShopView } from './shop-views.js';
import { tourPageContent, type TourPageContent } from './tour-page-view.js';
import { toursPageContent, type ToursPageContent } from './tours-page-view.js';
import type { CoffeeProduct } from '../shopping/coffee-product.js';
import type { EssentialsProduct } from '../shopping/essentials-product.js';
import type { GiftProduct } from '../shopping/gift-product.js';
import type { PageEntry, Screen } from './site-pages.js';

/** What each screen shows from the catalogue: one view function of domain/presentation per kind of page (docs/decisions/101). */
export interface ScreenViews {
  readonly home: HomePageView;
  readonly tours: ToursPageContent;
  readonly destination: TourPageContent;
  readonly activity: TourPageContent;
  readonly 'real-estate': RealEstateView;
  readonly coffee: ShopView<CoffeeProduct>;
  readonly 'gift-store': ShopView<GiftProduct>;
  readonly 'travel-essentials': ShopView<EssentialsProduct>;
  readonly 'picture-of-the-day': PictureOfTheDayView;
  /** The legal pages, the 404 page and /admin read nothing of the catalogue but the shell's. */
  readonly privacy: undefined;
  readonly terms: undefined;
  readonly 'not-found': undefined;
  readonly admin: undefined;
}

export type ScreenView = ScreenViews[Screen];

/** The page record a screen of the catalogue shows: its entry names it. */
function pageIdOf(page: PageEntry): string {
  if (page.pageId === undefined) throw new Error(`${page.path} shows a page record, but its entry names none`);
  return page.pageId;
}

/** A page's view, read through the page's reader: what the page shows, and nothing it did not read (docs/decisions/101). */
export function viewFor(page: PageEntry, reader: CatalogueReader): ScreenView {
  switch (page.screen) {
    case 'home':
      return homePageView(reader, pageIdOf(page));
    case 'tours':
      return toursPageContent(reader, pageIdOf(page));
    case 'destination':
    case 'activity':
      return tourPageContent(reader, pageIdOf(page));
    case 'real-estate':
      // Drawn on the day it is rendered (a build or a publish), so a planned delivery gone by says so (issue 37).
      return realEstateView(reader, new Date());
    case 'coffee':
      return coffeeShopView(reader);
    case 'gift-store':
      return giftShopView(reader);
    case 'travel-essentials':
      return essentialsShopView(reader);
    case 'picture-of-the-day':
      return pictureOfTheDayView(reader);
    case 'privacy':
    case 'terms':
    case 'not-found':
    case 'admin':
      return undefined;
  }
}
