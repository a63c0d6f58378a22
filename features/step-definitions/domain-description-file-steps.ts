import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { call } from '../support/api-client.js';
import { apiScenario, lastAnswer } from '../support/api-scenario.js';
import type { PortalWorld } from '../support/world.js';

const descriptionsFile = (world: PortalWorld) => join(apiScenario(world).server.dataDir, 'domain-descriptions.csv');

When("a visitor's page asks for the domain descriptions", async function (this: PortalWorld) {
  apiScenario(this).answer = await call(apiScenario(this).server.baseUrl, 'GET', '/api/domain-descriptions');
});

Then('it gets CSV text with the header {string}', function (this: PortalWorld, header: string) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 200);
  assert.match(String(answer.headers['content-type']), /^text\/csv/);
  assert.equal(answer.text.split(/\r?\n/)[0], header);
});

Then('the CSV has a row for {string}', function (this: PortalWorld, domain: string) {
  assert.ok(lastAnswer(this).text.split(/\r?\n/).some((line) => line.startsWith(`${domain},`)), lastAnswer(this).text);
});

Then('the CSV says {string}', function (this: PortalWorld, text: string) {
  assert.ok(lastAnswer(this).text.includes(text));
});

Then('the data folder holds the same file', function (this: PortalWorld) {
  assert.equal(readFileSync(descriptionsFile(this), 'utf8'), lastAnswer(this).text);
});

Given('the operator has changed the descriptions file to:', function (this: PortalWorld, csv: string) {
  writeFileSync(descriptionsFile(this), `${csv}\n`);
});
