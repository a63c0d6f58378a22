import type { Page } from '@playwright/test';
import { HomePage } from '../pages/home-page.js';
import { TourPageObject } from '../pages/tour-page.js';
import type { HomePageView, Shop, ShopPageView, TourPageView } from '../portal.js';
import type { ServerUnderTest } from '../server-under-test.js';
import { uiNewsletterForm, uiRelocationForm, uiRelocationNextSteps } from './visitor-forms.js';
import { ShopPageObject } from '../pages/shop-page.js';
import { domainShop } from './shop-views.js';

/** The @ui level's pages: what the visitor's Chromium shows, read through page objects. */
export function uiTourPage(page: Page): TourPageView {
  const tourPage = new TourPageObject(page);
  return {
    factValues: () => tourPage.factValues(),
    categoryOptions: () => tourPage.categoryOptions(),
    chosenCategory: () => tourPage.chosenCategory(),
    chooseCategory: (category) => tourPage.chooseCategory(category),
    tours: () => tourPage.tours(),
    tourCount: () => tourPage.tourCards.count(),
    bookingLinks: () => tourPage.bookingLinkViews(),
    hasHotelsBlock: async () => (await tourPage.hotelsBlock.count()) > 0,
    hotels: () => tourPage.hotels(),
    partnerWidget: () => tourPage.partnerWidget(),
  };
}

export function uiHomePage(page: Page, server: ServerUnderTest): HomePageView {
  const home = new HomePage(page);
  return {
    tours: () => home.tours(),
    domainDescription: () => home.domainDescription(),
    // No describedDomains: the rows the page parsed stay inside the browser.
    newsletter: uiNewsletterForm(page, server),
    relocationForm: uiRelocationForm(page, server),
    relocationNextSteps: uiRelocationNextSteps(page),
    tourCount: () => home.tourCards.count(),
    bookingLinks: () => home.bookingLinkViews(),
  };
}

export function uiShop(page: Page, shop: Shop): ShopPageView {
  const shopPage = new ShopPageObject(page);
  return {
    benefits: () => shopPage.benefits(),
    chips: () => shopPage.chips(),
    categoryButtons: () => shopPage.categoryButtons(),
    chooseCategory: (name) => shopPage.chooseCategory(name),
    products: () => shopPage.products(),
    disclosure: () => shopPage.disclosure(),
    priceNote: () => shopPage.priceNote(),
    // The data behind the cards: the page shows only some of it, which is what the rule is about.
    allHighlightsOf: domainShop(shop).allHighlightsOf,
  };
}
