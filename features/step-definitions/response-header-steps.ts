import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { call } from '../support/api-client.js';
import { photo } from '../../test-support/photos.js';
import type { PortalWorld } from '../support/world.js';

/* features/response-headers.feature (docs/decisions/054). */

When('the operator signs in, gets an upload address and sends a photo to it', async function (this: PortalWorld) {
  const { operator } = this.api;
  const signIn = await operator.signIn();
  assert.equal(signIn.status, 200, signIn.text);
  const grant = await operator.requestUploadUrl();
  assert.equal(grant.status, 200, grant.text);
  const upload = await operator.sendFile(grant.json<{ uploadURL: string }>().uploadURL, await photo('JPEG'), 'image/jpeg');
  assert.equal(upload.status, 200, upload.text);
  this.api.answers = [signIn, grant, upload];
});

Then('each of the three answers says {string}', function (this: PortalWorld, header: string) {
  const [name, value] = header.split(': ') as [string, string];
  assert.equal(this.api.answers.length, 3);
  for (const answer of this.api.answers) assert.equal(answer.headers[name.toLowerCase()], value);
});

When('a visitor asks the portal for {word}', async function (this: PortalWorld, address: string) {
  this.api.answer = await call(this.api.server.baseUrl, 'GET', address);
});

Then("the answer's Permissions-Policy denies the camera, the microphone and the location", function (this: PortalWorld) {
  const policy = String(this.api.lastAnswer().headers['permissions-policy'] ?? '');
  for (const feature of ['camera', 'microphone', 'geolocation']) assert.match(policy, new RegExp(`(^|, )${feature}=\\(\\)(,|$)`), `Permissions-Policy: ${policy}`);
});
