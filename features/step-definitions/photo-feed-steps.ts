import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { feedItems, mediaRss, realFeedNamed, realFeedText, showsMarkup, type RealFeed } from '../../adapters/contracts/photo-feed-samples.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { TOUR_IMAGES_PATH } from '../../domain/tours/tour-image-paths.js';
import { call, errorShapeOf } from '../support/api-client.js';
import type { PortalWorld } from '../support/world.js';


const gallery = (world: PortalWorld) => call(world.api.server.baseUrl, 'GET', '/api/photo-feed');

When('the gallery asks for the photos', async function (this: PortalWorld) {
  this.api.answer = await gallery(this);
});

When('the gallery asks for the photos twice', async function (this: PortalWorld) {
  this.api.answers = [await gallery(this), await gallery(this)];
});

Then(
  'it gets at least {int} photos, each with a title, description, date, image, large image, link, keywords and photographer',
  function (this: PortalWorld, count: number) {
    const answer = this.api.lastAnswer();
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
  for (const item of this.api.lastAnswer().json<PhotoFeedItem[]>()) {
    for (const url of [item.imageUrl, item.largeImageUrl!]) {
      assert.ok(url.startsWith('/'), `${url} is served by the portal`);
      const image = await call(this.api.server.baseUrl, 'GET', url);
      assert.equal(image.status, 200, url);
      assert.equal(image.headers['content-type'], 'image/jpeg');
    }
  }
});

async function useAgency(world: PortalWorld, answer: () => { status: number; type: string; body: string }, path: string, realFeed?: RealFeed): Promise<void> {
  const agency = await world.api.startLocalSite(answer);
  world.api.agency = { site: agency, feedUrl: `${agency.url}${path}`, realFeed };
  await world.api.server.reconfigure({ photoFeedUrl: `${agency.url}${path}` });
  // At the @ui level the visitor's browser must reach the restarted server, which listens on a new port.
  const page = world.portal.page;
  if (page) await page.route((url) => url.origin === new URL(world.api.server.baseUrl).origin, (route) => route.continue());
}

/** What the agency published in this scenario, to compare with what the gallery gets. */
const published = new WeakMap<PortalWorld, PhotoFeedItem[]>();

/** `count` photos: the two sample photos, then numbered copies of them (a long feed). */
function photosOfAgency(count: number): PhotoFeedItem[] {
  return Array.from({ length: count }, (_, index) => (index < feedItems.length ? feedItems[index]! : { ...feedItems[index % feedItems.length]!, title: `${feedItems[index % feedItems.length]!.title} (${index + 1})` }));
}

Given(/^the photo agency publishes a (Media RSS|JSON) feed with (\d+) photos$/, async function (this: PortalWorld, kind: string, count: string) {
  const items = photosOfAgency(Number(count));
  published.set(this, items);
  if (kind === 'JSON') await useAgency(this, () => ({ status: 200, type: 'application/json', body: JSON.stringify(items) }), '/daily.json');
  else {
    const body = mediaRss(items);
    await useAgency(this, () => ({ status: 200, type: 'application/rss+xml', body }), '/daily.rss');
  }
});

When('{int} galleries ask for the photos at the same moment', async function (this: PortalWorld, count: number) {
  this.api.answers = await Promise.all(Array.from({ length: count }, () => gallery(this)));
});

Then('each of them is told that the feed is unavailable', function (this: PortalWorld) {
  for (const answer of this.api.answers) {
    assert.equal(answer.status, 502, answer.text);
    errorShapeOf(answer);
  }
});

Then("each of them gets the agency's 2 photos", function (this: PortalWorld) {
  for (const answer of this.api.answers) {
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.json(), feedItems);
  }
});

When('another minute passes', function (this: PortalWorld) {
  this.api.clock().advance(60_000);
});

Then("it gets the feed's first {int} photos, in the feed's order", function (this: PortalWorld, count: number) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 200, answer.text);
  assert.deepEqual(answer.json(), published.get(this)!.slice(0, count));
});

Then("it gets the agency's 2 photos both times", function (this: PortalWorld) {
  for (const answer of this.api.answers) {
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.json(), feedItems);
  }
});

Then(/^the agency was asked (once|twice)$/, function (this: PortalWorld, times: string) {
  assert.equal(this.api.agency!.site.visits.length, times === 'once' ? 1 : 2);
});

Given(/^the photo agency's feed (returns garbage|answers with an error|cannot be reached|is larger than 5 MB)$/, async function (this: PortalWorld, problem: string) {
  if (problem === 'is larger than 5 MB') {
    // A well-formed feed padded past the 5 MB the portal reads (docs/decisions/057).
    const body = mediaRss(feedItems).replace('<channel>', `<channel><!-- ${'padding '.repeat(700_000)} -->`);
    await useAgency(this, () => ({ status: 200, type: 'application/rss+xml', body }), '/daily.rss');
    return;
  }
  if (problem === 'cannot be reached') {
    // A port nobody listens on.
    await this.api.server.reconfigure({ photoFeedUrl: 'http://127.0.0.1:9/feed.rss' });
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
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 502, answer.text);
  errorShapeOf(answer);
});

Then('the portal still serves the tour photo list', async function (this: PortalWorld) {
  assert.equal((await call(this.api.server.baseUrl, 'GET', TOUR_IMAGES_PATH)).status, 200);
});

/** docs/decisions/030-feed-text.md: the feed files of features/fixtures/photo-feeds/, served by a local site standing in for the agency. */
Given('the photo agency publishes its {string} feed', async function (this: PortalWorld, file: string) {
  const feed = realFeedNamed(file);
  const body = realFeedText(feed);
  await useAgency(this, () => ({ status: 200, type: feed.contentType, body }), feed.path, feed);
});

const photosOf = (world: PortalWorld) => {
  const answer = world.api.lastAnswer();
  assert.equal(answer.status, 200, answer.text);
  return answer.json<PhotoFeedItem[]>();
};

Then('every photo is credited to {string}', function (this: PortalWorld, credit: string) {
  const photos = photosOf(this);
  assert.ok(photos.length > 0);
  for (const photo of photos) assert.equal(photo.photographer, credit, photo.title);
});

Then("it gets that feed's {int} photos as plain text, with their images, credits and keywords", function (this: PortalWorld, count: number) {
  const photos = photosOf(this);
  assert.equal(photos.length, count);
  // Relative addresses in the feed resolve against the address the agency published it at.
  assert.deepEqual(photos, this.api.agency!.realFeed!.photos(this.api.agency!.feedUrl));
  for (const photo of photos) {
    for (const text of [photo.title, photo.description, photo.photographer, ...photo.keywords]) assert.ok(!showsMarkup(text), `markup in ${JSON.stringify(text)}`);
    assert.ok(photo.photographer, `${photo.title} has a credit`);
  }
});

Then('the first photo is {string} by {string}, shown from {string}', function (this: PortalWorld, title: string, photographer: string, image: string) {
  const [first] = photosOf(this);
  assert.equal(first?.title, title);
  assert.equal(first?.photographer, photographer);
  assert.equal(first?.imageUrl, image);
});

Then(/^photo (\d+) reads "(.*)"$/, function (this: PortalWorld, position: string, description: string) {
  assert.equal(photosOf(this)[Number(position) - 1]?.description, description);
});

Then('no photo is shown from the 75-pixel square or the 240-pixel preview', function (this: PortalWorld) {
  // Flickr's size suffixes: _s is the 75-pixel square, _m the 240-pixel preview, _b the 1024-pixel photo.
  for (const photo of photosOf(this)) {
    for (const url of [photo.imageUrl, photo.largeImageUrl ?? photo.imageUrl]) assert.ok(url.endsWith('_b.jpg'), `${photo.title}: ${url}`);
  }
});

Then(
  "photo {int} is shown from {string} on the agency's site, its large image from {string}",
  function (this: PortalWorld, position: number, image: string, largeImage: string) {
    const photo = photosOf(this)[position - 1]!;
    const agency = this.api.agency!.site.url;
    assert.equal(photo.imageUrl, `${agency}${image}`);
    assert.equal(photo.largeImageUrl, `${agency}${largeImage}`);
  },
);

Then('the items with only a small thumbnail, only a video, or only data: and ftp: addresses are left out', function (this: PortalWorld) {
  const titles = photosOf(this).map((photo) => photo.title);
  for (const left of ['Only a thumbnail', 'Only a video', 'Only addresses a browser must not follow']) assert.ok(!titles.includes(left), left);
});
