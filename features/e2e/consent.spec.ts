import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PRIVACY_SIGNAL_SENTENCE } from '../../domain/consent/privacy-signal.js';
import { TrackingPage } from '../support/pages/tracking-page.js';
import { expect, test } from './fixtures.js';
import { openReady } from '../support/page-ready.js';

/**
 * The consent banner as the visitor sees it (docs/decisions/040, 082; issue 23.6): its accessible structure recorded
 * as an ARIA snapshot, without and with Global Privacy Control, a look at 390 and 1440 px, and the sentence about the
 * signal painted from the first paint (the prerendered page, before the app runs).
 */

// Each test loads the page more than once (hydration, a dialog chunk): room for a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

/** A browser that sends Global Privacy Control: the navigator property and the header, as Firefox and Brave send them. */
async function sendGlobalPrivacyControl(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true }));
  await page.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
}

/** Opens a page of a visitor with no choice yet: the banner shows, its buttons live from the first paint (docs/decisions/086). */
async function openWithoutChoice(page: Page, path: string): Promise<TrackingPage> {
  const tracking = new TrackingPage(page);
  await openReady(page, path);
  await expect(tracking.banner.getByRole('button', { name: 'Accept all' })).toBeEnabled();
  return tracking;
}

test('the banner\'s accessible structure, without Global Privacy Control', async ({ page }) => {
  const tracking = await openWithoutChoice(page, '/tours');
  await expect(tracking.banner).toMatchAriaSnapshot({ name: 'consent-banner.aria.yml' });
  // Until the banner's island runs, the sentence is in the markup but not shown (/consent-state.js found no signal):
  // neither a sighted visitor nor a screen reader meets it.
  await expect(tracking.banner.getByText('Global Privacy Control')).toBeHidden();
});

test('with Global Privacy Control the banner says marketing stays off, from the first paint, and axe finds nothing serious', async ({ page }) => {
  await sendGlobalPrivacyControl(page);
  // The prerendered page alone, before any script of the app runs: /consent-state.js shows the sentence.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/tours');
  await expect(page.getByRole('region', { name: 'Cookie consent' }).getByText(PRIVACY_SIGNAL_SENTENCE)).toBeVisible();
  await page.unroute(/\/assets\/.*\.js$/);

  const tracking = await openWithoutChoice(page, '/tours');
  await expect(tracking.banner).toContainText(PRIVACY_SIGNAL_SENTENCE);
  await expect(tracking.banner).toMatchAriaSnapshot({ name: 'consent-banner-gpc.aria.yml' });
  const scan = await new AxeBuilder({ page }).include('section[aria-label="Cookie consent"]').analyze();
  expect(scan.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([]);
  // That Accept all then allows analytics only, marketing off and not to be ticked: features/consent.feature, "With
  // Global Privacy Control, Accept all allows analytics only" (@domain @ui, docs/decisions/146).
});

for (const width of [390, 1440]) {
  test(`LOOK: the banner with the Global Privacy Control sentence at ${width} px, and Cookie settings`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await sendGlobalPrivacyControl(page);
    const tracking = await openWithoutChoice(page, '/tours');
    await expect(tracking.banner).toContainText(PRIVACY_SIGNAL_SENTENCE);
    await page.screenshot({ path: testInfo.outputPath(`consent-banner-gpc-${width}.png`) });
    await tracking.banner.getByRole('button', { name: 'Choose' }).click();
    await expect(tracking.settingsDialog).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`cookie-settings-gpc-${width}.png`) });
  });
}
