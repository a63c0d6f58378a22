import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { TOUR_IMAGES_PATH, tourImagePath } from '../../domain/tours/tour-image-paths.js';
import { call, errorShapeOf } from '../support/api-client.js';
import { photo } from '../../test-support/photos.js';
import type { PortalWorld } from '../support/world.js';

async function uploadAndSave(world: PortalWorld, tourId: number): Promise<void> {
  const scenario = world.api;
  scenario.storedPath = await scenario.operator.replaceTourPhoto(tourId, await photo('JPEG'));
}

When('the operator uploads a photo and saves it for admin tour {int}', async function (this: PortalWorld, tourId: number) {
  await uploadAndSave(this, tourId);
});

Given('the operator has uploaded a photo and saved it for admin tour {int}', async function (this: PortalWorld, tourId: number) {
  await uploadAndSave(this, tourId);
});

const tourPhotoList = (world: PortalWorld, headers: Record<string, string> = {}) => call(world.api.server.baseUrl, 'GET', TOUR_IMAGES_PATH, { headers });

Then('the tour photo list holds exactly that photo for admin tour {int}', async function (this: PortalWorld, tourId: number) {
  const answer = await tourPhotoList(this);
  assert.equal(answer.status, 200);
  // The record itself; its photo's copies are features/responsive-photos.feature's (docs/decisions/048).
  const records = answer.json<{ tourId: number; imageURL: string }[]>().map((image) => ({ tourId: image.tourId, imageURL: image.imageURL }));
  assert.deepEqual(records, [{ tourId, imageURL: this.api.storedPath }]);
  assert.equal((await call(this.api.server.baseUrl, 'GET', this.api.storedPath!)).status, 200, 'the photo itself is served');
});

When('the portal restarts', async function (this: PortalWorld) {
  await this.api.server.restart();
});

When('a browser asks again for the tour photo list it already has', async function (this: PortalWorld) {
  const scenario = this.api;
  scenario.etag ??= String((await tourPhotoList(this)).headers.etag);
  scenario.answer = await tourPhotoList(this, { 'if-none-match': scenario.etag });
});

Then('the portal answers that nothing has changed', function (this: PortalWorld) {
  assert.equal(this.api.lastAnswer().status, 304);
  assert.equal(this.api.lastAnswer().body.length, 0);
});

Then('the portal sends the new list', function (this: PortalWorld) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.json<{ tourId: number }[]>().map((image) => image.tourId), [1, 2]);
});

When('the operator saves it for admin tour {string}', async function (this: PortalWorld, tourId: string) {
  const scenario = this.api;
  scenario.answer = await scenario.operator.saveTourPhoto(tourId, scenario.uploadURL!);
});

When('the operator saves it for admin tour {int} with an extra field {string}', async function (this: PortalWorld, tourId: number, field: string) {
  const scenario = this.api;
  scenario.answer = await scenario.operator.saveTourPhoto(String(tourId), scenario.uploadURL!, { [field]: 'Hanging bridges' });
});

When('the operator sends a save request that is not valid JSON', async function (this: PortalWorld) {
  const scenario = this.api;
  scenario.answer = await call(scenario.server.baseUrl, 'PUT', tourImagePath(1), {
    headers: { authorization: `Bearer ${scenario.operator.token}`, 'content-type': 'application/json' },
    body: '{"imageURL": "/objects/',
  });
});

const STATUS: Record<string, number> = { 'not found': 404, 'bad request': 400 };

Then(/^the (?:save|request) is refused as "(not found|bad request)"(?:, naming "([^"]+)")?$/, function (this: PortalWorld, refusal: string, field?: string) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, STATUS[refusal], answer.text);
  const { message } = errorShapeOf(answer);
  if (field) assert.ok(message.includes(field), `"${message}" names ${field}`);
});

Then('no tour has a saved photo', async function (this: PortalWorld) {
  assert.deepEqual((await tourPhotoList(this)).json(), []);
});

When('the operator reverts admin tour {string} to its original picture', async function (this: PortalWorld, tourId: string) {
  const scenario = this.api;
  scenario.answer = await call(scenario.server.baseUrl, 'DELETE', tourImagePath(tourId), { headers: { authorization: `Bearer ${scenario.operator.token}` } });
});

When('someone without an admin session asks to revert admin tour {int}', async function (this: PortalWorld, tourId: number) {
  this.api.answer = await call(this.api.server.baseUrl, 'DELETE', tourImagePath(tourId));
});

Then('the portal answers that the revert is done', function (this: PortalWorld) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 204, answer.text);
});

Then('the revert is refused as "unauthorised"', function (this: PortalWorld) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 401, answer.text);
});

Then('the reverted photo is no longer served', async function (this: PortalWorld) {
  assert.equal((await call(this.api.server.baseUrl, 'GET', this.api.storedPath!)).status, 404);
});
