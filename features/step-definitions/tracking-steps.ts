import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { InMemoryAnalyticsSink } from '../../adapters/memory/in-memory-analytics-sink.js';
import {
  addToCart,
  affiliateClick,
  campaignAttribution,
  categoryFilter,
  COFFEE_WIDGETS,
  contactClick,
  ctaClick,
  domainTraffic,
  itemSelection,
  navigationClick,
  pageView,
  productClick,
  propertyClick,
  purchase,
  tourClick,
  viewItem,
  weeklyRecommendationClick,
  widgetClick,
  type ContactKind,
  type TrackedItem,
} from '../../domain/analytics/events.js';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import { PageEngagement } from '../../domain/analytics/page-engagement.js';
import { utmFrom } from '../../domain/analytics/utm.js';
import type { Clock } from '../../domain/shared/clock.js';
import { scenarioSlot } from '../support/rule-state.js';

/** The scenario's clock: time passes only when a step says so. */
class ScenarioClock implements Clock {
  ms = Date.UTC(2026, 2, 1, 12);
  now(): Date {
    return new Date(this.ms);
  }
}

const state = scenarioSlot(() => {
  const sink = new InMemoryAnalyticsSink();
  const clock = new ScenarioClock();
  return { sink, clock, page: new PageEngagement(sink, clock) };
});
const sink = (world: object) => state(world).sink;
const SHOP_EVENTS: Record<string, (item: TrackedItem) => AnalyticsEvent> = {
  affiliate_click: affiliateClick,
  view_item: viewItem,
  add_to_cart: addToCart,
  purchase,
};
const ACTIVITY_PAGES: Record<string, 'Canopy' | 'Scuba'> = { 'the Canopy Tours page': 'Canopy', 'the Scuba Diving page': 'Scuba' };

When(/^the visitor clicks the tour "(.*)" in "(.*)" on (.+)$/, function (title: string, location: string, page: string) {
  sink(this).send(tourClick({ title, location }, ACTIVITY_PAGES[page]));
});

When(
  'the visitor selects the item {string} {string} of category {string} priced {string}',
  function (id: string, title: string, category: string, price: string) {
    sink(this).send(itemSelection({ id, title, category, price }));
  },
);

When(/^the visitor follows the (\w+) contact link of "(.*)"$/, function (kind: ContactKind, target: string) {
  sink(this).send(contactClick(kind, target));
});

When(
  /^the shop reports (\w+) for "(.*)" "(.*)" of category "(.*)" priced "(.*)"$/,
  function (event: string, id: string, title: string, category: string, price: string) {
    sink(this).send(SHOP_EVENTS[event]!({ id, title, category, price }));
  },
);

When('the visitor uses the menu link {string}', function (label: string) {
  sink(this).send(navigationClick(label));
});

When('the visitor presses the call to action {string}', function (label: string) {
  sink(this).send(ctaClick(label));
});

When('the visitor clicks the property {string} priced {string}', function (name: string, price: string) {
  for (const event of propertyClick({ name, price })) sink(this).send(event);
});

When(/^the visitor clicks the product "(.*)" on the (travel_essentials|coffee_purchase|gift_store) shop$/, function (title: string, shop: 'travel_essentials' | 'coffee_purchase' | 'gift_store') {
  sink(this).send(productClick(shop, title));
});

When('the visitor presses the gift store category {string}', function (category: string) {
  sink(this).send(categoryFilter(category));
});

When('the visitor follows the weekly coffee recommendation', function () {
  sink(this).send(weeklyRecommendationClick());
});

When("the visitor clicks each of the coffee page's widgets", function () {
  for (const widget of COFFEE_WIDGETS) sink(this).send(widgetClick(widget));
});

When(/^the visitor opens the (travel_essentials|featured_coffee) page$/, function (page: 'travel_essentials' | 'featured_coffee') {
  sink(this).send(pageView(page));
});

When('the visitor arrives at {string}', function (address: string) {
  const url = new URL(address);
  sink(this).send(domainTraffic(url.hostname, url.pathname));
  const campaign = campaignAttribution(utmFrom(address));
  if (campaign) sink(this).send(campaign);
});

Given('the visitor is on {string}', function (path: string) {
  state(this).page.routeChanged(path);
});

When('the visitor moves to {string}', function (path: string) {
  state(this).page.routeChanged(path);
});

When(/^the visitor (?:scrolls|has scrolled) to (.+)$/, function (stops: string) {
  for (const stop of stops.split(/,| and then /)) state(this).page.scrolled(Number.parseFloat(stop));
});

When('{int} seconds pass', function (seconds: number) {
  state(this).clock.ms += seconds * 1000;
});

When('the visitor hides the tab', function () {
  state(this).page.hidden();
});

When('the visitor leaves the site', function () {
  state(this).page.left();
});

Then('the analytics receive {string} with:', function (name: string, table: DataTable) {
  const sent = sink(this).named(name).map((event) => Object.fromEntries(Object.entries(event.params).map(([key, value]) => [key, String(value)])));
  assert.deepEqual(sent, [table.rowsHash()]);
});

Then(
  /^the analytics receive "(\w+)" for item "(.*)" "(.*)" of category "(.*)" at ([\d.]+) USD$/,
  function (event: string, id: string, title: string, category: string, price: string) {
    const [sent, ...more] = sink(this).named(event);
    assert.equal(more.length, 0);
    assert.deepEqual(
      { ...sent!.params, value: undefined },
      { item_id: id, item_name: title, item_category: category, price: Number(price), currency: 'USD', value: undefined },
    );
    // Views, carts and purchases also carry the price as the event's value.
    if (event !== 'affiliate_click') assert.equal(sent!.params.value, Number(price));
  },
);

Then('the analytics receive no {string}', function (name: string) {
  assert.deepEqual(sink(this).named(name), []);
});

Then('the analytics receive {int} different widget click events', function (count: number) {
  const names = sink(this).events.map((event) => event.name);
  assert.equal(names.length, count);
  assert.equal(new Set(names).size, count);
});

Then(/^the analytics receive scroll depth ([\d, ]+) for "(.*)"$/, function (milestones: string, path: string) {
  const sent = sink(this).named('scroll_depth').filter((event) => event.params.page_path === path);
  assert.deepEqual(sent.map((event) => event.params.value), milestones.split(',').map(Number));
});

Then('the analytics receive {int} seconds on {string}', function (seconds: number, path: string) {
  const sent = sink(this).named('user_engagement');
  assert.deepEqual(sent.map((event) => [event.params.value, event.params.page_path]), [[seconds, path]]);
});
