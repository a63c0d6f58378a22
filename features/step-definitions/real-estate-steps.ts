import { DataTable, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { capabilityOf, visitorOf } from '../support/capability.js';
import type { RealEstatePageView } from '../support/portal.js';
import type { PortalWorld } from '../support/world.js';

/* features/real-estate.feature: /real-estate as a visitor checks it (issue 37 point 3). */

const realEstate = new WeakMap<PortalWorld, { markets?: readonly string[]; page?: RealEstatePageView }>();
const stateOf = (world: PortalWorld) => realEstate.get(world) ?? realEstate.set(world, {}).get(world)!;
function pageOf(world: PortalWorld): RealEstatePageView {
  return stateOf(world).page ?? assert.fail('Open the real-estate page first');
}

const markets = (text: string) => text.split(';').map((market) => market.trim());

Given("the settings name the broker's markets {string}", function (this: PortalWorld, named: string) {
  stateOf(this).markets = markets(named);
});

async function open(world: PortalWorld, today?: Date) {
  const state = stateOf(world);
  const options = { ...(today === undefined ? {} : { today }), ...(state.markets === undefined ? {} : { markets: state.markets }) };
  state.page = await capabilityOf(world, visitorOf(world).openRealEstatePage, 'the real-estate page')(options);
}

When('a visitor opens the real-estate page', async function (this: PortalWorld) {
  await open(this);
});

When(/^a visitor opens the real-estate page on (\S+)$/, async function (this: PortalWorld, today: string) {
  await open(this, new Date(today));
});

Then('the broker card is titled {string}', function (this: PortalWorld, title: string) {
  assert.equal(pageOf(this).brokerTitle, title);
});

Then("the page's links to other sites are:", function (this: PortalWorld, table: DataTable) {
  assert.deepEqual(
    pageOf(this).links.map(({ label, href }) => ({ label, address: href })),
    table.hashes(),
  );
});

Then('the broker card says {string} above the markets {string}', function (this: PortalWorld, figure: string, named: string) {
  assert.equal(pageOf(this).keyLocations, figure);
  assert.deepEqual(pageOf(this).markets, markets(named));
});

Then('the delivery line reads {string}', function (this: PortalWorld, line: string) {
  assert.deepEqual(pageOf(this).deliveryLines, [line]);
});

Then('the delivery line says the month is past if it is before this month in Costa Rica', function (this: PortalWorld) {
  const [line] = pageOf(this).deliveryLines;
  assert.ok(line, 'the page has a delivery line');
  const month = /(January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})/.exec(line);
  assert.ok(month, `"${line}" names no month`);
  // Costa Rica is UTC-6 all year (no daylight saving): its month, told independently of the product's own code.
  const now = new Date(Date.now() - 6 * 3_600_000);
  const planned = Number(month[2]) * 12 + new Date(`${month[1]} 1, 2000`).getMonth();
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  assert.equal(line.includes('a date now past'), planned < current, `"${line}" on ${now.toISOString().slice(0, 7)} in Costa Rica`);
});
