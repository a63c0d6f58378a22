import { SiteShell } from '../support/pages/site-shell.js';
import { TrackingPage } from '../support/pages/tracking-page.js';
import { expect, test } from './fixtures.js';

/**
 * A static page loads its script once it has painted (docs/decisions/088): nothing it runs is fetched before the
 * first paint, and a tap on a part that responds, made before the script has arrived, is held and made again.
 */

const ENTRY = /\/assets\/index-[^/]*\.js$/;

test('a static page fetches no script before its first paint, then its islands start', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const shell = new SiteShell(page);
  await shell.open('/tours');
  const tracking = new TrackingPage(page);
  // The header is an island: the Tours button opens its menu.
  await shell.toursMenuButton.click();
  await expect(shell.toursMenu).toBeVisible();
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.paint).toBeDefined();
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint!);
  await expect(tracking.banner).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a tap on the consent banner before the page\'s script has arrived is made once it has', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(ENTRY, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  // Not until 'load': the held script keeps the load event back.
  await page.goto('/privacy', { waitUntil: 'domcontentloaded' });
  const tracking = new TrackingPage(page);
  await expect.poll(() => asked).toBe(true);
  await tracking.banner.getByRole('button', { name: 'Reject all' }).click();
  // Held, not lost: the banner is still there while the script is on its way.
  await expect(tracking.banner).toBeVisible();
  release();
  await tracking.banner.waitFor({ state: 'detached' });
  // The choice is the one tapped: nothing allowed.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('crg:consent') ?? 'null'))).toMatchObject({ analytics: false, marketing: false });
});
