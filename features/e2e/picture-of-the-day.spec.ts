import AxeBuilder from '@axe-core/playwright';
import { PICTURE_OF_THE_DAY } from '../../ui/content/site-map.js';
import { expect, test } from './fixtures.js';

/** docs/product.md §2 /picture-of-the-day with the server's bundled sample feed (its images are served locally). */
test.describe('picture of the day (docs/product.md §2)', () => {
  test('the prerendered page shows the loading state: the photos load after hydration', async ({ request }) => {
    const html = await (await request.get(PICTURE_OF_THE_DAY.path)).text();
    expect(html).toContain('Loading Costa Rica&#x27;s most beautiful photos...');
    expect(html).not.toContain('of 6');
  });

  test('the gallery loads cleanly and has no serious or critical axe violations', async ({ page, consoleErrors }) => {
    await page.goto(PICTURE_OF_THE_DAY.path);
    const gallery = page.getByRole('region', { name: 'Costa Rica photo of the day' });
    await expect(gallery.getByText('1 of 6')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('a large image that fails is replaced by the normal image', async ({ page }) => {
    await page.route('**/sample-feed/*-large.jpg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(PICTURE_OF_THE_DAY.path);
    const photo = page.getByRole('figure').getByRole('img', { name: 'Arenal Volcano at first light' });
    await expect(photo).toHaveAttribute('src', '/sample-feed/arenal-volcano.jpg');
  });

  test('when both images fail, the designed illustration shows, never a broken image, and the credit stays readable', async ({ page }, testInfo) => {
    await page.route('**/sample-feed/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(PICTURE_OF_THE_DAY.path);
    const gallery = page.getByRole('region', { name: 'Costa Rica photo of the day' });
    const picture = gallery.getByRole('figure').getByRole('img');
    await expect(picture).toHaveAttribute('src', '/illustrations/photography.svg');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(gallery.getByRole('figure').getByText('The photo could not be loaded.')).toBeVisible();
    await expect(gallery.getByRole('article').getByText('Photo by Costa Rica Gateway sample')).toBeVisible();
    await gallery.screenshot({ path: testInfo.outputPath('picture-of-the-day-illustration.png') });
    // Every photo of the gallery falls back the same way.
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(picture).toHaveAttribute('src', '/illustrations/photography.svg');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('the error state has no serious or critical axe violations', async ({ page }) => {
    await page.route('**/api/photo-feed', (route) => route.fulfill({ status: 502, json: { statusCode: 502, error: 'Bad Gateway', message: 'The photo feed is unavailable' } }));
    await page.goto(PICTURE_OF_THE_DAY.path);
    await expect(page.getByRole('heading', { name: 'Photos temporarily unavailable' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  for (const width of [375, 1440]) {
    test(`the gallery at ${width} px has no horizontal scroll (screenshot kept)`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PICTURE_OF_THE_DAY.path);
      await expect(page.getByText('1 of 6')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`picture-of-the-day-${width}.png`), fullPage: true });
    });
  }
});
