import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { call, errorShapeOf } from '../support/api-client.js';
import type { PortalWorld } from '../support/world.js';

const decode = (html: string) => html.replaceAll('&amp;', '&');

When('a visitor requests the page {string}', async function (this: PortalWorld, path: string) {
  this.api.answer = await call(this.api.server.baseUrl, 'GET', path, { headers: { accept: 'text/html' } });
});

When('a program calls the unknown API path {string}', async function (this: PortalWorld, path: string) {
  this.api.answer = await call(this.api.server.baseUrl, 'GET', path, { headers: { accept: 'application/json' } });
});

Then('the answer is a page titled with {string}', function (this: PortalWorld, title: string) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 200);
  assert.match(String(answer.headers['content-type']), /^text\/html/);
  const shown = decode(/<title>([^<]*)<\/title>/.exec(answer.text)?.[1] ?? '');
  assert.ok(shown.includes(title), `title "${shown}"`);
});

Then('it asks search engines not to index it', function (this: PortalWorld) {
  assert.match(this.api.lastAnswer().text, /<meta name="robots" content="noindex, nofollow">/);
});

Then('the answer is the {string} page with a not-found status', function (this: PortalWorld, heading: string) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 404);
  assert.match(String(answer.headers['content-type']), /^text\/html/);
  assert.ok(answer.text.includes(heading));
});

Then('the portal answers "not found" in the error shape', function (this: PortalWorld) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 404);
  assert.match(String(answer.headers['content-type']), /^application\/json/);
  errorShapeOf(answer);
});

Then('the answer forbids content sniffing and framing by other sites and sets a content security policy', function (this: PortalWorld) {
  const { headers } = this.api.lastAnswer();
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['x-frame-options'], 'SAMEORIGIN');
  assert.match(String(headers['content-security-policy']), /default-src 'self'/);
  assert.equal(headers['x-powered-by'], undefined);
});
