import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import { SCROLL_MILESTONES } from '../../domain/analytics/page-engagement.js';
import { scrollPercent } from '../../domain/analytics/scroll-depth.js';
import { pageAt as pageForPath } from '../support/catalogue.js';
import { TAG_HOSTS, TrackingPage } from '../support/pages/tracking-page.js';
import { expect, test } from './fixtures.js';
import { openReady, pageReady } from '../support/page-ready.js';

/**
 * docs/product.md §7 tracking, consent first (docs/decisions/040-consent-before-tracking.md): whole journeys in
 * the built portal. The test build has no tag ids, so no tag can load; the page's events are read in the analytics
 * test mode (docs/decisions/042-analytics-test-mode.md), which records what the tags would be sent.
 */

const titleOf = (path: string) => pageForPath(path).seo.title;
const ARENAL = '/destinations/arenal';
const BOOKED_TOUR = 'Arenal Volcano Hike & Tabacón Hot Springs';

/** A user_engagement whose times the journey's pace decides. */
const timeOnPage = (path: string) => ({
  name: 'user_engagement',
  params: { event_category: 'engagement', event_label: 'time_on_page', value: expect.any(Number), engagement_time_msec: expect.any(Number), page_path: path },
});
const scrollDepths = (path: string, milestones: readonly number[]): AnalyticsEvent[] =>
  milestones.map((value) => ({ name: 'scroll_depth', params: { event_category: 'engagement', event_label: `${value}%`, value, page_path: path } }));

/** Scrolls an element into view and tells which milestones the page has then passed (the page scrolls once). */
async function scrollToAndMeasure(page: Page, locate: ReturnType<Page['locator']>): Promise<number[]> {
  await locate.scrollIntoViewIfNeeded();
  const position = await page.evaluate(() => ({ top: window.scrollY, viewportHeight: window.innerHeight, documentHeight: document.documentElement.scrollHeight }));
  const percent = scrollPercent(position) ?? 0;
  return SCROLL_MILESTONES.filter((milestone) => milestone <= percent);
}

test.beforeEach(async ({ page, baseURL }) => {
  await TrackingPage.enableTestMode(page, new URL(baseURL!).origin);
  // Booking and shop links open a new tab, which goes nowhere offline (features/e2e/fixtures.ts): close it.
  page.on('popup', (popup) => void popup.close());
});

test('a visitor who accepts produces exactly the events of the journey, in order', async ({ page }) => {
  const tracking = new TrackingPage(page);
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
  await tracking.acceptAll();

  // Scroll to the end of the home page, with the keyboard.
  await tracking.pressEndUntilAtTheEnd();
  await expect.poll(async () => (await tracking.events()).some((event) => event.name === 'scroll_depth' && event.params.value === 100)).toBe(true);

  // Open a destination page from the footer, and book its first tour.
  await page.getByRole('navigation', { name: 'Destinations' }).getByRole('link', { name: 'Arenal', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: pageForPath(ARENAL).heading })).toBeVisible();
  const bookingLink = page.getByRole('main').getByRole('article', { name: BOOKED_TOUR }).getByRole('link', { name: /^Book with / });
  const arenalDepths = await scrollToAndMeasure(page, bookingLink);
  await bookingLink.click();

  // Go to the gift store from the header, and press a category button.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gift Store' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Costa Rica Gift Store' })).toBeVisible();
  await page.getByRole('group', { name: 'Gift categories' }).getByRole('button', { name: /^Apparel\b/ }).click();

  await expect.poll(() => tracking.events()).toEqual([
    { name: 'page_view', params: { page_path: '/', page_title: titleOf('/') } },
    { name: 'domain_traffic', params: { event_category: 'domain', event_label: '127.0.0.1', page_path: '/' } },
    { name: 'campaign_attribution', params: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' } },
    ...scrollDepths('/', [25, 50, 75, 100]),
    timeOnPage('/'),
    { name: 'page_view', params: { page_path: ARENAL, page_title: titleOf(ARENAL) } },
    ...scrollDepths(ARENAL, arenalDepths),
    { name: 'tour_click', params: { event_category: 'tours', event_label: `La Fortuna: ${BOOKED_TOUR}` } },
    { name: 'select_item', params: { item_id: 'arenal-1', item_name: BOOKED_TOUR, item_category: 'Nature & Wildlife', price: 165, currency: 'USD' } },
    { name: 'navigation_click', params: { event_category: 'navigation', event_label: 'Gift Store' } },
    timeOnPage(ARENAL),
    { name: 'page_view', params: { page_path: '/gift-store', page_title: titleOf('/gift-store') } },
    { name: 'category_filter', params: { event_category: 'gift_store', event_label: 'Apparel' } },
  ]);
  // The test build has no tag ids: no tag was loaded, even with consent.
  expect(await tracking.tagScripts()).toEqual([]);
});

test('before a choice and after Reject all, no request reaches a tag host, no tag is added and nothing is recorded', async ({ page }) => {
  // A long journey: the same walk through the site twice, before and after the choice (15 s alone, 27.6 s in the
  // full run and 31 s beside the other tracking journeys, over the default 30 s).
  test.slow();
  const tracking = new TrackingPage(page);
  const tagRequests: string[] = [];
  page.context().on('request', (request) => {
    if (TAG_HOSTS.test(new URL(request.url()).hostname)) tagRequests.push(request.url());
  });
  const browseAround = async () => {
    await page.keyboard.press('End');
    await page.getByRole('navigation', { name: 'Destinations' }).getByRole('link', { name: 'Arenal', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: pageForPath(ARENAL).heading })).toBeVisible();
    await page.getByRole('main').getByRole('article', { name: BOOKED_TOUR }).getByRole('link', { name: /^Book with / }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gift Store' }).click();
    const apparel = page.getByRole('group', { name: 'Gift categories' }).getByRole('button', { name: /^Apparel\b/ });
    await apparel.click();
    // What tracking there were would have started with the page and the choice of a category.
    await expect(apparel, 'the Apparel category chosen').toHaveAttribute('aria-pressed', 'true');
    await pageReady(page);
  };
  const nothingTracked = async () => {
    expect(await tracking.events()).toEqual([]);
    expect(await tracking.tagScripts()).toEqual([]);
    expect(await page.evaluate(() => ['dataLayer', 'gtag', 'fbq', '_fbq'].filter((name) => name in window))).toEqual([]);
    expect(tagRequests).toEqual([]);
  };

  await page.goto('/?utm_source=newsletter');
  await expect(tracking.banner).toBeVisible();
  await browseAround();
  await nothingTracked();

  await tracking.rejectAll();
  await openReady(page, '/?utm_source=newsletter');
  // The choice is kept: no banner on the next visit, and still nothing.
  await expect(tracking.banner).toHaveCount(0);
  await browseAround();
  await nothingTracked();
});

test('the banner is labelled, keyboard-operable and overlays the page without moving it; Cookie settings changes the choice', async ({ page }) => {
  // A long journey: two accessibility audits (the whole of /tours takes Axe up to 16 s when both workers are busy),
  // two choices and a walk through the gift store.
  test.slow();
  const tracking = new TrackingPage(page);
  // The page's cumulative layout shift, as the browser measures it.
  await page.addInitScript(() => {
    const measured = window as unknown as { __layoutShift: number };
    measured.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) measured.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // On a slow phone the browser paints while it is still parsing a long page: /tours, with the CPU slowed 6 times,
  // painted a half-parsed header one load in two before its first paint waited for <main> (ui/islands/static-pages.ts).
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await openReady(page, '/tours');
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(tracking.banner).toBeVisible();

  // Fixed at the bottom, over the page: its appearance after hydration shifts nothing.
  expect(await tracking.banner.evaluate((banner) => getComputedStyle(banner).position)).toBe('fixed');
  const box = (await tracking.banner.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);
  expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBeLessThan(0.01);
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([]);

  // From the keyboard alone: Tab to Choose, open the dialog, tick Analytics only, save.
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Choose') break;
  }
  await page.keyboard.press('Enter');
  await expect(tracking.settingsDialog).toBeVisible();
  const analytics = tracking.settingsDialog.getByRole('checkbox', { name: 'Analytics (Google Analytics 4)' });
  const marketing = tracking.settingsDialog.getByRole('checkbox', { name: 'Marketing (Meta pixel)' });
  await expect(analytics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await analytics.focus();
  await page.keyboard.press('Space');
  await tracking.settingsDialog.getByRole('button', { name: 'Save choices' }).focus();
  await page.keyboard.press('Enter');
  await expect(tracking.settingsDialog).toBeHidden();
  await expect(tracking.banner).toHaveCount(0);
  await expect.poll(async () => (await tracking.events()).map((event) => event.name)).toEqual(['page_view', 'domain_traffic']);

  // Cookie settings in the footer reopens the choice as it stands; withdrawing stops the tracking at once.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(analytics).toBeChecked();
  await expect(marketing).not.toBeChecked();
  const dialogScan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(dialogScan.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([]);
  await analytics.uncheck();
  await tracking.settingsDialog.getByRole('button', { name: 'Save choices' }).click();
  // (Reaching the footer scrolled the page to its end while tracking was still allowed.)
  const beforeWithdrawal = await tracking.events();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gift Store' }).click();
  const coffee = page.getByRole('group', { name: 'Gift categories' }).getByRole('button', { name: /^Coffee\b/ });
  await coffee.click();
  await expect(coffee, 'the Coffee category chosen').toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await pageReady(page);
  expect(await tracking.events()).toEqual(beforeWithdrawal);
});
