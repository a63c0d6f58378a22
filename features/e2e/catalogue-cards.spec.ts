import { expect, test } from './fixtures.js';

/*
 * What a screen reader hears of the catalogue's cards (issue 23.6: toMatchAriaSnapshot), recorded in
 * catalogue-cards.spec.ts-snapshots/ so a change in it shows up in review: each booking, review-site and
 * shop link names its tour, hotel or product and says it opens a new tab (23.2); the old price reads "was",
 * the price "per person", the hotel's rank and price level are words, decorative icons are silent (23.3).
 */

test.describe.configure({ timeout: 90_000 }); // a loaded build machine can take a while to draw /tours' 39 cards

test('a tour card reads its tour, its figures and where its booking link goes', async ({ page }) => {
  await page.goto('/tours');
  const card = page.locator('article[data-tour-id="arenal-2"]');
  await expect(card.getByRole('link')).toHaveAccessibleName(/^Book with GetYourGuide – Sky Adventures Zipline & Hanging Bridges \(opens in a new tab\)$/);
  await expect(card).toMatchAriaSnapshot({ name: 'tour-card.aria.yml' });
});

test('a hotel card reads its name, rank, price level, rating and review-site link', async ({ page }) => {
  await page.goto('/destinations/arenal');
  const card = page.getByRole('region', { name: 'Top Hotels in Arenal' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).first();
  await expect(card.getByRole('link')).toHaveAccessibleName(/^See .+ on Tripadvisor \(opens in a new tab\)$/);
  await expect(card).toMatchAriaSnapshot({ name: 'hotel-card.aria.yml' });
});

test('a product card reads its product, its price and its shop link', async ({ page }) => {
  await page.goto('/travel-essentials');
  const card = page.locator('article[data-product-id]').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await expect(card.getByRole('link')).toHaveAccessibleName(`Buy on Amazon – ${title} (opens in a new tab)`);
  await expect(card).toMatchAriaSnapshot({ name: 'product-card.aria.yml' });
});
