import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PHOTO_FEED_PATH } from '../../domain/api-paths.js';
import { TOUR_IMAGES_PATH } from '../../domain/tours/tour-image-paths.js';
import { ADMIN_TOUR_IDS } from '../../domain/tours/admin-tour-id.js';
import { call } from '../support/api-client.js';
import { photo } from '../../test-support/photos.js';
import type { PortalWorld } from '../support/world.js';

/** The address a step names: a page, the script every page loads, or one of the API's lists. */
async function pathOf(world: PortalWorld, address: string): Promise<string> {
  const page = /^the page "([^"]+)"$/.exec(address);
  if (page) return page[1]!;
  if (address === 'the tour photo list') return TOUR_IMAGES_PATH;
  if (address === 'the domain descriptions') return '/api/domain-descriptions';
  if (address === 'the photo feed') return PHOTO_FEED_PATH;
  if (address === "the page's main script") {
    const html = (await call(world.api.server.baseUrl, 'GET', '/tours')).text;
    // A static page names its entry in the tag that loads it after the first paint (docs/decisions/088).
    const script = /<script data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    assert.ok(script, 'the page loads a script from /assets/');
    return script;
  }
  throw new Error(`No address "${address}"`);
}

async function ask(world: PortalWorld, address: string, accepted: string): Promise<void> {
  const path = await pathOf(world, address);
  world.api.asked = { path, accepted };
  world.api.answer = await call(world.api.server.baseUrl, 'GET', path, { headers: { 'accept-encoding': accepted } });
}

Given('the operator has saved a photo for every admin tour', async function (this: PortalWorld) {
  const scenario = this.api;
  for (const tourId of ADMIN_TOUR_IDS) await scenario.operator.replaceTourPhoto(tourId, await photo('JPEG'));
});

When(/^a browser that accepts "([^"]*)" asks for (the page "[^"]+"|the page's main script|the tour photo list|the domain descriptions|the photo feed)$/, async function (this: PortalWorld, accepted: string, address: string) {
  await ask(this, address, accepted);
});

When('it asks again with the tag it got', async function (this: PortalWorld) {
  const last = this.api.asked;
  assert.ok(last, 'a browser asked for something first');
  const etag = this.api.lastAnswer().headers.etag;
  assert.ok(etag, 'the first answer carried an ETag');
  this.api.answer = await call(this.api.server.baseUrl, 'GET', last.path, { headers: { 'accept-encoding': last.accepted, 'if-none-match': etag } });
});

Then('it gets the same content as a browser without compression, coded as {string}', async function (this: PortalWorld, coding: string) {
  const answer = this.api.lastAnswer();
  const plain = await call(this.api.server.baseUrl, 'GET', this.api.asked!.path);
  assert.equal(answer.status, 200);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(answer.headers['content-encoding'], coding === 'identity' ? undefined : coding);
  assert.equal(answer.headers['content-type'], plain.headers['content-type']);
  assert.equal(Number(answer.headers['content-length']), answer.body.length);
  const decoded = coding === 'br' ? brotliDecompressSync(answer.body) : coding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  assert.ok(decoded.equals(plain.body), 'the decoded body is the uncompressed one');
  if (coding !== 'identity') assert.ok(answer.body.length < plain.body.length, `${answer.body.length} bytes coded, ${plain.body.length} plain`);
  assert.notEqual(answer.headers.etag, undefined);
  if (coding !== 'identity') assert.notEqual(answer.headers.etag, plain.headers.etag, 'each coding has its own tag');
});

Then('the answer says it varies with the accepted encodings', function (this: PortalWorld) {
  assert.match(String(this.api.lastAnswer().headers.vary), /\bAccept-Encoding\b/i);
});

Then('the answer may be cached for a year without asking again', function (this: PortalWorld) {
  assert.equal(this.api.lastAnswer().status, 200);
  assert.equal(this.api.lastAnswer().headers['cache-control'], 'public, max-age=31536000, immutable');
});

Then('the answer must be checked again before each use', function (this: PortalWorld) {
  assert.equal(this.api.lastAnswer().status, 200);
  assert.equal(this.api.lastAnswer().headers['cache-control'], 'no-cache');
});
