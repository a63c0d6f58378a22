import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { feedItems, mediaRss } from '../../adapters/contracts/photo-feed-samples.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { TOUR_IMAGES_PATH } from '../../domain/tours/tour-image-paths.js';
import { call, errorShapeOf } from '../support/api-client.js';
import { apiScenario, lastAnswer, startLocalSite, type LocalSite } from '../support/api-scenario.js';
import type { PortalWorld } from '../support/world.js';

const agencies = new WeakMap<object, LocalSite>();

const gallery = (world: PortalWorld) => call(apiScenario(world).server.baseUrl, 'GET', '/api/photo-feed');

When('the gallery asks for the photos', async function (this: PortalWorld) {
  apiScenario(this).answer = await gallery(this);
});

When('the gallery asks for the photos twice', async function (this: PortalWorld) {
  apiScenario(this).answers = [await gallery(this), await gallery(this)];
});

Then(
  'it gets at least {int} photos, each with a title, description, date, image, large image, link, keywords and photographer',
  function (this: PortalWorld, count: number) {
    const answer = lastAnswer(this);
    assert.equal(answer.status, 200);
    const items = answer.json<PhotoFeedItem[]>();
    assert.ok(items.length >= count);
    for (const item of items) {
      for (const field of ['title', 'description', 'imageUrl', 'largeImageUrl', 'linkUrl', 'photographer'] as const) assert.ok(item[field], `${item.title}: ${field}`);
      assert.ok(!Number.isNaN(Date.parse(item.pubDate)));
      assert.ok(item.keywords.length > 0);
    }
  },
);

Then('the portal itself serves every image of the sample', async function (this: PortalWorld) {
  for (const item of lastAnswer(this).json<PhotoFeedItem[]>()) {
    for (const url of [item.imageUrl, item.largeImageUrl!]) {
      assert.ok(url.startsWith('/'), `${url} is served by the portal`);
      const image = await call(apiScenario(this).server.baseUrl, 'GET', url);
      assert.equal(image.status, 200, url);
      assert.equal(image.headers['content-type'], 'image/jpeg');
    }
  }
});

async function useAgency(world: PortalWorld, answer: () => { status: number; type: string; body: string }, path: string): Promise<void> {
  const agency = await startLocalSite(world, answer);
  agencies.set(world, agency);
  await apiScenario(world).server.reconfigure({ photoFeedUrl: `${agency.url}${path}` });
}

Given(/^the photo agency publishes a (Media RSS|JSON) feed with 2 photos$/, async function (this: PortalWorld, kind: string) {
  if (kind === 'JSON') await useAgency(this, () => ({ status: 200, type: 'application/json', body: JSON.stringify(feedItems) }), '/daily.json');
  else await useAgency(this, () => ({ status: 200, type: 'application/rss+xml', body: mediaRss(feedItems) }), '/daily.rss');
});

Then("it gets the agency's 2 photos both times", function (this: PortalWorld) {
  for (const answer of apiScenario(this).answers) {
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.json(), feedItems);
  }
});

Then(/^the agency was asked (once|twice)$/, function (this: PortalWorld, times: string) {
  assert.equal(agencies.get(this)!.visits.length, times === 'once' ? 1 : 2);
});

Given(/^the photo agency's feed (returns garbage|answers with an error|cannot be reached)$/, async function (this: PortalWorld, problem: string) {
  if (problem === 'cannot be reached') {
    // A port nobody listens on.
    await apiScenario(this).server.reconfigure({ photoFeedUrl: 'http://127.0.0.1:9/feed.rss' });
    return;
  }
  await useAgency(
    this,
    () =>
      problem === 'returns garbage'
        ? { status: 200, type: 'application/rss+xml', body: '\u0000\u0001 <<<this is not a feed>>> {"items": ' }
        : { status: 503, type: 'text/plain', body: 'Service Unavailable' },
    '/daily.rss',
  );
});

Then('the portal answers that the feed is unavailable', function (this: PortalWorld) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 502, answer.text);
  errorShapeOf(answer);
});

Then('the portal still serves the tour photo list', async function (this: PortalWorld) {
  assert.equal((await call(apiScenario(this).server.baseUrl, 'GET', TOUR_IMAGES_PATH)).status, 200);
});
