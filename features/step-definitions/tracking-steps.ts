import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import type { ContactKind } from '../../domain/analytics/events.js';
import { ALL_TOURS, COFFEE, GIFT_STORE, HOME, REAL_ESTATE, TRAVEL_ESSENTIALS } from '../support/site-content.js';
import type { ConsentAnswer } from '../support/portal.js';
import { eventually as retried } from '../support/eventually.js';
import { capabilityOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

/*
 * features/tracking.feature: thin steps over the portal's tracked visitor (features/support/portal.ts), which
 * clicks the real pages at @ui and computes what they report at @domain.
 */

/** The pages a scenario names, by their place in domain/navigation/site-places.ts. */
const NAMED_PAGES: Readonly<Record<string, string>> = {
  'the home page': HOME.path,
  'the tours page': ALL_TOURS.path,
  'the Arenal page': '/destinations/arenal',
  'the Canopy Tours page': '/canopy-tours',
  'the Scuba Diving page': '/scuba-diving',
  'the Fishing page': '/fishing',
  'the real estate page': REAL_ESTATE.path,
  'the travel essentials page': TRAVEL_ESSENTIALS.path,
  'the gift store': GIFT_STORE.path,
  'the coffee page': COFFEE.path,
};
const pageNames = Object.keys(NAMED_PAGES).join('|');

const visitor = (world: PortalWorld) => capabilityOf(world, world.portal.trackedVisitor, 'a visitor whose analytics events are read');

/** A check of what the analytics received, repeated while the page may still be reporting (features/support/eventually.ts). */
const eventually = (world: PortalWorld, check: (events: AnalyticsEvent[]) => void): Promise<void> =>
  retried(async () => check(await visitor(world).events()));

const named = (events: AnalyticsEvent[], name: string) => events.filter((event) => event.name === name);
const asText = (event: AnalyticsEvent) => Object.fromEntries(Object.entries(event.params).map(([key, value]) => [key, String(value)]));

// ── Arriving and answering the banner ──────────────────────────────────────────────────────────────────────────

Given(new RegExp(`^the visitor is on (${pageNames})$`), async function (this: PortalWorld, page: string) {
  await visitor(this).arrive(NAMED_PAGES[page]!, 'accept all');
});

Given(/^the visitor is on "([^"]*)"( in a window taller than the page)?$/, async function (this: PortalWorld, path: string, taller: string | undefined) {
  await visitor(this).arrive(path, 'accept all', taller ? 'taller than the page' : 'normal');
});

Given(/^the visitor has landed on "([^"]*)" (without choosing|and rejected all)$/, async function (this: PortalWorld, path: string, how: string) {
  const answer: ConsentAnswer = how === 'without choosing' ? 'no choice' : 'reject all';
  await visitor(this).arrive(path, answer);
});

When('the visitor arrives at {string} and accepts', async function (this: PortalWorld, address: string) {
  await visitor(this).arrive(address, 'accept all');
});

When('the visitor accepts all', async function (this: PortalWorld) {
  await visitor(this).answer('accept all');
});

// ── What the visitor does ──────────────────────────────────────────────────────────────────────────────────────

When(/^the visitor (?:moves|has moved) to "([^"]*)"$/, async function (this: PortalWorld, path: string) {
  await visitor(this).moveTo(path);
});

When('the visitor books the tour {string}', async function (this: PortalWorld, title: string) {
  await visitor(this).bookTour(title);
});

When(/^the visitor follows the (\w+) contact link$/, async function (this: PortalWorld, kind: ContactKind) {
  await visitor(this).followContactLink(kind);
});

When('the visitor follows the link of the property {string}', async function (this: PortalWorld, name: string) {
  await visitor(this).followPropertyLink(name);
});

When('the visitor buys {string}', async function (this: PortalWorld, title: string) {
  await visitor(this).buyProduct(title);
});

When('the visitor presses the gift store category {string}', async function (this: PortalWorld, category: string) {
  await visitor(this).pressGiftCategory(category);
});

When('the visitor follows the weekly coffee recommendation', async function (this: PortalWorld) {
  await visitor(this).followWeeklyRecommendation();
});

When("the visitor clicks each of the coffee page's widgets", async function (this: PortalWorld) {
  await visitor(this).clickEachCoffeeWidget();
});

When('the visitor uses the menu link {string}', async function (this: PortalWorld, label: string) {
  await visitor(this).useMenuLink(label);
});

When('the visitor presses the call to action {string}', async function (this: PortalWorld, label: string) {
  await visitor(this).pressCallToAction(label);
});

When(/^the visitor (?:scrolls|has scrolled) to ([\d%, ]+(?: and then [\d%]+)?)$/, async function (this: PortalWorld, stops: string) {
  for (const stop of stops.split(/,| and then /)) await visitor(this).scrollTo(Number.parseFloat(stop));
});

When('{int} seconds pass', async function (this: PortalWorld, seconds: number) {
  await visitor(this).waitSeconds(seconds);
});

When('the visitor hides the tab', async function (this: PortalWorld) {
  await visitor(this).hideTab();
});

When('the visitor shows the tab again', async function (this: PortalWorld) {
  await visitor(this).showTab();
});

When('the visitor leaves the site', async function (this: PortalWorld) {
  await visitor(this).leaveSite();
});

When('the visitor closes the tab', async function (this: PortalWorld) {
  await visitor(this).closeTab();
});

// ── What the analytics receive ─────────────────────────────────────────────────────────────────────────────────

Then('the analytics receive {string} with:', async function (this: PortalWorld, name: string, table: DataTable) {
  await eventually(this, (events) => assert.deepEqual(named(events, name).map(asText), [table.rowsHash()]));
});

Then('the analytics receive no {string}', async function (this: PortalWorld, name: string) {
  assert.deepEqual(named(await visitor(this).events(), name), []);
});

Then('the analytics receive nothing', async function (this: PortalWorld) {
  assert.deepEqual(await visitor(this).events(), []);
});

Then('the analytics receive exactly {string}', async function (this: PortalWorld, names: string) {
  await eventually(this, (events) => assert.deepEqual(events.map((event) => event.name), names.split(', ')));
});

Then('the analytics receive a page view of {string} titled {string}', async function (this: PortalWorld, path: string, title: string) {
  await eventually(this, (events) =>
    assert.deepEqual(
      named(events, 'page_view').filter((event) => event.params.page_path === path).map(asText),
      [{ page_path: path, page_title: title }],
    ),
  );
});

Then('the analytics receive {int} different widget click events', async function (this: PortalWorld, count: number) {
  await eventually(this, (events) => {
    const names = events.map((event) => event.name).filter((name) => /^coffee_widget_\w+_click$/.test(name));
    assert.equal(names.length, count);
    assert.equal(new Set(names).size, count);
  });
});

Then(/^the analytics receive scroll depth ([\d, ]+) for "(.*)"$/, async function (this: PortalWorld, milestones: string, path: string) {
  await eventually(this, (events) => {
    const sent = named(events, 'scroll_depth').filter((event) => event.params.page_path === path);
    assert.deepEqual(sent.map((event) => event.params.value), milestones.split(',').map(Number));
  });
});

Then(/^the analytics receive (\d+(?: and then \d+)*) seconds on "(.*)"$/, async function (this: PortalWorld, seconds: string, path: string) {
  await eventually(this, (events) => {
    const sent = named(events, 'user_engagement').filter((event) => event.params.page_path === path);
    assert.deepEqual(
      sent.map((event) => event.params.value),
      seconds.split(' and then ').map(Number),
    );
  });
});
