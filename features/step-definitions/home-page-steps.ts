import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DomainDescription } from '../../domain/domain-descriptions/domain-descriptions.js';
import { parseDomainDescriptions } from '../../domain/domain-descriptions/parse-domain-descriptions.js';
import { HOME_TOURS } from '../support/site-content.js';
import { HomePage } from '../support/pages/home-page.js';
import type { HomePageView } from '../support/portal.js';
import { browserTabOf, capabilityOf, visitorOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

/* docs/product.md §2, §3, §5, §7, §8: the home page. */

/** A photo this server really serves (the bundled sample feed's), standing in for a curated marketplace photo. */
const CURATED_PHOTO = '/sample-feed/arenal-volcano.jpg';

function home(world: PortalWorld): HomePageView {
  if (!world.homePage) throw new Error('Open the home page first');
  return world.homePage;
}

const homeTour = (title: string) => {
  const tour = HOME_TOURS.find((candidate) => candidate.title === title);
  if (!tour) throw new Error(`No home tour "${title}"`);
  return tour;
};

When('a visitor opens the home page', async function (this: PortalWorld) {
  this.homePage = await visitorOf(this).openHomePage();
  this.bookablePage = this.homePage;
});

Given('the operator has curated a photo for the home tour {string}', async function (this: PortalWorld, title: string) {
  await capabilityOf(this, this.portal.marketplace, 'the marketplace photos the operator arranges').curatePhoto(homeTour(title).id, CURATED_PHOTO);
});

Given('the marketplace photos cannot be fetched', async function (this: PortalWorld) {
  await capabilityOf(this, this.portal.marketplace?.failImages, 'a failing marketplace images call')();
});

Then(/^the page's sections read, in order: (.+)$/, async function (this: PortalWorld, headings: string) {
  const expected = [...headings.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
  const shown = await new HomePage(browserTabOf(this)).sectionHeadings();
  assert.deepEqual(shown.filter((heading) => expected.includes(heading)), expected);
});

Then(/^the hero shows the claims (.+)$/, async function (this: PortalWorld, claims: string) {
  const expected = [...claims.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
  assert.deepEqual(await new HomePage(browserTabOf(this)).claims(), expected);
});

Then('the home page shows {int} tours priced from ${int} to ${int}', async function (this: PortalWorld, count: number, low: number, high: number) {
  const prices = (await home(this).tours()).map((tour) => tour.price);
  assert.equal(prices.length, count);
  assert.equal(Math.min(...prices), low);
  assert.equal(Math.max(...prices), high);
});

Then(/^the "(.+)" badge of the home tours is (\w+)$/, async function (this: PortalWorld, category: string, colour: string) {
  const tours = (await home(this).tours()).filter((tour) => tour.category === category);
  assert.ok(tours.length > 0, `a home tour of category ${category}`);
  for (const tour of tours) assert.equal(tour.categoryColour, colour, tour.title);
});

Then('the home tour {string} shows the curated photo with the {string} badge', async function (this: PortalWorld, title: string, _badge: string) {
  const tour = (await home(this).tours()).find((candidate) => candidate.title === title)!;
  assert.equal(tour.curated, true);
  assert.equal(tour.imageSrc, CURATED_PHOTO);
});

Then('no other home tour shows a {string} badge', async function (this: PortalWorld, _badge: string) {
  const curated = (await home(this).tours()).filter((tour) => tour.curated).map((tour) => tour.title);
  assert.equal(curated.length, 1, `curated: ${curated.join(', ')}`);
});

Then('no home tour shows a {string} badge', async function (this: PortalWorld, _badge: string) {
  assert.deepEqual((await home(this).tours()).filter((tour) => tour.curated), []);
});

Then('every home tour shows its own illustration', async function (this: PortalWorld) {
  const shown = await home(this).tours();
  assert.deepEqual(shown.map((tour) => tour.imageSrc), shown.map((tour) => homeTour(tour.title).picture?.src ?? ''));
});

/* The domain description (docs/product.md §2, §5, §8). */

/** The file the server seeds its domain descriptions from (docs/architecture.md §3). */
const bundledDescriptions = (): DomainDescription[] =>
  parseDomainDescriptions(readFileSync(join(process.cwd(), 'server/defaults/domain-descriptions.csv'), 'utf8'));

/** The server's main domain: MAIN_DOMAIN, as the build and the server read it (README). */
const mainDomain = () => process.env.MAIN_DOMAIN || 'costaricagateway.com';

Given('the portal cannot read its domain descriptions', async function (this: PortalWorld) {
  await browserTabOf(this).route('**/api/domain-descriptions', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'The descriptions file cannot be read' } }),
  );
});

// features/domain-description-file.feature: the seeded file's main row, at every level the home page has.
Then("the hero shows the main domain's description from the bundled descriptions file", async function (this: PortalWorld) {
  const main = bundledDescriptions().find((row) => row.domain === mainDomain());
  if (!main) throw new Error(`the bundled descriptions file has no row for ${mainDomain()}`);
  assert.equal(await home(this).domainDescription(), main.description);
});

Then('the hero shows no domain description', async function (this: PortalWorld) {
  const page = new HomePage(browserTabOf(this));
  await expect(page.hero.getByRole('heading', { level: 1 })).toBeVisible();
  const shown = await page.heroParagraphs();
  for (const { description } of bundledDescriptions()) expect(shown).not.toContain(description);
});
