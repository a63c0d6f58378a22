import { DataTable, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { ACTIVITIES, ALL_TOURS, DESTINATIONS } from '../support/site-content.js';
import { SiteShell } from '../support/pages/site-shell.js';
import type { TourCardView, TourPageView } from '../support/portal.js';
import { browserTabOf, capabilityOf, serverOf, visitorOf } from '../support/capability.js';
import { uiTourPage } from '../support/assemblies/ui-views.js';
import { scriptlessPageOf } from '../support/scriptless-browser.js';
import type { PortalWorld } from '../support/world.js';

/* docs/product.md §2, §3, §9: destination and activity pages. */

/** 'Arenal', 'Jaco' or 'Scuba Diving' → its path in the one route list (domain/navigation/site-places.ts). */
function pathOf(name: string): string {
  const places = [...DESTINATIONS, ...ACTIVITIES];
  const place = places.find((candidate) => candidate.label === name) ?? places.find((candidate) => candidate.label.startsWith(`${name} `));
  if (!place) throw new Error(`No destination or activity page called "${name}"`);
  return place.path;
}

function tourPage(world: PortalWorld): TourPageView {
  if (!world.tourPage) throw new Error('Open a destination or activity page first');
  return world.tourPage;
}

const list = (text: string) => text.split(',').map((item) => item.trim());

When(/^a visitor opens the (?!home page$|tours page$|coffee page$|real-estate page$)(.+) page$/, async function (this: PortalWorld, name: string) {
  // A scenario whose browser runs no JavaScript reads the page its scriptless browser opened (docs/decisions/131).
  const scriptless = scriptlessPageOf(this);
  if (scriptless) await scriptless.goto(`${serverOf(this).baseUrl}${pathOf(name)}`);
  this.tourPage = scriptless ? uiTourPage(scriptless) : await capabilityOf(this, visitorOf(this).openTourPage, 'destination and activity pages')(pathOf(name));
  this.bookablePage = this.tourPage;
});

Then('the introduction shows the facts {string} and {string}', async function (this: PortalWorld, first: string, second: string) {
  assert.deepEqual(await tourPage(this).factValues(), [first, second]);
});

Then('the category filter offers {string}', async function (this: PortalWorld, options: string) {
  assert.deepEqual(await tourPage(this).categoryOptions(), list(options));
});

Then('the category filter has {string} chosen', async function (this: PortalWorld, category: string) {
  assert.equal(await tourPage(this).chosenCategory(), category);
});

When('the visitor filters the tours by category {string}', async function (this: PortalWorld, category: string) {
  await tourPage(this).chooseCategory(category);
});

When('the visitor moves the category choice one step on with the arrow key', async function (this: PortalWorld) {
  const page = scriptlessPageOf(this) ?? assert.fail("The scenario must say the visitor's browser runs no JavaScript");
  await page.getByRole('main').getByRole('radio', { checked: true }).press('ArrowRight');
});

Then('the page shows {int} tours', async function (this: PortalWorld, count: number) {
  assert.equal((await tourPage(this).tours()).length, count);
});

Then('the page shows {int} tours, all of category {string}', async function (this: PortalWorld, count: number, category: string) {
  const tours = await tourPage(this).tours();
  assert.equal(tours.length, count);
  assert.deepEqual([...new Set(tours.map((tour) => tour.category))], [category]);
});

Then('the first tour costs {string} with {string} struck through', async function (this: PortalWorld, price: string, original: string) {
  const [first] = await tourPage(this).tours();
  assert.equal(first?.price, price);
  assert.equal(first?.originalPrice, original);
});

Then('the tours read, in order:', async function (this: PortalWorld, table: DataTable) {
  const shown = (await tourPage(this).tours()).map((tour) => ({
    location: tour.location,
    price: tour.price,
    original: tour.originalPrice ?? '',
    duration: tour.duration,
    group: tour.groupSize ?? '',
    rating: String(tour.rating),
    reviews: String(tour.reviewCount),
    category: tour.category,
    'best seller': tour.bestSeller ? 'yes' : 'no',
  }));
  assert.deepEqual(shown, table.hashes());
});

// Issue 37: a location badge repeated the card's own location line just under it (docs/decisions/145).
Then('every tour shows its location once, under its title, and no badge but its category and best seller mark', async function (this: PortalWorld) {
  for (const tour of await tourPage(this).tours()) {
    assert.ok(tour.location, `${tour.title} shows its location`);
    assert.deepEqual(tour.extraBadges, [], tour.title);
  }
});

Then(
  /^the prices read (.+), each tour with its group size$/,
  async function (this: PortalWorld, suffixes: string) {
    const tours = await tourPage(this).tours();
    assert.deepEqual(
      tours.map((tour) => tour.priceSuffix),
      [...suffixes.matchAll(/"([^"]+)"/g)].map((match) => match[1]),
    );
    for (const tour of tours) assert.ok(tour.groupSize, tour.title);
  },
);

Then('no tour shows a badge besides its category and best seller mark', async function (this: PortalWorld) {
  for (const tour of await tourPage(this).tours()) assert.deepEqual(tour.extraBadges, [], tour.title);
});

Then('every tour shows its group size', async function (this: PortalWorld) {
  for (const tour of await tourPage(this).tours()) {
    assert.ok(tour.groupSize, tour.title);
    assert.ok(tour.priceSuffix, tour.title);
  }
});

Then('the page shows the partner widget {string}', async function (this: PortalWorld, title: string) {
  assert.equal(await tourPage(this).partnerWidget(), title);
});

Then('the page shows the hotels block', async function (this: PortalWorld) {
  assert.equal(await tourPage(this).hasHotelsBlock(), true);
});

Then('the page shows no hotels block', async function (this: PortalWorld) {
  assert.equal(await tourPage(this).hasHotelsBlock(), false);
});

/* The widget script's life on the page is only observable in a browser (@ui). */

const WIDGET_SCRIPT = 'script[data-partner-widget-script]';

Then("the partner widget's script is on the page and has filled the widget area", async function (this: PortalWorld) {
  const page = browserTabOf(this);
  // The page adds the script after hydration: wait for the area to be filled, then count the script once.
  await page.locator('[data-test-widget="filled"]').waitFor();
  assert.equal(await page.locator(WIDGET_SCRIPT).count(), 1);
});

When('the visitor goes to the All Tours page by the header', async function (this: PortalWorld) {
  const shell = new SiteShell(browserTabOf(this));
  await shell.toursMenuButton.click();
  await shell.toursMenu.getByRole('link', { name: ALL_TOURS.label, exact: true }).click();
  await browserTabOf(this).getByRole('heading', { level: 1, name: 'Costa Rica Tours & Adventures' }).waitFor();
});

Then("the partner widget's script is gone", async function (this: PortalWorld) {
  assert.equal(await browserTabOf(this).locator(WIDGET_SCRIPT).count(), 0);
});

/** What a tour's own record gives, whichever page shows it (a page may only add the location on the picture, issue 37). */
const figuresOf = ({ title, location, price, originalPrice, priceSuffix, rating, reviewCount, duration, groupSize, category, bestSeller, extraBadges }: TourCardView) => ({
  title,
  location,
  price,
  originalPrice,
  priceSuffix,
  rating,
  reviewCount,
  duration,
  groupSize,
  category,
  bestSeller,
  badges: extraBadges.filter((badge) => badge !== location),
});

async function cardOf(world: PortalWorld, title: string): Promise<TourCardView> {
  const card = (await tourPage(world).tours()).find((tour) => tour.title === title);
  if (!card) throw new Error(`No tour "${title}" on this page`);
  return card;
}

When('the visitor notes the tour {string}', async function (this: PortalWorld, title: string) {
  this.notedTour = await cardOf(this, title);
});

Then(
  'the tour {string} shows the noted price {string}, rating {float} and {int} reviews',
  async function (this: PortalWorld, title: string, price: string, rating: number, reviewCount: number) {
    if (!this.notedTour) throw new Error('Note a tour on another page first');
    const shown = figuresOf(await cardOf(this, title));
    assert.deepEqual(shown, figuresOf(this.notedTour));
    assert.deepEqual([shown.price, shown.rating, shown.reviewCount], [price, rating, reviewCount]);
  },
);

Then('the tour card {string} shows {float} and {int} full stars', async function (this: PortalWorld, title: string, rating: number, full: number) {
  const card = (await tourPage(this).tours()).find((tour) => tour.title === title);
  assert.ok(card, `No tour card "${title}" on the page`);
  assert.equal(card.rating, rating);
  assert.deepEqual(card.stars, Array(full).fill('full'));
});
