import { DataTable, Given, Then, When } from '@cucumber/cucumber';
import { DESTINATIONS, siteConfig } from '../support/site-content.js';
import type { Locator, Page } from '@playwright/test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { OUTBOUND_TARGET, relFor } from '../../domain/affiliate/link-rel.js';
import { PARTNER_CONTENT_WAIT_MS } from '../../domain/affiliate/partner-widget-fallback.js';
import { PARTNER_WIDGET_SCRIPT_URL } from '../../domain/affiliate/partner-widget.js';
import { clickPingUrl } from '../../domain/clicks/click-transport.js';
import { RETAIL_AD_FRAME_ORIGIN } from '../../domain/affiliate/retail-link.js';
import { fixtureFile } from '../support/server-under-test.js';
import { browserTabOf, serverOf } from '../support/capability.js';
import { pageReady } from '../support/page-ready.js';
import { scriptlessPageOf } from '../support/scriptless-browser.js';
import type { PortalWorld } from '../support/world.js';

/* Issue 18.6: the partner widget's and the retail ad frame's boxes when the partner's content does not come. Only a
   browser shows it (@ui). */

const FALLBACK = '[data-partner-fallback]';
/** The wait, and some room for a busy machine. */
const FALLBACK_TIMEOUT = PARTNER_CONTENT_WAIT_MS + 6000;
const partnerWidgetScript = readFileSync(fixtureFile('partner-widget.js'));

/** The links the last fallback step found, for the checks that follow it. */
const shownLinks = new WeakMap<PortalWorld, { kind: 'tour' | 'retail'; links: Locator }>();

function widgetRegion(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title });
}

/** The fallback lives inside the box reserved for the partner's content: showing it moves nothing. */
async function assertInside(inner: Locator, outer: Locator): Promise<void> {
  const [innerBox, outerBox] = [await inner.boundingBox(), await outer.boundingBox()];
  assert.ok(innerBox && outerBox, 'both boxes are laid out');
  assert.ok(innerBox.x >= outerBox.x - 0.5 && innerBox.y >= outerBox.y - 0.5, `fallback ${JSON.stringify(innerBox)} starts inside ${JSON.stringify(outerBox)}`);
  assert.ok(innerBox.x + innerBox.width <= outerBox.x + outerBox.width + 0.5, 'fallback ends inside the box, across');
  assert.ok(innerBox.y + innerBox.height <= outerBox.y + outerBox.height + 0.5, 'fallback ends inside the box, down');
}

Given("the visitor's browser blocks the partners' hosts", async function (this: PortalWorld) {
  // What a content blocker does: the widget script and every request to the ad frame's host fail.
  const page = browserTabOf(this);
  await page.route(PARTNER_WIDGET_SCRIPT_URL, (route) => route.abort('blockedbyclient'));
  await page.route((url) => url.origin === RETAIL_AD_FRAME_ORIGIN, (route) => route.abort('blockedbyclient'));
});

Given("the partner's widget script arrives only after {int} seconds", async function (this: PortalWorld, seconds: number) {
  await browserTabOf(this).route(PARTNER_WIDGET_SCRIPT_URL, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: partnerWidgetScript }).catch(() => undefined);
  });
});

Then(
  /^(?:within a few seconds )?the box of the partner widget "([^"]+)" offers, in its own space:$/,
  async function (this: PortalWorld, title: string, table: DataTable) {
    const region = widgetRegion(scriptlessPageOf(this) ?? browserTabOf(this), title);
    const fallback = region.locator(FALLBACK);
    await fallback.waitFor({ timeout: FALLBACK_TIMEOUT });
    const area = region.locator('[data-gyg-widget]');
    assert.equal(await area.evaluate((element) => element.childElementCount), 0, 'the widget drew nothing');
    // The box the page reserves for the widget: its area and, until the widget draws, the fallback (docs/decisions/112).
    await assertInside(fallback, area.locator('..'));
    const links = fallback.getByRole('link');
    const names = await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor.textContent ?? '').trim()));
    const expected = table.hashes().map((row) => row.link!);
    assert.equal(names.length, expected.length, `links: ${names.join(' | ')}`);
    names.forEach((name, index) => assert.ok(name.startsWith(expected[index]!), `link ${index + 1} reads "${name}", expected "${expected[index]}"`));
    shownLinks.set(this, { kind: 'tour', links });
  },
);

When('the visitor opens the Tamarindo page without scripts', async function (this: PortalWorld) {
  const tamarindo = DESTINATIONS.find((destination) => destination.label === 'Tamarindo') ?? assert.fail('no Tamarindo page');
  const page = scriptlessPageOf(this) ?? assert.fail("The scenario must say the visitor's browser runs no JavaScript");
  await page.goto(`${serverOf(this).baseUrl}${tamarindo.path}`);
});

When("a visitor opens the Arenal page, which does not wait for the partner's script", async function (this: PortalWorld) {
  // The page is usable at its load event; the widget script it adds after hydration comes when it comes.
  const { server } = this.portal;
  const arenal = DESTINATIONS.find((destination) => destination.label === 'Arenal') ?? assert.fail('no Arenal page');
  assert.ok(server, 'the real server');
  await browserTabOf(this).goto(`${server.baseUrl}${arenal.path}`, { waitUntil: 'load' });
});

Then(
  'within a few seconds the box of the partner widget {string} offers links to book tours',
  async function (this: PortalWorld, title: string) {
    const fallback = widgetRegion(browserTabOf(this), title).locator(FALLBACK);
    await fallback.waitFor({ timeout: FALLBACK_TIMEOUT });
    assert.ok((await fallback.getByRole('link').count()) > 0);
  },
);

Then('once the script arrives the widget fills its box and the links are gone', async function (this: PortalWorld) {
  const page = browserTabOf(this);
  await page.locator('[data-test-widget="filled"]').waitFor({ timeout: 15_000 });
  await page.locator(FALLBACK).waitFor({ state: 'detached' });
  assert.equal(await page.locator(FALLBACK).count(), 0);
});

/**
 * Opens the page again with the browser's clock in the test's hand, waits until the partner's content has `arrived`,
 * then moves the clock a second past the partner wait: the fallback's timer has run, in no time, where the step slept
 * the wait and a second of real time (issue 41 point 2, docs/decisions/141). The page's own timers only move faster.
 */
async function pastThePartnerWait(page: Page, arrived: (page: Page) => Promise<void>): Promise<void> {
  await page.clock.install();
  await page.reload();
  // The partner's box is an `idle` island: hydrated, its wait has started (on the test's clock).
  await pageReady(page);
  await arrived(page);
  await page.clock.runFor(PARTNER_CONTENT_WAIT_MS + 1000);
}

Then("after a few seconds the widget's box still shows only the widget", async function (this: PortalWorld) {
  const page = browserTabOf(this);
  await pastThePartnerWait(page, (reopened) => reopened.locator('[data-test-widget="filled"]').waitFor());
  assert.equal(await page.locator('[data-test-widget="filled"]').count(), 1);
  assert.equal(await page.locator(FALLBACK).count(), 0);
});

Then(
  'each of those links books on the marketplace with the partner parameters, in a new tab, counted like every partner link',
  async function (this: PortalWorld) {
    const { links } = shownLinks.get(this) ?? assert.fail('Read the fallback links first');
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      const url = new URL(href);
      assert.equal(url.origin, 'https://www.getyourguide.com', href);
      assert.equal(url.searchParams.get('partner_id'), siteConfig.marketplacePartnerId, href);
      assert.equal(url.searchParams.get('utm_medium'), 'online_publisher', href);
      assert.equal(url.searchParams.get('cmp'), 'costa_rica_gateway', href);
      assert.ok(url.searchParams.get('q')?.trim(), `a search term in ${href}`);
      await assertOutboundAndCounted(link, 'tour');
    }
  },
);

async function assertOutboundAndCounted(link: Locator, kind: 'tour' | 'retail'): Promise<void> {
  assert.equal(await link.getAttribute('target'), OUTBOUND_TARGET);
  assert.equal(await link.getAttribute('rel'), relFor(kind));
  assert.match((await link.textContent()) ?? '', /\(opens in a new tab\)/);
  // The click counts (docs/decisions/067): the catalogue id, and after hydration the ping that reports it.
  const linkId = (await link.getAttribute('data-link-id')) ?? '';
  assert.ok(linkId, 'a catalogue link id');
  const ping = await link.getAttribute('ping');
  if (ping !== null) assert.ok(decodeURIComponent(ping).includes(linkId), `ping ${ping} reports ${linkId}`);
  // The link appears only in the browser, after the wait: the server's click catalogue (written from the prerender)
  // must still know it at the place it is drawn (docs/decisions/092), or its clicks would be refused with a 400.
  const page = link.page();
  const section = (await link.getAttribute('data-link-section')) ?? '';
  const position = Number(await link.getAttribute('data-link-position'));
  const report = clickPingUrl({ linkId, page: new URL(page.url()).pathname, section, position });
  const answer = await page.request.post(new URL(report, page.url()).href, { headers: { 'content-type': 'text/ping' }, data: 'PING' });
  assert.equal(answer.status(), 204, `the click endpoint accepts ${linkId}: ${await answer.text()}`);
}

const AD_SECTION = '#coffee-ad';

When('the visitor opens the coffee page without scripts', async function (this: PortalWorld) {
  const page = scriptlessPageOf(this) ?? assert.fail("The scenario must say the visitor's browser runs no JavaScript");
  await page.goto(`${serverOf(this).baseUrl}/featured-coffee`);
});

Then(
  'the advertisement section shows the link {string} and no frame, label or {string}',
  async function (this: PortalWorld, label: string, question: string) {
    // The retailer's frame draws with scripts only: without them its box would stay empty and grey for good (issue 37 point 5).
    const section = (scriptlessPageOf(this) ?? assert.fail('no scriptless page')).locator(AD_SECTION);
    assert.ok(await section.getByRole('link', { name: new RegExp(`^${label}`) }).isVisible(), `the link "${label}" is shown`);
    assert.equal(await section.locator('iframe').isVisible(), false, 'no ad frame is drawn');
    assert.equal(await section.getByText('Advertisement', { exact: true }).isVisible(), false, 'no advertisement label');
    assert.equal(await section.getByText(question).isVisible(), false, `no "${question}"`);
  },
);

Then(
  "within a few seconds the advertisement's box offers the link {string}, in the frame's own space",
  async function (this: PortalWorld, label: string) {
    const section = browserTabOf(this).locator(AD_SECTION);
    const fallback = section.locator(FALLBACK);
    await fallback.waitFor({ timeout: FALLBACK_TIMEOUT });
    await assertInside(fallback, section.locator('iframe'));
    assert.equal(await fallback.getByText(label).count(), 1, `the link reads "${label}"`);
    shownLinks.set(this, { kind: 'retail', links: fallback });
  },
);

Then('that link searches the retailer with the partner tag, in a new tab, counted like every partner link', async function (this: PortalWorld) {
  const { links } = shownLinks.get(this) ?? assert.fail('Read the fallback link first');
  const href = (await links.getAttribute('href')) ?? '';
  const url = new URL(href);
  assert.equal(url.hostname, 'www.amazon.com', href);
  assert.equal(url.searchParams.get('tag'), siteConfig.retailTag, href);
  assert.ok(url.searchParams.get('k')?.trim(), `a search term in ${href}`);
  await assertOutboundAndCounted(links, 'retail');
});

Then("after a few seconds the advertisement's box still shows only the frame", async function (this: PortalWorld) {
  const page = browserTabOf(this);
  const hostAnswered = page.waitForResponse((response) => response.url() === `${RETAIL_AD_FRAME_ORIGIN}/` && response.request().method() === 'HEAD');
  await pastThePartnerWait(page, async (reopened) => {
    // The frame loads lazily: a visitor who reaches it sees it load. The box counts it arrived once the frame has
    // loaded and its host has answered (ui/components/retail-ad-frame.tsx).
    await reopened.locator(`${AD_SECTION} iframe`).scrollIntoViewIfNeeded();
    await reopened.frameLocator(`${AD_SECTION} iframe`).getByText('Coffee recommendations from the retailer').waitFor();
    await hostAnswered;
  });
  assert.equal(await page.locator(`${AD_SECTION} ${FALLBACK}`).count(), 0);
});
