import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { call } from '../support/api-client.js';
import type { PortalWorld } from '../support/world.js';

const curatedFile = (world: PortalWorld) => join(world.api.server.dataDir, 'marketplace-images.json');

/** A home tour card as the home page sends it (docs/product.md §7). */
const homeTour = (tourId: number, bookingUrl = `https://www.getyourguide.com/costa-rica-tour-${tourId}/?partner_id=PARTNER-ID-PLACEHOLDER`) => ({
  tourId,
  title: `Costa Rica tour ${tourId}`,
  bookingUrl,
});

function askForPhotos(world: PortalWorld, body: unknown) {
  return call(world.api.server.baseUrl, 'POST', '/api/getyourguide/images', { body });
}

Then("the data folder holds the operator's curated photo list", function (this: PortalWorld) {
  assert.ok(existsSync(curatedFile(this)));
  assert.deepEqual(JSON.parse(readFileSync(curatedFile(this), 'utf8')).images, {});
});

Given("the operator's curated list has a photo {string} for tour {int}", function (this: PortalWorld, image: string, tourId: number) {
  const document = JSON.parse(readFileSync(curatedFile(this), 'utf8')) as { images: Record<string, string> };
  document.images[String(tourId)] = image;
  writeFileSync(curatedFile(this), JSON.stringify(document, null, 2));
  // The edit lands within the same second as the seed: make it visibly newer, as a later edit would be.
  const later = new Date(Date.now() + 2000);
  utimesSync(curatedFile(this), later, later);
});

When('the home page asks for the photos of tours {int} and {int}', async function (this: PortalWorld, first: number, second: number) {
  this.api.answer = await askForPhotos(this, { tours: [homeTour(first), homeTour(second)] });
});

Then('it gets only the photo {string} for tour {int}', function (this: PortalWorld, image: string, tourId: number) {
  assert.equal(this.api.lastAnswer().status, 200, this.api.lastAnswer().text);
  assert.deepEqual(this.api.lastAnswer().json(), { [String(tourId)]: image });
});

Given('the marketplace page look-up is switched on', async function (this: PortalWorld) {
  await this.api.server.reconfigure({ marketplaceImageResolver: true });
});

Given('another site records every visit it gets', async function (this: PortalWorld) {
  this.api.strangerSite = await this.api.startLocalSite(() => ({ status: 200, type: 'text/html', body: '<meta property="og:image" content="https://evil.example/x.jpg">' }));
});

When('the home page asks for the photo of a tour whose booking link points to that site', async function (this: PortalWorld) {
  const site = this.api.strangerSite!;
  this.api.answer = await askForPhotos(this, {
    tours: [homeTour(1, `${site.url}/admin`), homeTour(2, `https://www.getyourguide.com@127.0.0.1:${new URL(site.url).port}/`)],
  });
});

Then('it gets no photo', function (this: PortalWorld) {
  assert.equal(this.api.lastAnswer().status, 200);
  assert.deepEqual(this.api.lastAnswer().json(), {});
});

Then('that site was never visited', function (this: PortalWorld) {
  assert.deepEqual(this.api.strangerSite!.visits, []);
});

const REQUESTS: Record<string, () => unknown> = {
  'a tour without its booking link': () => ({ tours: [{ tourId: 1, title: 'Arenal hanging bridges' }] }),
  '51 tours': () => ({ tours: Array.from({ length: 51 }, (_, index) => homeTour(index + 1)) }),
  'tours that are not a list': () => ({ tours: 'arenal-1' }),
  'a tour with an unknown field "price"': () => ({ tours: [{ ...homeTour(1), price: 65 }] }),
};

When(/^the home page sends (a tour without its booking link|51 tours|tours that are not a list|a tour with an unknown field "price")$/, async function (this: PortalWorld, request: string) {
  this.api.answer = await askForPhotos(this, REQUESTS[request]!());
});

When('the home page sends a request for marketplace photos that is not valid JSON', async function (this: PortalWorld) {
  this.api.answer = await call(this.api.server.baseUrl, 'POST', '/api/getyourguide/images', {
    headers: { 'content-type': 'application/json' },
    body: '{"tours": [',
  });
});
