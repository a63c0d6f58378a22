import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { outboundLinkName } from '../../domain/affiliate/outbound-link-name.js';
import { siteConfig } from '../support/site-content.js';
import type { Shop, ShopPageView } from '../support/portal.js';
import { browserTabOf, capabilityOf, visitorOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

/* docs/product.md §2, §3, §7, §9: the shopping pages. */

const SHOPS: Readonly<Record<string, Shop>> = { 'travel essentials shop': 'travel-essentials', 'gift store': 'gift-store', 'coffee page': 'coffee' };

function shop(world: PortalWorld): ShopPageView {
  if (!world.shopPage) throw new Error('Open a shopping page first');
  return world.shopPage;
}

const quoted = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
const list = (text: string) => text.split(',').map((item) => item.trim());

When(/^a visitor opens the (travel essentials shop|gift store|coffee page)$/, async function (this: PortalWorld, name: string) {
  this.shopPage = await capabilityOf(this, visitorOf(this).openShop, 'shopping pages')(SHOPS[name]!);
});

Then(/^the shop shows the benefits (.+)$/, async function (this: PortalWorld, benefits: string) {
  assert.deepEqual(await shop(this).benefits(), quoted(benefits));
});

Then('the category chips read {string}, with {string} current', async function (this: PortalWorld, names: string, current: string) {
  const chips = await shop(this).chips();
  assert.deepEqual(chips.names, list(names));
  assert.equal(chips.current, current);
});

Then('the category chips cannot be chosen', async function (this: PortalWorld) {
  assert.equal((await shop(this).chips()).choosable, false);
});

Then('the shop shows {int} products', async function (this: PortalWorld, count: number) {
  assert.equal((await shop(this).products()).length, count);
});

Then('the product {string} shows {string} reviews', async function (this: PortalWorld, title: string, reviews: string) {
  const product = (await shop(this).products()).find((candidate) => candidate.title === title);
  assert.ok(product, `a product "${title}"`);
  assert.equal(product.reviews, reviews);
});

Then(
  'every product has a {string} link naming the product and the new tab, opening in a new tab with noopener, carrying the partner tag',
  async function (this: PortalWorld, label: string) {
    const products = await shop(this).products();
    assert.ok(products.length > 0);
    for (const { title, link } of products) {
      // The visible words, then the product and the new tab for screen readers (issue 23.2).
      assert.equal(link.label, outboundLinkName(label, title), title);
      assert.equal(link.target, '_blank', title);
      assert.ok(link.rel.split(/\s+/).includes('noopener'), `${title}: rel "${link.rel}"`);
      assert.equal(new URL(link.href).searchParams.get('tag'), siteConfig.retailTag, title);
    }
  },
);

Then('every product link is marked sponsored', async function (this: PortalWorld) {
  for (const { title, link } of await shop(this).products()) assert.ok(link.rel.split(/\s+/).includes('sponsored'), `${title}: rel "${link.rel}"`);
});

Then('the category buttons read {string}, with {string} chosen', async function (this: PortalWorld, buttons: string, chosen: string) {
  const shown = await shop(this).categoryButtons();
  assert.deepEqual(
    shown.map((button) => `${button.name} ${button.count}`),
    list(buttons),
  );
  assert.deepEqual(shown.filter((button) => button.chosen).map((button) => button.name), [chosen]);
});

When('the visitor chooses the gift category {string}', async function (this: PortalWorld, name: string) {
  await shop(this).chooseCategory(name);
});

Then('every product shows the first 3 of its 4 highlights', async function (this: PortalWorld) {
  const page = shop(this);
  for (const product of await page.products()) {
    const all = page.allHighlightsOf(product.title);
    assert.equal(all.length, 4, product.title);
    assert.deepEqual(product.highlights, all.slice(0, 3), product.title);
  }
});

Then('the page discloses that it earns from qualifying purchases', async function (this: PortalWorld) {
  assert.match(await shop(this).disclosure(), new RegExp(`^As an ${siteConfig.retailerName} Associate we earn from qualifying purchases\\.`));
});

Then("the page says {string} and that the retailer's price at purchase applies", async function (this: PortalWorld, asOf: string) {
  const note = await shop(this).priceNote();
  assert.ok(note.startsWith(`${asOf}:`), note);
  assert.match(note, new RegExp(`the price shown on ${siteConfig.retailerName} at the time of purchase applies`));
});

Then(/^every "(.+)" badge is (amber|orange|dark grey|grey)$/, async function (this: PortalWorld, text: string, colour: string) {
  const badges = (await shop(this).products()).flatMap((product) => (product.roast?.text === text ? [product.roast] : []));
  assert.ok(badges.length > 0, `a "${text}" badge`);
  for (const badge of badges) assert.equal(badge.colour, colour);
});

Then("the page's canonical address is {string}", async function (this: PortalWorld, address: string) {
  assert.equal(await browserTabOf(this).locator('link[rel="canonical"]').getAttribute('href'), address);
});
