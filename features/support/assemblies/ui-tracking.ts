import type { Page } from '@playwright/test';
import { COFFEE_WIDGETS } from '../../../domain/analytics/events.js';
import { ALL_TOURS, HEADER_LINKS, HOME } from '../../../domain/navigation/site-places.js';
import { pageAt, SITE_SHELL } from '../catalogue.js';
import { ShopPageObject } from '../pages/shop-page.js';
import { openReady } from '../page-ready.js';
import { TrackingPage } from '../pages/tracking-page.js';
import type { ConsentAnswer, TrackedVisitor } from '../portal.js';
import type { ServerUnderTest } from '../server-under-test.js';

/** The header's Tours menu: /tours and the activity pages (the site shell's view). */
const TOURS_MENU = [ALL_TOURS, ...SITE_SHELL.activityPages];

/**
 * The @ui level's tracked visitor: a real Chromium on the real server, with the analytics test mode on, so the
 * page keeps what it sends in memory and the steps read it from there (docs/decisions/042-analytics-test-mode.md).
 * Time is the browser's own clock, installed by Playwright so that seconds can pass at once; once they have, the
 * clock stays paused, so only the seconds a scenario names are counted, never the time the steps themselves take.
 */
export function uiTrackedVisitor(page: Page, server: ServerUnderTest): TrackedVisitor {
  const tracking = new TrackingPage(page);
  let prepared = false;

  const main = () => page.getByRole('main');
  const headingOf = (path: string) => main().getByRole('heading', { level: 1, name: pageAt(path).heading });
  /** Waits until the page at `path` shows its heading (the route changed and the screen rendered). */
  const settledOn = async (path: string) => {
    await page.waitForURL((url) => url.pathname === path);
    await headingOf(path).waitFor();
  };
  let accepted = false;
  const answer = async (choice: ConsentAnswer) => {
    accepted = choice === 'accept all';
    if (choice === 'accept all') await tracking.acceptAll();
    if (choice === 'reject all') await tracking.rejectAll();
  };
  /**
   * The visit's tracking is loaded once the visitor chose (docs/decisions/083) and follows the tab from then on; on a
   * busy machine its code can arrive after the next step. Before the tab is hidden or left, wait for its page view:
   * it counts time from the moment of the choice, so waiting adds none (the page's clock is paused by then). The same
   * before a click that loads another page: an event sent before the tags' code arrived waits for it in the page
   * (adapters/analytics/deferred-analytics-sink.ts) and goes with the page (a cta_click to /tours was lost so in one
   * full run); a visitor, who takes longer than a step to reach the next link, rarely meets it.
   */
  const trackingRuns = async () => {
    if (accepted) await tracking.pageViewSent();
  };
  const prepare = async () => {
    if (prepared) return;
    prepared = true;
    await TrackingPage.enableTestMode(page, server.baseUrl);
    await page.clock.install();
    // Links that open a new tab (booking, shops, the broker) go nowhere offline: close those tabs at once.
    page.on('popup', (popup) => void popup.close());
  };

  return {
    arrive: async (address, choice, window = 'normal') => {
      await prepare();
      const url = new URL(address, server.baseUrl);
      if (url.origin !== server.baseUrl) {
        // One of the product's other domains: its requests are answered by the server under test, as DNS would send them there.
        await TrackingPage.enableTestMode(page, url.origin);
        await page.route(`${url.origin}/**`, async (route) => {
          const asked = new URL(route.request().url());
          // When the scenario ends mid-request the context is gone: nothing is left to answer.
          const response = await route.fetch({ url: `${server.baseUrl}${asked.pathname}${asked.search}` }).catch(() => undefined);
          if (response) await route.fulfill({ response }).catch(() => undefined);
        });
      }
      await openReady(page, url.href);
      await tracking.banner.waitFor();
      if (window === 'taller than the page') {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: height + 200 });
      }
      await tracking.keepExternalAppLinksInPage();
      await answer(choice);
    },
    answer,
    moveTo: async (path) => {
      await trackingRuns();
      await page.locator(`a[href="${path}"]:visible`).first().click();
      await settledOn(path);
    },
    bookTour: async (title) => {
      await main().getByRole('article', { name: title, exact: true }).getByRole('link', { name: /^Book with / }).click();
    },
    followContactLink: async (kind) => {
      await main().locator(`a[data-contact-kind="${kind}"]`).first().click();
    },
    followPropertyLink: async (name) => {
      await main().getByRole('region', { name, exact: true }).locator('a[data-contact-kind]').click();
    },
    buyProduct: async (title) => {
      await main().getByRole('article', { name: title, exact: true }).getByRole('link', { name: /^Buy on / }).click();
    },
    pressGiftCategory: (category) => new ShopPageObject(page).chooseCategory(category),
    followWeeklyRecommendation: async () => {
      await main().locator('a[data-event="weekly_coffee"]').click();
    },
    clickEachCoffeeWidget: async () => {
      for (const widget of COFFEE_WIDGETS) await main().locator(`[data-widget="${widget}"] a`).click();
    },
    useMenuLink: async (label) => {
      await trackingRuns();
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (TOURS_MENU.some((place) => place.label === label)) {
        await nav.getByRole('button', { name: 'Tours' }).click();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Tours' }).getByRole('link', { name: label, exact: true }).click();
      } else {
        await nav.getByRole('link', { name: label, exact: true }).click();
      }
      const place = [HOME, ...TOURS_MENU, ...HEADER_LINKS].find((candidate) => candidate.label === label);
      if (place) await settledOn(place.path);
    },
    pressCallToAction: async (label) => {
      await trackingRuns();
      await main().getByRole('link', { name: label, exact: true }).or(main().getByRole('button', { name: label, exact: true })).click();
    },
    scrollTo: (percent) => tracking.scrollTo(percent),
    // The page's clock jumps ahead and stays there, so the real time the next steps take is not counted.
    waitSeconds: async (seconds) => {
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + seconds * 1000);
    },
    hideTab: async () => {
      await trackingRuns();
      await tracking.setTabVisibility('hidden');
    },
    showTab: () => tracking.setTabVisibility('visible'),
    leaveSite: async () => {
      await trackingRuns();
      await tracking.pageHide();
    },
    closeTab: async () => {
      await trackingRuns();
      await tracking.setTabVisibility('hidden');
      await tracking.pageHide();
    },
    events: () => tracking.events(),
  };
}
