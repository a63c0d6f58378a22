import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { clickReportFields, type ClickReportFields } from '../../domain/clicks/click-report.js';
import type { PlacedLink } from '../../domain/clicks/link-catalogue.js';
import type { Publication } from '../../domain/publishing/publication-store.js';
import { PublicationStoreToken } from '../../domain/tokens.js';
import { aClickReport } from '../../test-support/click-reports.js';
import { call, type ApiAnswer } from '../support/api-client.js';
import { apiClickCounting, VISITOR_USER_AGENT } from '../support/assemblies/click-counting.js';
import { compareWithFullRender, publishRandomRounds, randomSeed } from '../support/publishing-check.js';
import type { ServerUnderTest } from '../support/server-under-test.js';
import type { PortalWorld } from '../support/world.js';
import { answer, current, editing, keyOf, lastAnswer, succeeded } from './catalogue-editing-steps.js';

/*
 * features/publishing.feature (issue 36 points 4 and 5, docs/decisions/105, 106): the operator edits and publishes with
 * the steps of catalogue-editing-steps.ts; these read what the built server then serves, over HTTP.
 */

const GENERATION_HEADER = 'x-publication-generation';
const BUILD_SITEMAP = readFileSync(new URL('../../dist/client/sitemap.xml', import.meta.url), 'utf8');
const BUILD_STATE = JSON.parse(readFileSync(new URL('../../dist/ssr/site-state.json', import.meta.url), 'utf8')) as {
  pages: { path: string; links: { id: string; label: string }[]; placements: PlacedLink[] }[];
};

function serverOf(world: PortalWorld): ServerUnderTest {
  const server = editing(world).server;
  assert.ok(server, 'Only the @api level serves the pages a publish draws: tag the scenario @api');
  return server;
}

const visit = (world: PortalWorld, path: string): Promise<ApiAnswer> => call(serverOf(world).baseUrl, 'GET', path);

/** The paths a step names: "/", "/tours" and "/destinations/arenal". */
const pathsIn = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);

/** Where a page's answer comes from: the publication (it names its generation) or the build (it names none). */
function assertFrom(answered: ApiAnswer, path: string, from: 'the publication' | 'the build'): void {
  assert.equal(answered.status, 200, `${path} answered ${answered.status}`);
  const generation = answered.headers[GENERATION_HEADER];
  if (from === 'the build') assert.equal(generation, undefined, `${path} comes from generation ${String(generation)}, not from the build`);
  else assert.match(String(generation), /^\d+$/, `${path} comes from the build, not from a publication`);
}

/** HTML as a page's text shows it. */
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

/** The tour's card on a page: its article, found by the id its title carries (the tour's old id, as the cards name it). */
async function tourCard(world: PortalWorld, html: string, title: string, path: string): Promise<string> {
  const { data } = await current(world, await keyOf('tour', title));
  const legacyId = (data.legacyId as string | undefined) ?? (await keyOf('tour', title)).id;
  const card = new RegExp(`<article[^>]*aria-labelledby="tour-${legacyId}-title"[\\s\\S]*?</article>`).exec(html)?.[0];
  assert.ok(card, `${path} shows no card of the tour "${title}"`);
  return card;
}

Then(
  /^the pages (.+) show the tour "([^"]+)" at \$(\d+), from (the publication|the build)$/,
  async function (this: PortalWorld, pages: string, title: string, price: string, from: 'the publication' | 'the build') {
    for (const path of pathsIn(pages)) {
      const answered = await visit(this, path);
      assertFrom(answered, path, from);
      const card = await tourCard(this, answered.text, title, path);
      assert.ok(card.replace(/<!-- -->/g, '').includes(`$${price}</`), `${path} does not show the tour "${title}" at $${price}`);
    }
  },
);

Then(/^the (?:page|pages) (.+?) (?:is|are) still the build's$/, async function (this: PortalWorld, pages: string) {
  for (const path of pathsIn(pages)) {
    const answered = await visit(this, path);
    assertFrom(answered, path, 'the build');
    const built = readFileSync(new URL(`../../dist/client${path === '/' ? '' : path}/index.html`, import.meta.url), 'utf8');
    assert.ok(answered.text === built, `${path} is not the build's page`);
  }
});

Then('the page {string} shows the tour {string} titled {string} as text', async function (this: PortalWorld, path: string, title: string, shownTitle: string) {
  const answered = await visit(this, path);
  assertFrom(answered, path, 'the publication');
  const card = await tourCard(this, answered.text, title, path);
  assert.ok(card.includes(`>${escaped(shownTitle)}</h3>`), `The card's title is not "${shownTitle}" as text`);
  assertNoElementFrom(answered.text, shownTitle);
});

Then('the page {string} shows the text {string} as text', async function (this: PortalWorld, path: string, text: string) {
  const answered = await visit(this, path);
  assertFrom(answered, path, 'the publication');
  assert.ok(answered.text.includes(escaped(text)), `${path} does not show "${text}" as text`);
  assertNoElementFrom(answered.text, text);
});

Then(
  'the page {string} shows the tour {string} with the photo {string}, described {string}, credited {string}, falling back to {string}',
  async function (this: PortalWorld, path: string, title: string, src: string, alt: string, credit: string, fallback: string) {
    const answered = await visit(this, path);
    assertFrom(answered, path, 'the publication');
    const card = await tourCard(this, answered.text, title, path);
    const image = /<img[^>]*>/.exec(card.slice(card.indexOf(src) - 200))?.[0] ?? '';
    assert.ok(image.includes(`src="${src}"`), `The card of "${title}" shows no photo ${src}: ${card.slice(0, 600)}`);
    assert.ok(image.includes(`alt="${escaped(alt)}"`), `The photo is not described "${alt}": ${image}`);
    assert.ok(image.includes(`data-fallback-src="${fallback}"`), `The photo does not fall back to ${fallback}: ${image}`);
    assert.ok(card.includes(`>${escaped(credit)}</small>`), `The card does not credit "${credit}"`);
  },
);

/** No tag typed into the text is an element of the page: each, with the text typed after it, appears only escaped. */
function assertNoElementFrom(html: string, text: string): void {
  for (const [typed] of text.matchAll(/<[a-z][^>]*>[^<]*/g)) assert.ok(!html.includes(typed), `The page has the element ${typed}`);
}

Given('the operator has given the tour {string} the picture of the tour {string}', async function (this: PortalWorld, title: string, other: string) {
  const picture = (await current(this, await keyOf('tour', other))).data.picture;
  assert.ok(picture, `The tour "${other}" has no picture`);
  const key = await keyOf('tour', title);
  const { data, version } = await current(this, key);
  assert.notEqual(data.picture, picture, 'The two tours already show the same picture');
  succeeded(await answer(this, editing(this).update(key, { ...data, picture }, version)));
});

Then('the answer is 422, naming among its reasons the page {string} and the audit {string}', function (this: PortalWorld, page: string, audit: string) {
  const { status, body } = lastAnswer(this);
  assert.equal(status, 422, JSON.stringify(body));
  const reasons = body.reasons as { page: string; audit: string; message: string }[];
  assert.ok(
    reasons.some((reason) => reason.page === page && reason.audit === audit),
    `No reason names ${page} and the audit "${audit}": ${JSON.stringify(reasons)}`,
  );
  assert.ok(String(body.message).includes(page), `The message does not name ${page}: ${body.message}`);
});

Then(/^(\/\S*) is answered 404$/, async function (this: PortalWorld, path: string) {
  assert.equal((await visit(this, path)).status, 404);
});

async function sitemapDates(world: PortalWorld): Promise<Map<string, string | undefined>> {
  const answered = await visit(world, '/sitemap.xml');
  assert.equal(answered.status, 200);
  return datesOf(answered.text);
}
function datesOf(sitemap: string): Map<string, string | undefined> {
  return new Map(
    [...sitemap.matchAll(/<url><loc>https?:\/\/[^/<]+([^<]*)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => [match[1] || '/', match[2]]),
  );
}

Then(/^the sitemap does not list (\/\S*)$/, async function (this: PortalWorld, path: string) {
  const dates = await sitemapDates(this);
  assert.ok(dates.size > 10, 'The sitemap lists almost nothing');
  assert.ok(!dates.has(path), `The sitemap lists ${path}`);
});

Then(/^no page of the site links to (\/\S*)$/, async function (this: PortalWorld, path: string) {
  const built = datesOf(BUILD_SITEMAP);
  assert.ok([...built.keys()].some((page) => page !== path), 'The build lists no page');
  for (const page of built.keys()) {
    if (page === path) continue;
    const answered = await visit(this, page);
    assert.equal(answered.status, 200, `${page} answered ${answered.status}`);
    assert.ok(!new RegExp(`href="${path}/?"`).test(answered.text), `${page} links to ${path}`);
  }
});

Then(/^the sitemap dates (.+) (\d{4}-\d\d-\d\d)$/, async function (this: PortalWorld, pages: string, day: string) {
  const dates = await sitemapDates(this);
  for (const path of pathsIn(pages)) assert.equal(dates.get(path), day, `the sitemap's date of ${path}`);
});

Then(/^the sitemap dates (.+) as the build does$/, async function (this: PortalWorld, pages: string) {
  const dates = await sitemapDates(this);
  const built = datesOf(BUILD_SITEMAP);
  for (const path of pathsIn(pages)) {
    assert.ok(built.get(path), `The build's sitemap does not date ${path}`);
    assert.equal(dates.get(path), built.get(path), `the sitemap's date of ${path}`);
  }
});

Given('the operator has added the hotel {string} in {string}', async function (this: PortalWorld, name: string, destination: string) {
  const hotels = succeeded(await editing(this).list('hotels')).body as { id: string; data: Record<string, unknown> }[];
  const neighbour = hotels.find((hotel) => hotel.data.destination === destination);
  assert.ok(neighbour, `No hotel in ${destination} to copy`);
  const id = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const ranks = hotels.filter((hotel) => hotel.data.destination === destination).map((hotel) => Number(hotel.data.rank));
  const hotel = {
    ...neighbour.data,
    name,
    rank: Math.max(...ranks) + 1,
    description: { en: `${name}, a new hotel a short walk from the beach.` },
    reviewSiteUrl: `https://www.tripadvisor.com/Search?q=${encodeURIComponent(name)}`,
  };
  succeeded(await answer(this, editing(this).create({ collection: 'hotels', id }, hotel)));
});

Then('the page {string} does not show {string}', async function (this: PortalWorld, path: string, text: string) {
  const answered = await visit(this, path);
  assert.equal(answered.status, 200);
  assert.ok(!answered.text.includes(escaped(text)), `${path} shows "${text}"`);
});

Then('the page {string} shows {string}, from the publication', async function (this: PortalWorld, path: string, text: string) {
  const answered = await visit(this, path);
  assertFrom(answered, path, 'the publication');
  assert.ok(answered.text.includes(escaped(text)), `${path} does not show "${text}"`);
});

Given(
  'the operator has put the tour {string} in place of the tour {string} on the page {string}',
  async function (this: PortalWorld, title: string, replaced: string, page: string) {
    const [added, removed] = [(await keyOf('tour', title)).id, (await keyOf('tour', replaced)).id];
    const key = await keyOf('page', page);
    const { data, version } = await current(this, key);
    const listing = data.listing as { tourIds: string[] };
    assert.ok(listing.tourIds.includes(removed) && !listing.tourIds.includes(added), `The page "${page}" does not list "${replaced}" without "${title}"`);
    const tourIds = listing.tourIds.map((id) => (id === removed ? added : id));
    succeeded(await answer(this, editing(this).update(key, { ...data, listing: { ...listing, tourIds } }, version)));
  },
);

/** Where a page shows the tour: from the current publication, or from the build before any. */
function placeOfTour(pages: readonly { path: string; links: readonly { id: string; label: string }[]; placements: readonly PlacedLink[] }[], path: string, title: string): PlacedLink {
  const page = pages.find((candidate) => candidate.path === path);
  assert.ok(page, `No page ${path}`);
  const link = page.links.find((candidate) => candidate.label === title && candidate.id.startsWith('tour:'));
  assert.ok(link, `${path} shows no link of the tour "${title}"`);
  const place = page.placements.find((candidate) => candidate.linkId === link.id);
  assert.ok(place, `${path} places no link of the tour "${title}"`);
  return place;
}

async function reportClick(world: PortalWorld, place: PlacedLink): Promise<number> {
  const fields = Object.fromEntries(clickReportFields(aClickReport({ linkId: place.linkId, page: place.page, section: place.section, position: place.position }))) as ClickReportFields;
  return (await apiClickCounting(serverOf(world)).send({ fields, userAgent: VISITOR_USER_AGENT, from: 'our page' })).status;
}

Then('a click on the tour {string} where {string} now shows it is answered {int}', async function (this: PortalWorld, title: string, path: string, status: number) {
  const publication = (await serverOf(this).port(PublicationStoreToken).current()) as Publication | undefined;
  assert.ok(publication, 'Nothing is published');
  const pages = Object.entries(publication.pages).map(([page, facts]) => ({ path: page, ...(facts as unknown as { links: { id: string; label: string }[]; placements: PlacedLink[] }) }));
  assert.equal(await reportClick(this, placeOfTour(pages, path, title)), status);
});

Then('a click on the tour {string} where {string} showed it before the publish is refused with {int}', async function (this: PortalWorld, title: string, path: string, status: number) {
  assert.equal(await reportClick(this, placeOfTour(BUILD_STATE.pages, path, title)), status);
});

When('the operator publishes {int} rounds of random edits of every collection', { timeout: 60_000 }, async function (this: PortalWorld, rounds: number) {
  const seed = randomSeed();
  // The seed replays a failure: PUBLISHING_SEED=<seed> npm run test:features -- --tags @api features/publishing.feature
  this.log(`Random edits with PUBLISHING_SEED=${seed}`);
  process.stderr.write(`\n  features/publishing.feature: random edits with PUBLISHING_SEED=${seed}\n`);
  publishedSeed.set(this, seed);
  await publishRandomRounds(editing(this), rounds, seed);
});
const publishedSeed = new WeakMap<PortalWorld, number>();

Then(
  "every page the site serves, and the picture of the day's live template, is byte for byte what a full render of the published records gives",
  { timeout: 60_000 },
  async function (this: PortalWorld) {
    const differences = await compareWithFullRender(serverOf(this));
    assert.deepEqual(differences, [], `With PUBLISHING_SEED=${publishedSeed.get(this)}, these differ from a full render:\n${differences.join('\n')}`);
  },
);

Then(
  /^the pages (.+) show the product "([^"]+)" at (\$[\d.]+), from (the publication|the build)$/,
  async function (this: PortalWorld, pages: string, title: string, price: string, from: 'the publication' | 'the build') {
    const { id } = await keyOf('product', title);
    for (const path of pathsIn(pages)) {
      const answered = await visit(this, path);
      assertFrom(answered, path, from);
      // One product record is one card on each shop listing it, named by the record's id (docs/decisions/144).
      const cards = [...answered.text.matchAll(new RegExp(`<article[^>]*data-product-id="${id}"[^>]*>([\\s\\S]*?)</article>`, 'g'))].map((match) => match[1]!);
      assert.equal(cards.length, 1, `${path} shows ${cards.length} cards of the product "${title}"`);
      assert.ok(cards[0]!.replace(/<!-- -->/g, '').includes(`${price}</`), `${path} does not show the product "${title}" at ${price}`);
    }
  },
);
