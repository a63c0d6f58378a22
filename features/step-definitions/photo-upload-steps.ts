import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { call, errorShapeOf } from '../support/api-client.js';
import { decompressionBomb, elevenMegabytes, phonePhotoWithLocation, photo, svgDrawing, textFile, type PhotoFormat } from '../../test-support/photos.js';
import type { PortalWorld } from '../support/world.js';

const CONTENT_TYPE: Record<PhotoFormat, string> = { JPEG: 'image/jpeg', PNG: 'image/png', WebP: 'image/webp' };

/** Gets an upload address and sends the file to it, as the admin page does. */
async function upload(world: PortalWorld, bytes: Uint8Array, contentType: string): Promise<void> {
  const scenario = world.api;
  scenario.uploadURL = await scenario.operator.uploadUrl();
  scenario.answer = await scenario.operator.sendFile(scenario.uploadURL, bytes, contentType);
  if (scenario.answer.status === 200) scenario.storedPath = scenario.answer.json<{ objectPath: string }>().objectPath;
}

When('the operator uploads a {word} photo', async function (this: PortalWorld, format: PhotoFormat) {
  await upload(this, await photo(format), CONTENT_TYPE[format]);
});

When('the operator uploads a PNG photo labelled as a JPEG', async function (this: PortalWorld) {
  await upload(this, await photo('PNG'), 'image/jpeg');
});

When('the operator uploads a sideways phone photo that records where it was taken', async function (this: PortalWorld) {
  await upload(this, await phonePhotoWithLocation(), 'image/jpeg');
  assert.equal(this.api.lastAnswer().status, 200, this.api.lastAnswer().text);
});

Given('the operator has uploaded a photo', async function (this: PortalWorld) {
  await upload(this, await photo('JPEG'), 'image/jpeg');
  assert.equal(this.api.lastAnswer().status, 200, this.api.lastAnswer().text);
});

Given('the operator got an upload address', async function (this: PortalWorld) {
  this.api.uploadURL = await this.api.operator.uploadUrl();
});

When('the operator sends another photo to the same upload address', async function (this: PortalWorld) {
  const scenario = this.api;
  scenario.answer = await scenario.operator.sendFile(scenario.uploadURL!, await photo('PNG'), 'image/png');
});

When('the operator sends a photo to that upload address', async function (this: PortalWorld) {
  const scenario = this.api;
  scenario.answer = await scenario.operator.sendFile(scenario.uploadURL!, await photo('JPEG'), 'image/jpeg');
});

When('someone sends a photo to that address with a forged signature', async function (this: PortalWorld) {
  const scenario = this.api;
  const url = new URL(scenario.uploadURL!, 'http://portal.test');
  const signature = url.searchParams.get('sig')!;
  url.searchParams.set('sig', (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1));
  scenario.answer = await scenario.operator.sendFile(url.pathname + url.search, await photo('JPEG'), 'image/jpeg');
});

const FILES: Record<string, () => Promise<Uint8Array> | Uint8Array> = {
  'a text file named packing.jpg': textFile,
  'an SVG drawing': svgDrawing,
  'an 11 MB file': elevenMegabytes,
  'a small file of 48 megapixels': decompressionBomb,
};

When(/^the operator uploads (a text file named packing\.jpg|an SVG drawing|an 11 MB file|a small file of 48 megapixels)$/, async function (this: PortalWorld, file: string) {
  const contentType = file === 'an SVG drawing' ? 'image/svg+xml' : file.includes('megapixels') ? 'image/png' : 'image/jpeg';
  await upload(this, await FILES[file]!(), contentType);
});

Then('the photo is accepted', function (this: PortalWorld) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 200, answer.text);
  assert.match(this.api.storedPath!, /^\/objects\/[0-9a-f-]{36}$/);
});

Then('visitors get it as {string}, cached for good and never sniffed', async function (this: PortalWorld, contentType: string) {
  const answer = await call(this.api.server.baseUrl, 'GET', this.api.storedPath!);
  assert.equal(answer.status, 200);
  assert.equal(answer.headers['content-type'], contentType);
  assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(answer.headers['x-content-type-options'], 'nosniff');
  assert.equal((await sharp(answer.body).metadata()).format, contentType === 'image/jpeg' ? 'jpeg' : contentType.slice('image/'.length));
});

async function storedPhoto(world: PortalWorld): Promise<Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>> {
  const answer = await call(world.api.server.baseUrl, 'GET', world.api.storedPath!);
  assert.equal(answer.status, 200);
  assert.ok(!answer.body.includes('La Fortuna'), 'the location text is gone');
  return sharp(answer.body).metadata();
}

Then('the stored photo holds no location or other metadata', async function (this: PortalWorld) {
  const metadata = await storedPhoto(this);
  assert.equal(metadata.exif, undefined);
  assert.equal(metadata.xmp, undefined);
});

Then('the stored photo is upright', async function (this: PortalWorld) {
  const metadata = await storedPhoto(this);
  assert.equal(metadata.orientation ?? 1, 1);
  // The sideways 80×40 picture, turned by its EXIF orientation, is now 40 wide and 80 high.
  assert.deepEqual([metadata.width, metadata.height], [40, 80]);
});

const REFUSALS: Record<string, number> = { 'not a photo': 415, 'too large': 413, unreadable: 422, forbidden: 403 };

Then(/^the upload is refused as (not a photo|too large|unreadable|forbidden)$/, function (this: PortalWorld, refusal: string) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, REFUSALS[refusal], answer.text);
  errorShapeOf(answer);
});

When('a visitor asks for a photo that was never uploaded', async function (this: PortalWorld) {
  this.api.answer = await call(this.api.server.baseUrl, 'GET', '/objects/3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c');
});

Then('the portal answers that there is no such photo', function (this: PortalWorld) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 404);
  errorShapeOf(answer);
});
