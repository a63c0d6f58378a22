import AxeBuilder from '@axe-core/playwright';
import { SITE_PAGES as PAGES } from '../support/catalogue.js';
import { CONTENT_SCREENS, expect, test } from './fixtures.js';
import { islandHydrated, pageReady } from '../support/page-ready.js';

/**
 * Journeys over the public pages with content (docs/product.md §2): each page loads cleanly, has no
 * serious or critical accessibility violation, no horizontal scroll on a 375 px phone, every image
 * loads, and its screenshots at 375 and 1440 px are kept in reports/playwright-artifacts/.
 */
const pages = PAGES.filter((page) => CONTENT_SCREENS.has(page.screen));

for (const entry of pages) {
  // One visit per page checks everything a first look can: a page load is the slow part of these tests.
  test(`${entry.path}: answers 200 with its title, hydrates cleanly, no serious or critical axe violations, at 375 and 1440 px no horizontal scroll and every image loads (screenshots kept)`, async ({ page, consoleErrors }, testInfo) => {
    // Two widths, two axe passes and every image decoded: past 30 s on a busy two-core machine.
    test.slow();
    await page.setViewportSize({ width: 375, height: 900 });
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(entry.seo.title);
    await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
    await pageReady(page);
    expect(consoleErrors).toEqual([]);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target.join(' ')})`)).toEqual([]);

    // Lazy images load as they come into view; ask for all of them now and wait for each to decode.
    const broken = await page.getByRole('main').locator('img').evaluateAll((images) =>
      Promise.all(
        (images as HTMLImageElement[]).map((image) => {
          image.loading = 'eager';
          return image.decode().then(
            () => (image.naturalWidth > 0 ? null : image.src),
            () => image.src,
          );
        }),
      ).then((sources) => sources.filter((source) => source !== null)),
    );
    expect(broken).toEqual([]);

    const name = entry.path === '/' ? 'home' : entry.path.slice(1).replace(/\//g, '-');
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  });
}

test('the home page sends the twelve home tours to the curated-image call once', async ({ page }) => {
  const calls: unknown[] = [];
  await page.route('**/api/getyourguide/images', async (route) => {
    calls.push(route.request().postDataJSON());
    await route.continue();
  });
  // The call follows the photos' island's hydration: wait for its answer and for the island to have run its effects,
  // when a second call would already have been made.
  const firstAnswer = page.waitForResponse('**/api/getyourguide/images');
  await page.goto('/');
  await firstAnswer;
  await islandHydrated(page, 'tour-card-photos');
  await expect.poll(() => calls.length).toBe(1);
  expect((calls[0] as { tours: unknown[] }).tours).toHaveLength(12);
});

test('what a visitor types into the newsletter form before it is ready is kept (docs/decisions/083)', async ({ page }) => {
  // The form's island is held back until the visitor has typed and ticked, as on a slow phone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/newsletter-form-island-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Get relocation tips in your inbox' });
  const email = form.getByRole('textbox', { name: 'Email address' });
  // Typing needs no island; a tap on the box would start the island and be answered once it has loaded.
  await email.fill('ana@example.cr');
  const islandLoaded = page.waitForResponse(/\/assets\/newsletter-form-island-[^/]+\.js$/);
  release();
  await islandLoaded;
  await islandHydrated(page, 'newsletter-form');
  await form.getByRole('checkbox').check();
  // The form's first render after hydration keeps the address (it used to write its own empty value over it).
  await expect(email).toHaveValue('ana@example.cr');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('Check your inbox: we sent you a link to confirm your subscription.');
  await expect(email).toHaveValue('');
});

// The refusal beside the box, the answer and the emptied form: features/newsletter.feature (@domain @ui, "Submitting
// without ticking consent", "Subscribing"); what only a browser shows stays here (docs/decisions/125, 146).
test('a sign-up refused for want of consent puts focus on the consent box, which the message describes', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Get relocation tips in your inbox' });
  await form.getByRole('textbox', { name: 'Email address' }).fill('ana@example.cr');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('checkbox')).toBeFocused();
  await expect(form.getByRole('checkbox')).toHaveAccessibleDescription('Please agree to receive updates to subscribe.');
});
