import { expect, test } from './fixtures.js';

/*
 * What a screen reader hears of the catalogue's cards (issue 23: toMatchAriaSnapshot), so a change in it
 * shows up in review: the booking link names its tour and says it opens a new tab, the old price reads
 * "was", the decorative icons are silent, and the picture's alt adds what the drawing shows.
 */

test('a tour card reads its tour, its figures and where its booking link goes', async ({ page }) => {
  await page.goto('/tours');
  const card = page.locator('article[data-tour-id="arenal-2"]');
  await expect(card).toMatchAriaSnapshot('');
});

test('a hotel card reads its name, rank, rating and review-site link', async ({ page }) => {
  await page.goto('/destinations/arenal');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).first();
  await expect(card).toMatchAriaSnapshot('');
});

test('a product card reads its product, its price and its shop link', async ({ page }) => {
  await page.goto('/travel-essentials');
  const card = page.locator('article').first();
  await expect(card).toMatchAriaSnapshot('');
});
