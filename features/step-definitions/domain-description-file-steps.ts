import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { call } from '../support/api-client.js';
import type { PortalWorld } from '../support/world.js';

// The server's answer as such (content type, the data folder's file), also read by features/compressed-answers.feature.
const descriptionsFile = (world: PortalWorld) => join(world.api.server.dataDir, 'domain-descriptions.csv');

When("a visitor's page asks for the domain descriptions", async function (this: PortalWorld) {
  this.api.answer = await call(this.api.server.baseUrl, 'GET', '/api/domain-descriptions');
});

Then('it gets CSV text with the header {string}', function (this: PortalWorld, header: string) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 200);
  assert.match(String(answer.headers['content-type']), /^text\/csv/);
  assert.equal(answer.text.split(/\r?\n/)[0], header);
});

Then('the CSV has a row for {string}', function (this: PortalWorld, domain: string) {
  assert.ok(this.api.lastAnswer().text.split(/\r?\n/).some((line) => line.startsWith(`${domain},`)), this.api.lastAnswer().text);
});

Then('the CSV says {string}', function (this: PortalWorld, text: string) {
  assert.ok(this.api.lastAnswer().text.includes(text));
});

Then('the data folder holds the same file', function (this: PortalWorld) {
  assert.equal(readFileSync(descriptionsFile(this), 'utf8'), this.api.lastAnswer().text);
});

Given('the operator has changed the descriptions file to:', function (this: PortalWorld, csv: string) {
  writeFileSync(descriptionsFile(this), `${csv}\n`);
});
