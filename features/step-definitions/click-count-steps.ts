import { After, Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { csvParse } from 'd3-dsv';
import type { BrowserContext, Page } from '@playwright/test';
import assert from 'node:assert/strict';
import { hotelLink, tourLink } from '../../domain/clicks/catalogue-links.js';
import { CLICK_PERIODS, partnerName, shareText, type ClickDashboard, type ClickPeriod } from '../../domain/clicks/click-dashboard.js';
import { CLICK_PARTNERS } from '../../domain/clicks/click-partners.js';
import { clickReportFields, type ClickReportFields } from '../../domain/clicks/click-report.js';
import { aClickReport } from '../../test-support/click-reports.js';
import { ARENAL_PAGE, HOTELS } from '../support/site-content.js';
import {
  apiClickCounting,
  domainClickCounting,
  ROBOT_USER_AGENTS,
  uiVisitorBrowser,
  VISITOR_USER_AGENT,
  WRITTEN_WITHIN_MS,
  type ClickAnswer,
  type ClickCounting,
  type ClickSource,
  type SentClick,
} from '../support/assemblies/click-counting.js';
import { offlineContext } from '../support/browser.js';
import { AdminPage } from '../support/pages/admin-page.js';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';
import { serverOf } from '../support/capability.js';
import { eventually } from '../support/eventually.js';
import { openReady } from '../support/page-ready.js';
import type { PortalWorld } from '../support/world.js';

/*
 * features/click-counts.feature (docs/decisions/067, 068, 069): @domain drives the click use cases over memory, @api
 * sends pings to the real server and reads the admin-only dashboard, @ui clicks the real page in a real Chromium and
 * reads the operator's Clicks view.
 */

interface ClickState {
  counting?: ClickCounting;
  /** The operator's report last read. */
  report?: ClickDashboard;
  answers: ClickAnswer[];
  visitor?: { context: BrowserContext; page: Page };
  /** The click report the visitor's page sent (@ui): how, and what it was answered. */
  sentReport?: { contentType: string; status: number | undefined };
}
const states = new WeakMap<PortalWorld, ClickState>();
function state(world: PortalWorld): ClickState {
  let known = states.get(world);
  if (!known) {
    known = { answers: [] };
    states.set(world, known);
  }
  return known;
}
// The visitor's own browser context (and the partner tab its click opened) closes before the scenario's server stops,
// so the server's graceful stop is not held by the visitor's open connections.
After(async function (this: PortalWorld) {
  await states.get(this)?.visitor?.context.close();
});

function counting(world: PortalWorld): ClickCounting {
  const known = state(world);
  known.counting ??= world.level === 'domain' ? domainClickCounting() : apiClickCounting(serverOf(world));
  return known.counting;
}

function arenalTour(title: string) {
  const tour = ARENAL_PAGE.tours.find((candidate) => candidate.title === title);
  assert.ok(tour, `No tour "${title}" on the Arenal page`);
  return tour;
}
/** A report on an Arenal tour: on the page given, where that page shows it unless the place is given. */
function fieldsFor(world: PortalWorld, title: string, page: string, section?: string, position?: number): ClickReportFields {
  const linkId = tourLink(arenalTour(title)).id;
  const place = section && position ? { section, position } : counting(world).placeOf(linkId, page);
  return Object.fromEntries(clickReportFields(aClickReport({ linkId, page, ...place }))) as ClickReportFields;
}
const lastAnswer = (world: PortalWorld) => state(world).answers.at(-1)!;

async function send(world: PortalWorld, click: SentClick): Promise<void> {
  state(world).answers.push(await counting(world).send(click));
}

Given('nothing has been clicked yet', async function (this: PortalWorld) {
  if (this.level === 'ui') return;
  assert.deepEqual(await counting(this).stored(), []);
});

When(
  /^a visitor's browser reports a click on "([^"]+)" on (\/\S*), section "([^"]+)", position (\d+)$/,
  async function (this: PortalWorld, title: string, page: string, section: string, position: string) {
    await send(this, { fields: fieldsFor(this, title, page, section, Number(position)), userAgent: VISITOR_USER_AGENT, from: 'our page' });
  },
);

When(/^a visitor's browser reports a click on "([^"]+)" on (\/\S*) by (its ping|a beacon)$/, async function (this: PortalWorld, title: string, page: string, how: string) {
  await send(this, { fields: fieldsFor(this, title, page), userAgent: VISITOR_USER_AGENT, from: 'our page', transport: how === 'a beacon' ? 'beacon' : 'ping' });
});

When(
  /^a browser reports the link "(.*)" on "(.*)", section "(.*)", position "(.*)"$/,
  async function (this: PortalWorld, link: string, page: string, section: string, position: string) {
    await send(this, { fields: { link, page, section, position }, userAgent: VISITOR_USER_AGENT, from: 'our page' });
  },
);

const SOURCES: Readonly<Record<string, ClickSource>> = {
  'a browser on another site': 'another site',
  'a browser that names no page': 'no page',
  'a sender that names another host as ours': 'a forged host',
};

When(
  /^(Googlebot|bingbot|a browser on another site|a browser that names no page|a sender that names another host as ours) reports a click on "([^"]+)" on (\/\S*)$/,
  async function (this: PortalWorld, who: string, title: string, page: string) {
    const robot = ROBOT_USER_AGENTS[who];
    await send(this, { fields: fieldsFor(this, title, page), userAgent: robot ?? VISITOR_USER_AGENT, from: robot ? 'our page' : SOURCES[who]! });
  },
);

When(
  /^browsers at (\d+) addresses report "([^"]+)" on (\/\S*) in (\d+) sections and positions that page does not have$/,
  async function (this: PortalWorld, addresses: string, title: string, page: string, places: string) {
    const reports = Array.from({ length: Number(places) }, (_, index) => ({
      fields: fieldsFor(this, title, page, `made-up-${index}`, (index % 200) + 1),
      userAgent: VISITOR_USER_AGENT,
      from: 'our page' as const,
      // Spread over the addresses so that no one address meets its limit: this rule is about what is stored.
      client: `198.51.${Math.floor(index / 250) % Number(addresses)}.${(index % 250) + 1}`,
    }));
    for (let start = 0; start < reports.length; start += 50) {
      state(this).answers.push(...(await Promise.all(reports.slice(start, start + 50).map((report) => counting(this).send(report)))));
    }
  },
);

Then(/^every one of them is refused with (\d+), saying "(.*)"$/, function (this: PortalWorld, status: string, problem: string) {
  const answers = state(this).answers;
  assert.ok(answers.length > 0);
  for (const answer of answers) {
    assert.equal(answer.status, Number(status), answer.message);
    assert.ok(answer.message?.includes(problem), `"${answer.message}" does not say "${problem}"`);
  }
});

When(
  /^(\d+) addresses of one IPv6 \/64 each report (\d+) clicks on "([^"]+)" on (\/\S*) within a minute$/,
  async function (this: PortalWorld, addresses: string, each: string, title: string, page: string) {
    for (let address = 1; address <= Number(addresses); address++) {
      for (let click = 0; click < Number(each); click++) {
        await send(this, { fields: fieldsFor(this, title, page), userAgent: VISITOR_USER_AGENT, from: 'our page', client: `2001:db8:5:64:${address.toString(16)}::${click + 1}` });
      }
    }
  },
);

When(/^(\d+) visitors' browsers report a click on "([^"]+)" on (\/\S*) (?:within a second|at once)$/, async function (this: PortalWorld, count: string, title: string, page: string) {
  const answers = await Promise.all(
    Array.from({ length: Number(count) }, (_, index) =>
      counting(this).send({ fields: fieldsFor(this, title, page), userAgent: VISITOR_USER_AGENT, from: 'our page', client: `198.51.100.${index + 1}` }),
    ),
  );
  state(this).answers.push(...answers);
  assert.deepEqual(new Set(answers.map((answer) => answer.status)), new Set([204]));
});

When(/^one address reports (\d+) clicks on "([^"]+)" on (\/\S*) within a minute$/, async function (this: PortalWorld, count: string, title: string, page: string) {
  for (let index = 0; index < Number(count); index++) await send(this, { fields: fieldsFor(this, title, page), userAgent: VISITOR_USER_AGENT, from: 'our page', client: '203.0.113.61' });
});

Then(/^the (?:last )?report is answered (\d+)$/, function (this: PortalWorld, status: string) {
  assert.equal(lastAnswer(this).status, Number(status), lastAnswer(this).message);
});

Then(/^the report is refused with (\d+), saying "(.*)"$/, function (this: PortalWorld, status: string, problem: string) {
  assert.equal(lastAnswer(this).status, Number(status));
  assert.ok(lastAnswer(this).message?.includes(problem), `"${lastAnswer(this).message}" does not say "${problem}"`);
});

Then(
  /^after a second the operator's dashboard for the last (7|30|90) days shows (\d+) clicks? on "([^"]+)" from (\/\S*)$/,
  async function (this: PortalWorld, days: string, clicks: string, title: string, page: string) {
    await counting(this).wait(WRITTEN_WITHIN_MS);
    const dashboard = await counting(this).dashboard(Number(days) as 7 | 30 | 90);
    assert.equal(dashboard.total, Number(clicks));
    assert.deepEqual(
      dashboard.topLinks.map((link) => [link.label, link.clicks]),
      [[title, Number(clicks)]],
    );
    assert.deepEqual(dashboard.topPages, [{ page, clicks: Number(clicks), share: 1 }]);
    assert.equal(dashboard.daily.at(-1)!.byPartner.marketplace, Number(clicks), 'counted today, for GetYourGuide');
  },
);

Then(/^after a second the operator's dashboard for the last (7|30|90) days shows no clicks$/, async function (this: PortalWorld, days: string) {
  await counting(this).wait(WRITTEN_WITHIN_MS);
  const dashboard = await counting(this).dashboard(Number(days) as 7 | 30 | 90);
  assert.equal(dashboard.total, 0);
  assert.deepEqual(dashboard.topLinks, []);
});

Then('nothing has been written after {int} ms', async function (this: PortalWorld, ms: number) {
  await counting(this).wait(ms);
  assert.deepEqual(await counting(this).stored(), []);
});

Then('after {int} more ms one write holds {int} clicks on one row', async function (this: PortalWorld, ms: number, clicks: number) {
  await counting(this).wait(ms);
  const stored = await counting(this).stored();
  assert.equal(stored.length, 1);
  assert.equal(stored[0]!.clicks, clicks);
});

// @ui: the real page, a real click, the operator's own view.

/** Firefox as it announces itself: its links send no pings (browser.send_pings is off), so the page sends a beacon. */
const FIREFOX_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

Given(/^a visitor on (\/\S*)(?: in (Chromium|Firefox))? who chose "(Accept all|Reject all)" in the consent banner$/, async function (this: PortalWorld, path: string, browser: string | undefined, choice: string) {
  const visitor = await uiVisitorBrowser(serverOf(this), browser === 'Firefox' ? FIREFOX_USER_AGENT : VISITOR_USER_AGENT);
  state(this).visitor = visitor;
  await openReady(visitor.page, `${serverOf(this).baseUrl}${path}`);
  const banner = visitor.page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: choice }).click();
  // The booking link is clicked next: the banner must have left the page first, not lie over the card on its way out.
  await banner.waitFor({ state: 'hidden' });
});

Given(/^(Googlebot) on (\/\S*)$/, async function (this: PortalWorld, robot: string, path: string) {
  const visitor = await uiVisitorBrowser(serverOf(this), ROBOT_USER_AGENTS[robot]!);
  state(this).visitor = visitor;
  await openReady(visitor.page, `${serverOf(this).baseUrl}${path}`);
});

When('the visitor clicks {string} on {string}', { timeout: 60_000 }, async function (this: PortalWorld, button: string, title: string) {
  const { page, context } = state(this).visitor!;
  const reported = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/clicks', { timeout: 5000 }).catch(() => undefined);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/clicks', { timeout: 5000 }).catch(() => undefined);
  const link = page.getByRole('article', { name: title, exact: true }).getByRole('link', { name: button });
  assert.match((await link.getAttribute('href')) ?? '', /^https:\/\/www\.getyourguide\.com\//, 'the link goes straight to the partner');
  const opened = context.waitForEvent('page');
  await link.click();
  await opened;
  const request = await reported;
  state(this).sentReport = request ? { contentType: (await request.allHeaders())['content-type'] ?? '', status: (await answered)?.status() } : undefined;
});

Then(/^the click was reported by (its ping|a beacon)$/, function (this: PortalWorld, how: string) {
  const sent = state(this).sentReport;
  assert.ok(sent, 'the page sent no click report');
  assert.match(sent.contentType, how === 'its ping' ? /^text\/ping/ : /^application\/x-www-form-urlencoded/);
  assert.equal(sent.status, 204);
});

async function operatorClicksView(world: PortalWorld): Promise<Page> {
  const server = serverOf(world);
  const context = await offlineContext(server.baseUrl);
  const page = await context.newPage();
  const admin = new AdminPage(page);
  await admin.open(server.baseUrl);
  await admin.signIn(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Clicks', exact: true }).click();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  return page;
}

Then(/^the operator's Clicks view shows (\d+) clicks? on "([^"]+)" from (\/\S*)$/, { timeout: 90_000 }, async function (this: PortalWorld, count: number, title: string, path: string) {
  const clicks = String(count);
  // The server writes clicks in batches (at most WRITTEN_WITHIN_MS old): wait for its answer to count them, not a pause.
  await eventually(async () => {
    const { total } = await counting(this).dashboard(7);
    assert.equal(total, count, 'clicks the server has written for the last 7 days');
  });
  const page = await operatorClicksView(this);
  await page.getByRole('status').filter({ hasText: new RegExp(`^${clicks} clicks? from`) }).waitFor();
  const links = page.getByRole('table', { name: 'The links followed most, with their share of all clicks' });
  assert.deepEqual(await links.getByRole('row').nth(1).getByRole('cell').allInnerTexts(), ['GetYourGuide', clicks, '100%']);
  assert.equal(await links.getByRole('rowheader').first().innerText(), title);
  const pages = page.getByRole('table', { name: 'The pages whose links were followed most, with their share of all clicks' });
  assert.equal(await pages.getByRole('rowheader').first().innerText(), path);
  await page.getByText('Clicks per day by partner as a table').click();
  const today = page.getByRole('table').first().getByRole('row').nth(1);
  assert.equal((await today.getByRole('cell').allInnerTexts())[0], clicks, 'today, GetYourGuide');
  await page.context().close();
});

Then("the operator's Clicks view shows no clicks", { timeout: 90_000 }, async function (this: PortalWorld) {
  await new Promise((resolve) => setTimeout(resolve, WRITTEN_WITHIN_MS));
  const page = await operatorClicksView(this);
  await page.getByRole('status').filter({ hasText: /^0 clicks from/ }).waitFor();
  await page.getByText('No clicks in this period.').first().waitFor();
  await page.context().close();
});

Then("the visitor's browser holds no cookie", async function (this: PortalWorld) {
  const { context } = state(this).visitor!;
  assert.deepEqual(await context.cookies(), []);
  await context.close();
});

/** A partner link of the Arenal page by its title: one of its tours, or one of its hotels. */
function arenalLinkId(title: string): string {
  const tour = ARENAL_PAGE.tours.find((candidate) => candidate.title === title);
  if (tour) return tourLink(tour).id;
  const hotel = HOTELS.arenal.find((candidate) => candidate.name === title);
  assert.ok(hotel, `No tour or hotel "${title}" on the Arenal page`);
  return hotelLink(hotel).id;
}

When("visitors' browsers report these clicks on partner links:", async function (this: PortalWorld, table: DataTable) {
  let visitor = 0;
  for (const row of table.hashes()) {
    for (let click = 0; click < Number(row.clicks); click++) {
      visitor += 1;
      const linkId = arenalLinkId(row.link!);
      const fields = Object.fromEntries(clickReportFields(aClickReport({ linkId, page: row.page!, ...counting(this).placeOf(linkId, row.page!) }))) as ClickReportFields;
      // Each from its own address, as different visitors' clicks are: one address's limit is another rule.
      await send(this, { fields, userAgent: VISITOR_USER_AGENT, from: 'our page', client: `198.51.100.${visitor}` });
    }
  }
  assert.deepEqual(new Set(state(this).answers.map((answer) => answer.status)), new Set([204]));
});

const reportOf = (world: PortalWorld) => state(world).report ?? assert.fail('No report was read');

Then(
  /^after a second the operator's report for the last (7|30|90) days counts (\d+) clicks today: (.+)$/,
  async function (this: PortalWorld, days: string, clicks: string, byPartner: string) {
    await counting(this).wait(WRITTEN_WITHIN_MS);
    const report = await counting(this).dashboard(Number(days) as ClickPeriod);
    state(this).report = report;
    const today = report.daily.at(-1)!;
    assert.equal(today.day, report.lastDay);
    assert.equal(today.total, Number(clicks));
    assert.equal(report.total, Number(clicks));
    assert.equal(CLICK_PARTNERS.map((partner) => `${partnerName(partner)} ${today.byPartner[partner]}`).join(', '), byPartner);
  },
);

Then('its top links are:', function (this: PortalWorld, table: DataTable) {
  const shown = reportOf(this).topLinks.map((link) => ({ link: link.label, partner: partnerName(link.partner), clicks: String(link.clicks), share: shareText(link.share) }));
  assert.deepEqual(shown, table.hashes());
});

Then('its top pages are:', function (this: PortalWorld, table: DataTable) {
  const shown = reportOf(this).topPages.map((page) => ({ page: page.page, clicks: String(page.clicks), share: shareText(page.share) }));
  assert.deepEqual(shown, table.hashes());
});

Then('the reports for the last 7, 30 and 90 days each list that many days, ending today', async function (this: PortalWorld) {
  const { lastDay, total } = reportOf(this);
  for (const period of CLICK_PERIODS) {
    const report = await counting(this).dashboard(period);
    assert.equal(report.daily.length, period, `the ${period}-day report`);
    assert.equal(report.lastDay, lastDay);
    assert.equal(report.daily.at(-1)!.day, lastDay);
    assert.equal(report.total, total, `the ${period}-day report counts today's clicks`);
  }
});

Then(/^the CSV export for the last (7|30|90) days has these rows for today, sorted by link and page:$/, async function (this: PortalWorld, days: string, table: DataTable) {
  const rows = csvParse(await counting(this).csv(Number(days) as ClickPeriod));
  assert.deepEqual(rows.columns, ['day', 'partner', 'link', 'label', 'page', 'section', 'position', 'clicks']);
  const today = rows.filter((row) => row.day === reportOf(this).lastDay).map(({ partner, label, page, clicks }) => ({ partner, label, page, clicks }));
  assert.deepEqual(today, table.hashes());
});
