import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import { PRIVACY_SIGNAL_SENTENCE } from '../support/site-content.js';
import type { ConsentVisitor, CookieView } from '../support/portal.js';
import { capabilityOf, serverOf } from '../support/capability.js';
import { eventually } from '../support/eventually.js';
import { scriptlessPageOf } from '../support/scriptless-browser.js';
import type { PortalWorld } from '../support/world.js';

/*
 * features/consent.feature: thin steps over the portal's consent visitor (features/support/portal.ts), a real
 * Chromium at @ui and the page's domain objects at @domain.
 */

type Answer = 'accept all' | 'reject all';

/** The world's consent visitor, and what it has seen so far in this scenario. */
const memory = new WeakMap<PortalWorld, { eventsAtWithdrawal: number }>();

function visitor(world: PortalWorld): ConsentVisitor {
  return capabilityOf(world, world.portal.consentVisitor, 'a visitor whose consent choice is kept');
}

const byCookie = (cookies: readonly CookieView[]) =>
  [...cookies].map((cookie) => `${cookie.name} on ${cookie.domain}`).sort();
const cookiesIn = (table: DataTable): CookieView[] => table.hashes().map((row) => ({ name: row.cookie!, domain: row.domain! }));

// ── Visits and answers ─────────────────────────────────────────────────────────────────────────────────────────

Given(/^the visitor chose "(accept all|reject all)" in the banner on "([^"]+)"$/, async function (this: PortalWorld, answer: Answer, address: string) {
  await visitor(this).visit(address);
  await visitor(this).answer(answer);
});

Given("the visitor's browser sends Global Privacy Control", async function (this: PortalWorld) {
  await visitor(this).sendGlobalPrivacyControl();
});

When(/^the visitor (?:opens|opened) "([^"]+)"$/, async function (this: PortalWorld, address: string) {
  const scriptless = scriptlessPageOf(this);
  if (scriptless) await scriptless.goto(new URL(address, serverOf(this).baseUrl).href);
  else await visitor(this).visit(address);
});

Given(
  /^the visitor opened "([^"]+)" with a browser that keeps "(accept all|reject all)" as earlier versions stored it, without a date$/,
  async function (this: PortalWorld, address: string, answer: Answer) {
    await visitor(this).visit(address);
    await visitor(this).keepUndatedChoice(answer);
  },
);

When(/^the visitor answers the banner with "(accept all|reject all)"$/, async function (this: PortalWorld, answer: Answer) {
  await visitor(this).answer(answer);
});

When(/^the visitor comes back (?:(\d+) months?)?(?: and )?(?:(\d+) days?)? later$/, async function (this: PortalWorld, months: string | undefined, days: string | undefined) {
  await visitor(this).comeBackAfter(Number(months ?? 0), Number(days ?? 0));
});

When(/^the visitor withdraws "(analytics|marketing)" in Cookie settings$/, async function (this: PortalWorld, purpose: 'analytics' | 'marketing') {
  await visitor(this).withdraw(purpose);
  // Counted once saved: reaching the footer's Cookie settings may scroll the page while the purpose is still allowed.
  memory.set(this, { eventsAtWithdrawal: (await visitor(this).events()).length });
});

When('the visitor scrolls to the end of the page', async function (this: PortalWorld) {
  await visitor(this).scrollToEnd();
});

When('the visitor moves on to {string} and scrolls to its end', async function (this: PortalWorld, path: string) {
  await visitor(this).moveTo(path);
  await visitor(this).scrollToEnd();
});

Given('the tags have set these cookies:', async function (this: PortalWorld, table: DataTable) {
  await visitor(this).tagsSetCookies(cookiesIn(table));
});

// ── What the visitor sees ──────────────────────────────────────────────────────────────────────────────────────

Then(/^the banner (asks again|does not ask again)$/, async function (this: PortalWorld, asks: string) {
  const banner = await visitor(this).banner();
  assert.equal(banner !== undefined, asks === 'asks again', asks === 'asks again' ? 'The banner should ask again' : `The banner asked again: ${banner?.text}`);
});

Then('the banner says {string}', async function (this: PortalWorld, sentence: string) {
  const banner = await visitor(this).banner();
  assert.ok(banner, 'The banner should show');
  assert.ok(banner.text.includes(sentence), `The banner says: ${banner.text}`);
});

Then('the banner does not mention Global Privacy Control', async function (this: PortalWorld) {
  const banner = await visitor(this).banner();
  assert.ok(banner, 'The banner should show');
  assert.ok(!banner.text.includes('Global Privacy Control'), `The banner says: ${banner.text}`);
  assert.ok(!banner.text.includes(PRIVACY_SIGNAL_SENTENCE));
});

Then('Cookie settings shows:', async function (this: PortalWorld, table: DataTable) {
  const shown = await visitor(this).settings();
  const yes = (value: boolean) => (value ? 'yes' : 'no');
  assert.deepEqual(
    Object.entries(shown).map(([purpose, setting]) => ({ purpose, ticked: yes(setting.ticked), 'can change': yes(setting.canChange) })),
    table.hashes(),
  );
});

Then('the browser keeps only these cookies:', async function (this: PortalWorld, table: DataTable) {
  const expected = byCookie(cookiesIn(table));
  await eventually(async () => assert.deepEqual(byCookie(await visitor(this).cookies()), expected));
});

// ── What the analytics receive ─────────────────────────────────────────────────────────────────────────────────

const afterWithdrawal = async (world: PortalWorld): Promise<AnalyticsEvent[]> => {
  const seen = memory.get(world);
  if (!seen) throw new Error('No purpose was withdrawn in this scenario');
  return (await visitor(world).events()).slice(seen.eventsAtWithdrawal);
};

Then('the analytics receive no event at all', async function (this: PortalWorld) {
  assert.deepEqual(await visitor(this).events(), []);
});

Then('the analytics receive nothing after the withdrawal', async function (this: PortalWorld) {
  assert.deepEqual(await afterWithdrawal(this), []);
});

Then('the analytics receive, after the withdrawal, the page view of {string} and its scroll depths', async function (this: PortalWorld, path: string) {
  const expected = ['page_view /', 'scroll_depth 25', 'scroll_depth 50', 'scroll_depth 75', 'scroll_depth 100'].map((line) => line.replace(' /', ` ${path}`));
  const seen = async () =>
    (await afterWithdrawal(this)).map((event) => (event.name === 'page_view' ? `page_view ${String(event.params.page_path)}` : `${event.name} ${String(event.params.value)}`));
  await eventually(async () => {
    const names = await seen();
    assert.deepEqual(names.filter((line) => expected.includes(line)), expected);
  });
});

// ── Without JavaScript (docs/decisions/097) ────────────────────────────────────────────────────────────────────

function scriptlessPage(world: PortalWorld) {
  const page = scriptlessPageOf(world);
  if (!page) throw new Error('Turn JavaScript off first: "Given the visitor\'s browser runs no JavaScript"');
  return page;
}

Then('no consent banner covers the page', async function (this: PortalWorld) {
  const page = scriptlessPage(this);
  // The prerendered banner is in the HTML, so a visitor with scripts sees it from the first paint; here it must not show.
  const banner = page.locator('section[aria-label="Cookie consent"]');
  assert.equal(await banner.count(), 1, 'the page carries the prerendered banner');
  assert.equal(await banner.isVisible(), false, 'the banner shows, though nothing on the page can answer it');
  assert.equal(await page.getByRole('button', { name: 'Accept all' }).isVisible(), false);
});

Then('the page keeps no room at its end for a banner', async function (this: PortalWorld) {
  const room = await scriptlessPage(this).locator('html').evaluate((root) => getComputedStyle(root).paddingBottom);
  assert.equal(room, '0px');
});

Then('the footer offers no Cookie settings', async function (this: PortalWorld) {
  const footer = scriptlessPage(this).getByRole('contentinfo');
  assert.ok(await footer.getByRole('link', { name: 'Privacy Policy' }).isVisible(), 'the footer shows');
  assert.equal(await footer.getByRole('button', { name: 'Cookie settings' }).isVisible(), false, 'Cookie settings shows, though it cannot open');
});
