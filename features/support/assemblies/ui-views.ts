import type { Page } from '@playwright/test';
import { HomePage } from '../pages/home-page.js';
import { TourPageObject } from '../pages/tour-page.js';
import type { HomePageView, NewsletterFormView, Shop, ShopPageView, TourPageView } from '../portal.js';
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

export function uiHomePage(page: Page): HomePageView {
  const home = new HomePage(page);
  return {
    tours: () => home.tours(),
    domainDescription: () => home.domainDescription(),
    // No describedDomains: the rows the page parsed stay inside the browser.
    newsletter: uiNewsletterForm(page, home),
    tourCount: () => home.tourCards.count(),
    bookingLinks: () => home.bookingLinkViews(),
    requestRelocationBooking: async () => {
      await home.relocationButton.click();
      return home.shownToast();
    },
  };
}

/** The newsletter form in the browser; sign-ups are read from the console adapter's log. */
function uiNewsletterForm(page: Page, home: HomePage): NewsletterFormView {
  const signUps: string[] = [];
  page.on('console', (message) => {
    const match = /^Newsletter sign-up: (.+)$/.exec(message.text());
    if (match) signUps.push(match[1]!);
  });
  const form = home.newsletterForm;
  return {
    typeEmail: (email) => form.getByRole('textbox', { name: 'Email address' }).fill(email),
    submit: async ({ tickConsent }) => {
      if (tickConsent) await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Subscribe' }).click();
      return home.shownToast();
    },
    current: async () => ({
      email: await form.getByRole('textbox', { name: 'Email address' }).inputValue(),
      consent: await form.getByRole('checkbox').isChecked(),
    }),
    subscribers: async () => [...signUps],
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
