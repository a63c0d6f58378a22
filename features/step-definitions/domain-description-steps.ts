import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { descriptionForHost } from '../../domain/domain-descriptions/domain-descriptions.js';
import { parseDomainDescriptions } from '../../domain/domain-descriptions/parse-domain-descriptions.js';
import { scenarioSlot } from '../support/rule-state.js';

const state = scenarioSlot(() => ({ mainDomain: '', csv: '', shown: undefined as string | undefined }));
/** Gherkin tables cannot hold a line break; '\n' in a cell stands for one. */
const unescape = (text: string) => text.replace(/\\n/g, '\n');

Given('the main domain is {string}', function (domain: string) {
  state(this).mainDomain = domain;
});

Given('the domain descriptions file reads:', function (csv: string) {
  state(this).csv = csv;
});

When('a visitor opens the site on {string}', function (host: string) {
  const current = state(this);
  current.shown = descriptionForHost(parseDomainDescriptions(current.csv), host, current.mainDomain);
});

Then('the file describes these domains:', function (table: DataTable) {
  const expected = table.hashes().map((row) => ({ domain: row.domain!, description: unescape(row.description!) }));
  assert.deepEqual(parseDomainDescriptions(state(this).csv), expected);
});

Then('the page shows the domain description {string}', function (description: string) {
  assert.equal(state(this).shown, unescape(description));
});

Then("the page shows the main domain's description", function () {
  const current = state(this);
  const main = parseDomainDescriptions(current.csv).find((row) => row.domain === current.mainDomain);
  assert.ok(main, 'the file has a row for the main domain');
  assert.equal(current.shown, main.description);
});

Then('the page shows no domain description', function () {
  assert.equal(state(this).shown, undefined);
});
