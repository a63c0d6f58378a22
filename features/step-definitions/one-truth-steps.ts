import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { CatalogueDocument } from '../../domain/catalogue/catalogue-document.js';
import { CatalogueReader } from '../../domain/catalogue/catalogue-reader.js';
import type { CatalogueProduct, ProductShop } from '../../domain/catalogue/schema/product-schema.js';
import { tourLinkIdOf } from '../../domain/catalogue/schema/tour-schema.js';
import type { Contradiction, RepeatedChip } from '../../domain/presentation/record-facts.js';
import { siteRecordFacts } from '../../domain/presentation/site-record-facts.js';
import { coffeeShopView, essentialsShopView, giftShopView, type ShopView } from '../../domain/presentation/shop-views.js';
import { SEED } from '../support/catalogue.js';
import type { PortalWorld } from '../support/world.js';

/* features/one-truth.feature: every page drawn from the seed, or from the seed with one record changed, by domain/presentation/site-record-facts.ts. */

interface OneTruthCheck {
  document: CatalogueDocument;
  found?: { contradictions: Contradiction[]; repeatedChips: RepeatedChip[]; factsShown: number };
  /** The record a scenario changed, as the check names it. */
  record?: string;
  /** The id of the product a scenario edits. */
  product?: string;
}

const checks = new WeakMap<PortalWorld, OneTruthCheck>();
const checkOf = (world: PortalWorld): OneTruthCheck => {
  const check = checks.get(world) ?? { document: SEED };
  checks.set(world, check);
  return check;
};
const found = (world: PortalWorld) => {
  const result = checkOf(world).found;
  if (!result) throw new Error('Draw the pages first');
  return result;
};

/** The shops' pages, by path, as their view functions draw them. */
const SHOP_VIEWS: Readonly<Record<string, { shop: ProductShop; view: (reader: CatalogueReader) => ShopView<{ id: string; price: string }> }>> = {
  '/featured-coffee': { shop: 'coffee', view: coffeeShopView },
  '/gift-store': { shop: 'gifts', view: giftShopView },
  '/travel-essentials': { shop: 'essentials', view: essentialsShopView },
};

function productTitled(check: OneTruthCheck, title: string): CatalogueProduct {
  const product = check.document.products.find((candidate) => candidate.title.en === title);
  assert.ok(product, `No product "${title}"`);
  return product;
}

Given('a second record of the product {string} priced at {float}, listed by the gift store in its place', function (this: PortalWorld, title: string, price: number) {
  const check = checkOf(this);
  const product = productTitled(check, title);
  const copy = { ...product, id: `${product.id}-again`, price };
  const shops = check.document.shops.map((shop) => (shop.id === 'gifts' ? { ...shop, productIds: shop.productIds.map((id) => (id === product.id ? copy.id : id)) } : shop));
  check.document = { ...check.document, products: [...check.document.products, copy], shops };
  check.record = product.searchTerm;
});

Given('the product {string} is listed by {word} and {word}', function (this: PortalWorld, title: string, first: string, second: string) {
  const check = checkOf(this);
  const { id } = productTitled(check, title);
  const listing = check.document.shops.filter((shop) => shop.productIds.includes(id)).map((shop) => shop.id);
  assert.deepEqual(listing.sort(), [SHOP_VIEWS[first]!.shop, SHOP_VIEWS[second]!.shop].sort());
  assert.equal(check.document.products.filter((product) => product.searchTerm === productTitled(check, title).searchTerm).length, 1, 'more than one record of it');
  check.product = id;
});

When('its one record\'s price is changed to {float}', function (this: PortalWorld, price: number) {
  const check = checkOf(this);
  check.document = { ...check.document, products: check.document.products.map((product) => (product.id === check.product ? { ...product, price } : product)) };
});

Then('the product {string} reads {string} on {word} and on {word}', function (this: PortalWorld, title: string, price: string, first: string, second: string) {
  const check = checkOf(this);
  const { id } = productTitled(check, title);
  for (const path of [first, second]) {
    const shown = SHOP_VIEWS[path]!.view(new CatalogueReader(check.document)).products.filter((product) => product.id === id);
    assert.deepEqual(shown.map((product) => product.price), [price], `${path} shows ${JSON.stringify(shown.map((product) => product.price))}`);
  }
});

Given('the tour {string} wearing the badge {string}', function (this: PortalWorld, title: string, badge: 'Luxury') {
  const check = checkOf(this);
  const tour = check.document.tours.find((candidate) => candidate.title.en === title);
  assert.ok(tour && tour.visibility === 'public', `No public tour "${title}"`);
  check.document = { ...check.document, tours: check.document.tours.map((candidate) => (candidate === tour ? { ...tour, badges: [badge] } : candidate)) };
  check.record = `tour:${tourLinkIdOf(tour)}`;
});

When('every page of the site is drawn from the catalogue', function (this: PortalWorld) {
  const check = checkOf(this);
  check.found = siteRecordFacts(new CatalogueReader(check.document));
});

Then('no tour or product shows two values of one fact on two pages', function (this: PortalWorld) {
  const result = found(this);
  assert.ok(result.factsShown > 1000, `only ${result.factsShown} facts shown`);
  assert.deepEqual(result.contradictions, []);
});

Then('no card shows a chip twice', function (this: PortalWorld) {
  assert.deepEqual(found(this).repeatedChips, []);
});

Then('its price reads {string} on {word} and {string} on {word}', function (this: PortalWorld, first: string, firstPage: string, second: string, secondPage: string) {
  const { contradictions } = found(this);
  const searched = new URLSearchParams({ k: checkOf(this).record! }).toString();
  const price = contradictions.find((contradiction) => contradiction.fact === 'price' && contradiction.record.includes(searched));
  assert.ok(price, `no price contradiction found: ${JSON.stringify(contradictions)}`);
  assert.deepEqual(price.shown.filter((shown) => shown.page === firstPage).map((shown) => shown.value), [first]);
  assert.deepEqual(price.shown.filter((shown) => shown.page === secondPage).map((shown) => shown.value), [second]);
});

Then('its card on {word} shows the chip {string} twice', function (this: PortalWorld, page: string, chip: string) {
  assert.ok(found(this).repeatedChips.some((repeated) => repeated.page === page && repeated.record === checkOf(this).record && repeated.chip === chip));
});
