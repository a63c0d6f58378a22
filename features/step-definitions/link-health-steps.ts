import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { BrowserContext } from '@playwright/test';
import assert from 'node:assert/strict';
import { InMemoryLinkChecker } from '../../adapters/memory/in-memory-link-checker.js';
import { InMemoryLinkHealthStore } from '../../adapters/memory/in-memory-link-health-store.js';
import { VirtualTime } from '../../adapters/memory/virtual-time.js';
import type { LinkCheckResult } from '../../domain/link-health/link-checker.js';
import { LinkHealthMonitor } from '../../domain/link-health/link-health-monitor.js';
import type { LinkHealthView } from '../../domain/link-health/link-health-reader.js';
import type { LinkTarget } from '../../domain/link-health/link-target.js';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';
import { apiStopGapDesk, domainLinkHealthDesk, domainStopGapDesk, serverLinkHealthDesk, type LinkHealthDesk, type StopGapDesk } from '../support/assemblies/link-health.js';
import { offlineContext } from '../support/browser.js';
import { AdminPage } from '../support/pages/admin-page.js';
import type { PortalWorld } from '../support/world.js';
import { After } from '@cucumber/cucumber';

/*
 * features/link-health.feature (issue 40, docs/decisions/127-130): @domain drives the link health use cases over memory
 * on a virtual clock; @api a built server checking local fake partner sites with node's fetch; @ui the operator's
 * Links view in Chromium over that server.
 */

const HOUR = 3_600_000;

interface LinkHealthState {
  desk?: LinkHealthDesk;
  view?: LinkHealthView;
  /** The problems' link ids as the operator sees them (@ui: read from the Links view's table). */
  problems?: string[];
  browser?: BrowserContext;
  /** The single-link and pacing scenarios (@domain): a monitor, its checker and its clock. */
  time?: VirtualTime;
  checker?: InMemoryLinkChecker;
  store?: InMemoryLinkHealthStore;
  targets?: LinkTarget[];
  /** The stop-gap scenario: its desk, and the tour as published and as drafted before the stop-gap. */
  stopGap?: { desk: StopGapDesk; published: Record<string, unknown>; draftPrice: number };
}
const states = new WeakMap<PortalWorld, LinkHealthState>();
function state(world: PortalWorld): LinkHealthState {
  let known = states.get(world);
  if (!known) {
    known = {};
    states.set(world, known);
  }
  return known;
}
const deskOf = (world: PortalWorld) => {
  const desk = state(world).desk;
  assert.ok(desk, 'No partner links were set up');
  return desk;
};

After({ tags: '@link-health' }, async function (this: PortalWorld) {
  const known = states.get(this);
  await known?.browser?.close();
  await known?.desk?.dispose();
  await known?.stopGap?.desk.dispose();
});

Given('partner links to local fake partner sites, one of each kind of problem', async function (this: PortalWorld) {
  state(this).desk = this.level === 'domain' ? await domainLinkHealthDesk() : await serverLinkHealthDesk();
});

Given('{string} had {int} clicks in the last 30 days', async function (this: PortalWorld, linkId: string, clicks: number) {
  await deskOf(this).addClicks(linkId, clicks);
});

When('the operator checks the links now', async function (this: PortalWorld) {
  const desk = deskOf(this);
  if (this.level !== 'ui') {
    await desk.checkNow();
    state(this).view = await desk.report();
    return;
  }
  const baseUrl = desk.server!.baseUrl;
  const context = await offlineContext(baseUrl);
  state(this).browser = context;
  const page = await context.newPage();
  const admin = new AdminPage(page);
  await admin.open(baseUrl);
  await admin.signIn(TEST_ADMIN_PASSWORD);
  await admin.managementHeading.waitFor();
  await page.getByRole('group', { name: 'Admin view' }).getByRole('button', { name: 'Links' }).click();
  await page.getByRole('heading', { name: 'Partner links' }).waitFor();
  await page.getByRole('button', { name: 'Check now' }).click();
  // The view reads the report again while the run is under way; the problems table appears once links are checked.
  const problems = page.getByRole('table', { name: 'Problems, most clicks at stake first' });
  await page.getByTestId('links-summary').filter({ hasText: /\d+ problems?, by clicks at stake/ }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Check now' }).and(page.locator(':enabled')).waitFor({ timeout: 20_000 });
  state(this).problems = await problems.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-link-id') ?? ''));
});

function viewOf(world: PortalWorld): LinkHealthView {
  const view = state(world).view;
  assert.ok(view, 'The links were not checked');
  return view;
}

Then('each link is in the state its fake page calls for', function (this: PortalWorld, table: DataTable) {
  const states = Object.fromEntries(viewOf(this).rows.map((row) => [row.linkId, row.state]));
  const expected = Object.fromEntries(table.hashes().map((row) => [row.link, row.state]));
  assert.deepEqual(states, expected);
  // The table is the fakes' own list (test-support/fake-partner-links.ts), so neither can drift from the other.
  assert.deepEqual(expected, Object.fromEntries(deskOf(this).links.map((link) => [link.target.linkId, link.expected])));
});

Then('no link is called broken after one check', function (this: PortalWorld) {
  const rows = viewOf(this).rows;
  assert.deepEqual(rows.filter((row) => row.state === 'broken').map((row) => row.linkId), []);
  // The 404 and the timeout are failures waiting for their confirmation, said as such.
  for (const id of ['tour:gone', 'tour:slow']) assert.match(rows.find((row) => row.linkId === id)?.detail ?? '', /: broken if it fails again from /, id);
});

Then('no partner host had two requests at once', function (this: PortalWorld) {
  assert.equal(deskOf(this).peakRequestsPerHost(), 1);
});

Then('the problems are listed in this order: {string}, {string}, {string}', function (this: PortalWorld, first: string, second: string, third: string) {
  const listed = state(this).problems ?? viewOf(this).rows.filter((row) => row.problem && row.dismissal === undefined).map((row) => row.linkId);
  assert.deepEqual(listed.slice(0, 3), [first, second, third]);
  assert.equal(listed.length, 6, `every problem is listed: ${listed.join(', ')}`);
});

// The single-link and pacing scenarios: the monitor itself, over memory, on a virtual clock (@domain only).

function aTarget(host: string, n: number): LinkTarget {
  return { linkId: `tour:${host.replace(/\W/g, '')}-${n}`, partner: 'marketplace', label: `Tour ${n}`, url: `https://${host}/t/${n}?partner_id=P`, record: { collection: 'tours', id: `t${n}` }, partnerParameters: { partner_id: 'P' } };
}

function monitorFor(world: PortalWorld, pauseMs: number): LinkHealthMonitor {
  const known = state(world);
  known.time ??= new VirtualTime();
  known.store ??= new InMemoryLinkHealthStore();
  known.checker ??= new InMemoryLinkChecker(known.time, known.time, 100);
  const targets = known.targets ?? [];
  return new LinkHealthMonitor(known.store, { targets: async () => targets }, known.checker, known.time, known.time, { intervalMs: 3_600_000, pauseMs, confirmAfterMs: 6 * HOUR, timeoutMs: 1_000 }, 'scenario', (error) => {
    throw error;
  });
}
const answered = (url: string, status: number, extra: Partial<LinkCheckResult> = {}): LinkCheckResult => ({ hops: [{ url, status }], body: '', ...extra });

Given('a partner link whose page answers 404', function (this: PortalWorld) {
  const target = aTarget('partner.test', 1);
  state(this).targets = [target];
  monitorFor(this, 1_000);
  state(this).checker!.answer(target.url, answered(target.url, 404));
});

async function checkAt(world: PortalWorld, afterMs: number, answer?: LinkCheckResult): Promise<void> {
  const known = state(world);
  const monitor = monitorFor(world, 1_000);
  await known.time!.advance(afterMs);
  if (answer) known.checker!.answer(known.targets![0]!.url, answer);
  await known.time!.until(monitor.runDue());
}

When('it is checked, and checked again {int} hours later', async function (this: PortalWorld, hours: number) {
  await checkAt(this, 0);
  await checkAt(this, hours * HOUR);
});

When('it is checked, then answers 429 three hours later, then 404 again three hours after that', async function (this: PortalWorld) {
  const url = state(this).targets![0]!.url;
  await checkAt(this, 0);
  await checkAt(this, 3 * HOUR, answered(url, 429));
  await checkAt(this, 3 * HOUR, answered(url, 404));
});

Then('the link is {string}', async function (this: PortalWorld, expected: string) {
  const [link] = await state(this).store!.all();
  assert.equal(link?.state, expected);
});

Given('{int} partner links across {int} hosts', function (this: PortalWorld, links: number, hosts: number) {
  state(this).targets = Array.from({ length: links }, (_, index) => aTarget(`host-${index % hosts}.test`, index));
});

Given('{int} partner links on a host that answers the first with 429 and {string}', function (this: PortalWorld, links: number, header: string) {
  const targets = Array.from({ length: links }, (_, index) => aTarget('busy.test', index));
  state(this).targets = targets;
  monitorFor(this, 1_000);
  const seconds = Number(/Retry-After: (\d+)/.exec(header)![1]);
  state(this).checker!.answer(targets[0]!.url, answered(targets[0]!.url, 429, { retryAfterMs: seconds * 1_000 }), answered(targets[0]!.url, 200));
});

When('they are checked with a pause of {int} second(s)', async function (this: PortalWorld, seconds: number) {
  const known = state(this);
  const monitor = monitorFor(this, seconds * 1_000);
  await known.time!.until(monitor.runDue());
});

Then('no host had two requests at once', function (this: PortalWorld) {
  const { checker, targets } = state(this);
  assert.equal(checker!.requests.length, targets!.length);
  assert.equal(checker!.peakPerHost(), 1);
});

Then("each host's requests were at least {int} second(s) apart", function (this: PortalWorld, seconds: number) {
  assert.ok(state(this).checker!.shortestGap() >= seconds * 1_000, `shortest gap ${state(this).checker!.shortestGap()} ms`);
});

Then('the hosts were checked side by side, in about a quarter of the time one queue would take', function (this: PortalWorld) {
  const { checker, targets } = state(this);
  const requests = checker!.requests;
  const took = Math.max(...requests.map((request) => request.endedAt!)) - Math.min(...requests.map((request) => request.startedAt));
  // One queue: 40 answers of 100 ms and 39 pauses of 1 s; four hosts side by side: 10 answers and 9 pauses.
  const oneQueue = targets!.length * 100 + (targets!.length - 1) * 1_000;
  assert.equal(took, 10 * 100 + 9 * 1_000);
  assert.ok(took < oneQueue / 3.5);
});

Then('the first link was asked again {int} seconds after its 429, and the second after that', function (this: PortalWorld, seconds: number) {
  const requests = state(this).checker!.requests;
  assert.equal(requests.length, 3);
  assert.equal(requests[1]!.url, requests[0]!.url);
  assert.equal(requests[1]!.startedAt - requests[0]!.endedAt!, seconds * 1_000);
  assert.ok(requests[2]!.startedAt - requests[1]!.endedAt! >= 1_000);
});

// Redirects across hosts (docs/decisions/140): every hop takes its host's turn.

const redirected = (from: string, to: string, finalStatus = 200, extra: Partial<LinkCheckResult> = {}): LinkCheckResult => ({
  hops: [{ url: from, status: 302, location: to }, { url: to, status: finalStatus }],
  body: '',
  ...extra,
});

Given('{int} partner links on one host that each redirect to a second host, and {int} links on the second host', function (this: PortalWorld, away: number, own: number) {
  const leaving = Array.from({ length: away }, (_, index) => aTarget('first.test', index));
  state(this).targets = [...leaving, ...Array.from({ length: own }, (_, index) => aTarget('second.test', away + index))];
  monitorFor(this, 1_000);
  for (const link of leaving) state(this).checker!.answer(link.url, redirected(link.url, `https://second.test/landing/${link.linkId}?partner_id=P`));
});

Given('a partner link that redirects to a second host, which answers it with 429 and {string}, and two links on that second host', function (this: PortalWorld, header: string) {
  const away = aTarget('first.test', 1);
  state(this).targets = [away, aTarget('second.test', 2), aTarget('second.test', 3)];
  monitorFor(this, 1_000);
  const landing = 'https://second.test/landing?partner_id=P';
  const seconds = Number(/Retry-After: (\d+)/.exec(header)![1]);
  state(this).checker!.answer(away.url, redirected(away.url, landing, 429, { retryAfterMs: seconds * 1_000 }), redirected(away.url, landing));
});

Then('no host had two requests at once, every hop counted', function (this: PortalWorld) {
  const { checker, targets } = state(this);
  const redirecting = targets!.filter((target) => new URL(target.url).host === 'first.test').length;
  assert.equal(checker!.requests.length, targets!.length + redirecting);
  assert.equal(checker!.peakPerHost(), 1);
});

Then('the second host was asked nothing for {int} seconds after its 429, and the first host only kept its pause', function (this: PortalWorld, seconds: number) {
  const requests = state(this).checker!.requests;
  const on = (host: string) => requests.filter((request) => request.host === host);
  const refusal = on('second.test').find((request) => request.url.includes('/landing'))!;
  const after = on('second.test').filter((request) => request.startedAt > refusal.startedAt);
  assert.ok(after.length >= 2, 'the second host was asked again');
  assert.equal(Math.min(...after.map((request) => request.startedAt)) - refusal.endedAt!, seconds * 1_000);
  // The first host did not ask for a rest: the link's second try leaves it as soon as the 429 is read.
  const [, retry] = on('first.test');
  assert.equal(retry!.startedAt, refusal.endedAt);
});

// The search stop-gap with a draft pending (docs/decisions/130, 140).

const stopGapOf = (world: PortalWorld) => {
  const known = state(world).stopGap;
  assert.ok(known, 'No tour was set up');
  return known;
};

Given('a published tour with a draft of a new price pending', async function (this: PortalWorld) {
  const desk = this.level === 'domain' ? await domainStopGapDesk() : await apiStopGapDesk();
  const tour = await desk.tour();
  const published = tour.data as Record<string, unknown>;
  const draftPrice = (published.price as number) - 1;
  state(this).stopGap = { desk, published, draftPrice };
  await desk.edit({ ...published, price: draftPrice }, tour.version);
  assert.equal((await desk.tour()).status, 'draft');
});

When("the operator sends the tour's link to the partner's search for its title", async function (this: PortalWorld) {
  const made = await stopGapOf(this).desk.stopGap();
  assert.equal(made.draftKept, true);
});

Then('the site shows the tour searching the partner for its title, at its published price', async function (this: PortalWorld) {
  const { desk, published } = stopGapOf(this);
  const title = (published.title as { en: string }).en;
  assert.deepEqual(await desk.publishedTour(), { ...published, searchTerm: title });
});

Then("the tour's draft is still unpublished, with its new price and the same search", async function (this: PortalWorld) {
  const { desk, published, draftPrice } = stopGapOf(this);
  const tour = await desk.tour();
  assert.equal(tour.status, 'draft');
  assert.deepEqual(tour.data, { ...published, price: draftPrice, searchTerm: (published.title as { en: string }).en });
});
