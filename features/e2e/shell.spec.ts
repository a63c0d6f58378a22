import AxeBuilder from '@axe-core/playwright';
import { PAGES } from '../../ui/content/pages.js';
import { ALL_TOURS } from '../../ui/content/site-map.js';
import { CONTENT_SCREENS, expect, test } from './fixtures.js';

/*
 * The header, the Tours menu and its 150 ms close, the burger, the footer and the 404 screen are scenarios of
 * features/site-shell.feature at @ui, and unknown API paths of features/ui-hosting.feature: not repeated here.
 */
test.describe('every route of docs/product.md §2', () => {
  // The content pages are checked the same way in their one visit of public-site.spec.ts.
  for (const entry of PAGES.filter((page) => !CONTENT_SCREENS.has(page.screen))) {
    test(`${entry.path} answers 200 with its title and hydrates cleanly`, async ({ page, consoleErrors }) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(entry.seo.title);
      await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
    });
  }

  test('public routes carry their search metadata in the served HTML itself', async ({ request }) => {
    const html = await (await request.get(ALL_TOURS.path)).text();
    expect(html).toContain('<title>Costa Rica Tours &amp; Adventures | Costa Rica Gateway</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+">/);
    expect(html).toContain('<link rel="canonical" href="https://costaricagateway.com/tours">');
    expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+">/);
    expect(html).toContain('Arenal Volcano Hike');
  });

  test('/admin is client-only and noindex', async ({ request, page }) => {
    const html = await (await request.get('/admin')).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<div id="root"></div>');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  });
});

test.describe('accessibility and mobile', () => {
  // The content pages (home included) are checked in public-site.spec.ts.
  for (const path of [ALL_TOURS.path, '/no-such-page', '/admin']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      // axe over /tours' 39 cards can pass 30 s on a busy two-core machine.
      test.slow();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
      expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }

  for (const width of [375, 1440]) {
    test(`the tours page at ${width} px has no horizontal scroll (screenshot kept)`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(ALL_TOURS.path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`tours-${width}.png`), fullPage: false });
    });
  }
});
