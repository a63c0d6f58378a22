import AxeBuilder from '@axe-core/playwright';
import { PAGES } from '../../ui/content/pages.js';
import { ACTIVITIES, ALL_TOURS, COFFEE, DESTINATIONS, GIFT_STORE, HOME, REAL_ESTATE, PICTURE_OF_THE_DAY, PRIVACY, TERMS } from '../../ui/content/site-map.js';
import { CONTENT_SCREENS, expect, test } from './fixtures.js';

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

test.describe('header (docs/product.md §2)', () => {
  test('has every link of the header', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', HOME.path);
    await expect(nav.getByRole('link', { name: 'Real Estate' })).toHaveAttribute('href', REAL_ESTATE.path);
    await expect(nav.getByRole('link', { name: 'Gift Store' })).toHaveAttribute('href', GIFT_STORE.path);
    await expect(nav.getByRole('link', { name: 'Costa Rica Coffee' })).toHaveAttribute('href', COFFEE.path);
    await expect(nav.getByRole('link', { name: 'Relocation' })).toBeVisible();
    await nav.getByRole('button', { name: 'Tours' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Tours' });
    await expect(menu.getByRole('link', { name: 'All Tours' })).toHaveAttribute('href', '/tours');
    for (const activity of ACTIVITIES) {
      await expect(menu.getByRole('link', { name: activity.label })).toHaveAttribute('href', activity.path);
    }
  });

  test('the Tours menu opens on hover and closes 150 ms after the pointer leaves', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tours' });
    await button.hover();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Tours' })).toBeVisible();
    await page.mouse.move(5, 600);
    const left = Date.now();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Tours' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Tours' })).toBeHidden();
    expect(Date.now() - left).toBeGreaterThanOrEqual(100);
  });

  test('the Tours menu works from the keyboard and closes on choosing a link', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tours' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Tours' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Tours' })).toBeHidden();
    await expect(page).toHaveURL(/\/(tours|canopy-tours)$/);
  });

  test('the burger button toggles the mobile navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const burger = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await burger.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await burger.click();
    await expect(mobile).toBeHidden();
    await burger.click();
    await mobile.getByRole('link', { name: 'Scuba Diving' }).click();
    await expect(page).toHaveURL(/\/scuba-diving$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the Relocation link scrolls to the relocation section of the home page', async ({ page }) => {
    await page.goto('/tours');
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Relocation' }).click();
    await expect(page).toHaveURL(/\/#relocation$/);
    await expect(page.locator('#relocation')).toBeInViewport();
  });
});

test.describe('footer (docs/product.md §2)', () => {
  test('has every link, the visited domain and the current year', async ({ page }) => {
    await page.goto('/tours');
    const footer = page.getByRole('contentinfo');
    for (const place of [ALL_TOURS, REAL_ESTATE, GIFT_STORE, COFFEE, PICTURE_OF_THE_DAY, PRIVACY, TERMS, ...DESTINATIONS]) {
      await expect(footer.locator(`a[href="${place.path}"]`)).toHaveCount(1);
    }
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByText("You're visiting: 127.0.0.1")).toBeVisible();
    await expect(footer.getByText(/domains redirect here/)).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  });
});

test.describe('404 screen (docs/product.md §2)', () => {
  test('an unknown path answers HTTP 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
    for (const name of ['Tour Packages', 'Real Estate', 'Travel Essentials', 'Costa Rican Coffee']) {
      await expect(page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name })).toBeVisible();
    }
  });

  test('robots noindex, nofollow is set on entering and removed on leaving', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page).toHaveTitle(/Costa Rica Gateway/);
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    await page.goto('/tours');
    await page.waitForLoadState('networkidle');
    await page.goto('/missing');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/tours$/);
  });

  test('unknown API paths answer JSON 404, not the page', async ({ request }) => {
    const response = await request.get('/api/no-such-call');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

test.describe('accessibility and mobile', () => {
  for (const path of [HOME.path, ALL_TOURS.path, '/no-such-page', '/admin']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
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
