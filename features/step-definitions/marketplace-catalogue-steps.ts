import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { CatalogueOnlyImageSource, MarketplaceCatalogue } from '../../domain/marketplace/marketplace-catalogue.js';
import type { MarketplaceImageMap, MarketplaceImageSource, MarketplaceTour } from '../../domain/marketplace/marketplace-image-source.js';
import { MarketplaceImagesFinder } from '../../domain/marketplace/marketplace-images-finder.js';
import { HOME_MARKETPLACE_TOURS } from '../support/site-content.js';
import { call, errorShapeOf, type ApiAnswer } from '../support/api-client.js';
import type { PortalWorld } from '../support/world.js';

/** A marketplace page look-up that finds a photo for any tour and records which tours it was asked about. */
class RecordingLookUp implements MarketplaceImageSource {
  readonly asked: string[] = [];

  async imagesFor(tours: readonly MarketplaceTour[]): Promise<MarketplaceImageMap> {
    this.asked.push(...tours.map((tour) => tour.tourId));
    return Object.fromEntries(tours.map((tour) => [tour.tourId, `https://cdn.getyourguide.com/img/tour-${tour.tourId}.jpg`]));
  }
}

/** The finder as the server composes it when the look-up is on (server/app.module.ts): an empty curated map, then the catalogue-only look-up. */
const lookUps = new WeakMap<PortalWorld, { lookUp: RecordingLookUp; finder: MarketplaceImagesFinder; found?: MarketplaceImageMap }>();
const emptyCuratedMap: MarketplaceImageSource = { imagesFor: async () => ({}) };

function scenario(world: PortalWorld) {
  const state = lookUps.get(world);
  assert.ok(state, 'the marketplace page look-up was switched on first');
  return state;
}

/** The home page's n-th tour card (from 1), as the curated-image call sends it: its id is the catalogue's ('canopy-2'). */
const homeTour = (position: number): MarketplaceTour => {
  const tour = HOME_MARKETPLACE_TOURS[position - 1];
  assert.ok(tour, `the home page lists a tour ${position}`);
  return tour;
};

Given('the marketplace page look-up is on and knows a photo for every tour', function (this: PortalWorld) {
  const lookUp = new RecordingLookUp();
  lookUps.set(this, { lookUp, finder: new MarketplaceImagesFinder([emptyCuratedMap, new CatalogueOnlyImageSource(new MarketplaceCatalogue(HOME_MARKETPLACE_TOURS), lookUp)]) });
});

When(
  'the home page asks for the photos of its tours 1 and 2, of a tour 99 the site does not list, and of its tour 3 with a booking link to another page',
  async function (this: PortalWorld) {
    const state = scenario(this);
    state.found = await state.finder.find([
      homeTour(1),
      homeTour(2),
      { tourId: '99', title: 'A tour the site does not list', bookingUrl: homeTour(1).bookingUrl },
      { ...homeTour(3), bookingUrl: 'https://www.getyourguide.com/costa-rica-l169/' },
    ]);
  },
);

When('the home page asks for the photos of {int} tours the site does not list', async function (this: PortalWorld, count: number) {
  const state = scenario(this);
  state.found = await state.finder.find(
    Array.from({ length: count }, (_, index) => ({ tourId: String(1000 + index), title: `Unlisted tour ${index + 1}`, bookingUrl: `https://www.getyourguide.com/unlisted-${index + 1}/` })),
  );
});

Then('only the site\'s tours 1 and 2 are looked up on the marketplace', function (this: PortalWorld) {
  assert.deepEqual(scenario(this).lookUp.asked, [homeTour(1).tourId, homeTour(2).tourId]);
});

Then('it gets photos for tours 1 and 2 only', function (this: PortalWorld) {
  assert.deepEqual(Object.keys(scenario(this).found ?? {}).sort(), [String(homeTour(1).tourId), String(homeTour(2).tourId)].sort());
});

Then('nothing is looked up on the marketplace', function (this: PortalWorld) {
  assert.deepEqual(scenario(this).lookUp.asked, []);
  assert.deepEqual(scenario(this).found, {});
});

/** At @api: the home page's own request, from one visitor address (the test runs on loopback, which TRUST_PROXY believes). */
const VISITOR = '198.51.100.23';
const OTHER_VISITOR = '203.0.113.80';
const answersOf = new WeakMap<PortalWorld, ApiAnswer[]>();

function askAs(world: PortalWorld, visitor: string): Promise<ApiAnswer> {
  return call(world.api.server.baseUrl, 'POST', '/api/getyourguide/images', {
    headers: { 'x-forwarded-for': visitor },
    body: { tours: HOME_MARKETPLACE_TOURS },
  });
}

When("a visitor asks for the photos of the home page's tours {int} times", async function (this: PortalWorld, times: number) {
  const answers: ApiAnswer[] = [];
  for (let request = 0; request < times; request++) answers.push(await askAs(this, VISITOR));
  answersOf.set(this, answers);
});

Then('every one of those requests is answered', function (this: PortalWorld) {
  for (const answer of answersOf.get(this) ?? []) assert.equal(answer.status, 200, answer.text);
});

When('the visitor asks once more', async function (this: PortalWorld) {
  this.api.answer = await askAs(this, VISITOR);
});

Then('the request is refused as "too many requests", saying to try again within a minute', function (this: PortalWorld) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 429, answer.text);
  assert.match(errorShapeOf(answer).message, /^Too many requests for marketplace photos\. Try again in \d+ seconds\.$/);
  const retryAfter = Number(answer.headers['retry-after']);
  assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${String(answer.headers['retry-after'])}`);
});

Then('another visitor asking at the same moment is answered', async function (this: PortalWorld) {
  const answer = await askAs(this, OTHER_VISITOR);
  assert.equal(answer.status, 200, answer.text);
});

Then('that request is answered', function (this: PortalWorld) {
  assert.equal(this.api.lastAnswer().status, 200, this.api.lastAnswer().text);
});
