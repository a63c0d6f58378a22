import { Given, Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import assert from 'node:assert/strict';
import { emojiIn, picturesShownTwice } from '../../domain/presentation/page-pictures.js';
import { browserTabOf } from '../support/capability.js';
import { pageReady } from '../support/page-ready.js';
import type { PortalWorld } from '../support/world.js';

/*
 * features/pictures.feature: the domain's rules on made-up pages (@domain), and the pages a visitor opens (@ui).
 */

/** "A", "B" and "C" → ['A', 'B', 'C'] */
const quoted = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);

interface PageUnderCheck {
  pictures?: readonly string[];
  text?: string;
}
const checked = new WeakMap<PortalWorld, PageUnderCheck>();

Given(/^a page showing the pictures (.+)$/, function (this: PortalWorld, pictures: string) {
  checked.set(this, { pictures: quoted(pictures) });
});

Then('the picture {string} is found shown twice', function (this: PortalWorld, picture: string) {
  assert.deepEqual(picturesShownTwice(checked.get(this)?.pictures ?? []), [picture]);
});

Given('a page reading {string}', function (this: PortalWorld, text: string) {
  checked.set(this, { text });
});

Then('the emoji {string} is found on it, and nothing else', function (this: PortalWorld, emoji: string) {
  assert.deepEqual(emojiIn(checked.get(this)?.text ?? ''), [emoji]);
});

Then('no picture on the page is shown twice', async function (this: PortalWorld) {
  const page = browserTabOf(this);
  await pageReady(page);
  // What the browser shows after hydration: the page's images as it chose them (curated and custom ones included).
  const pictures = await page.locator('main img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src));
  expect(pictures.length, 'the page shows pictures').toBeGreaterThan(2);
  expect(picturesShownTwice(pictures)).toEqual([]);
});

Then('the page shows no emoji', async function (this: PortalWorld) {
  const text = await browserTabOf(this).locator('body').innerText();
  expect(emojiIn(text)).toEqual([]);
});

Then('the page draws its symbols as icons', async function (this: PortalWorld) {
  const page = browserTabOf(this);
  // The symbols docs/product.md §3 gives an icon field: each /tours destination section. (The home page's essentials
  // show their products' own drawings since they became the products of /travel-essentials, issue 37.)
  const symbolled = page.getByRole('main').getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) }).locator('header');
  const count = await symbolled.count();
  expect(count, 'places with a symbol').toBeGreaterThanOrEqual(6);
  for (let index = 0; index < count; index += 1) {
    await expect(symbolled.nth(index).locator('[aria-hidden="true"] > svg'), `symbol ${index + 1}`).toHaveCount(1);
  }
});
