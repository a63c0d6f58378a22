import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import assert from 'node:assert/strict';
import { illustrationUrl, PICTURE_OF_THE_DAY, siteConfig } from '../support/site-content.js';
import { call } from '../support/api-client.js';
import { auditPageMarkup } from '../../domain/seo/structured-data-audit.js';
import { markupOf } from '../../adapters/site-audits/structured-data-markup.js';
import { schemaVocabulary } from '../../adapters/site-audits/schema-vocabulary.js';
import { showsMarkup } from '../../adapters/contracts/photo-feed-samples.js';
import { creditName } from '../../domain/photo-feed/photographer-credit.js';
import { PictureOfTheDayPage } from '../support/pages/picture-of-the-day-page.js';
import { browserTabOf, serverOf } from '../support/capability.js';
import { scriptlessPageOf } from '../support/scriptless-browser.js';
import type { PortalWorld } from '../support/world.js';

/** "A", "B" and "C" → ['A', 'B', 'C'] */
const quoted = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);

/** The scenario's browser tab, or the browser without JavaScript when the scenario asked for one. */
function browserOf(world: PortalWorld) {
  return { page: scriptlessPageOf(world) ?? browserTabOf(world), baseUrl: serverOf(world).baseUrl };
}

const gallery = (world: PortalWorld) => new PictureOfTheDayPage(browserOf(world).page);

Given("the portal cannot get the photo agency's feed", async function (this: PortalWorld) {
  // The agency's address is a port nobody listens on: the server cannot read the feed, draws the page saying so, and
  // the browser's own request for the photos is answered 502 (docs/architecture.md §3).
  await this.api.server.reconfigure({ photoFeedUrl: 'http://127.0.0.1:9/feed.rss' });
  // At @ui the restarted server listens on a new port, which the offline browser must be let through to.
  const page = scriptlessPageOf(this) ?? this.portal.page;
  if (page) await page.route((url) => url.origin === new URL(this.api.server.baseUrl).origin, (route) => route.continue());
});

When('a visitor opens the picture of the day', async function (this: PortalWorld) {
  await gallery(this).open(browserOf(this).baseUrl);
});

When(/^the visitor moves to the (next|previous) photo (\d+) times?$/, async function (this: PortalWorld, direction: string, times: string) {
  const button = direction === 'next' ? gallery(this).nextButton : gallery(this).previousButton;
  for (let step = 0; step < Number(times); step++) await button.click();
});

Then('the gallery shows photo {string}', async function (this: PortalWorld, counter: string) {
  await expect(gallery(this).counter).toHaveText(counter);
});

Then('the photo is {string}, published on {string}', async function (this: PortalWorld, title: string, date: string) {
  const view = gallery(this);
  await expect(view.title).toHaveText(title);
  await expect(view.photo).toHaveAccessibleName(title);
  await expect(view.publicationDate).toHaveText(date);
});

Then(/^the photo shows the keywords (.+)$/, async function (this: PortalWorld, names: string) {
  await expect(gallery(this).keywordBadges).toHaveText(quoted(names));
});

Then('the photo shows {int} keyword badges, the first {int} of its {int} keywords', async function (this: PortalWorld, shown: number, first: number, total: number) {
  const badges = gallery(this).keywordBadges;
  await expect(badges).toHaveCount(shown);
  // The sample's scarlet macaw photo: 9 keywords, the last of them "Pacific" is left out.
  const keywords = ['scarlet macaw', 'Carara', 'Tárcoles', 'wildlife', 'birds', 'parrots', 'rainforest', 'Puntarenas', 'Pacific'];
  expect(keywords).toHaveLength(total);
  await expect(badges).toHaveText(keywords.slice(0, first));
});

Then('"View Original" opens {string} in a new tab, saying so', async function (this: PortalWorld, address: string) {
  const link = gallery(this).viewOriginal;
  await expect(link).toHaveAttribute('href', address);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
});

/* Issue 37 point 4: the bundled sample is drawings, and its items link to the site's own pages. */
const SAMPLE_DRAWING = "Sample drawing, not a photograph: the agency's photos show here once its feed is connected";

Then("the photo says it is a sample drawing until the agency's feed is connected", async function (this: PortalWorld) {
  await expect(gallery(this).story.getByText(SAMPLE_DRAWING, { exact: true })).toBeVisible();
  await expect(gallery(this).credit).toHaveCount(0);
});

Then('the photo offers no "View Original", having no original elsewhere', async function (this: PortalWorld) {
  await expect(gallery(this).story.getByRole('link')).toHaveCount(0);
});

Then('the visitor sees that the photos are temporarily unavailable', async function (this: PortalWorld) {
  await expect(gallery(this).unavailableNotice).toBeVisible();
  await expect(gallery(this).gallery).toHaveCount(0);
});

Then('the visitor is asked to try again later', async function (this: PortalWorld) {
  await expect(gallery(this).text("We're having trouble loading the latest Costa Rica photos. Please try again later.")).toBeVisible();
});

Given('no image of the photo feed can be loaded', async function (this: PortalWorld) {
  // The bundled sample's pictures, large and normal, are served by the portal under /sample-feed/.
  await browserOf(this).page.route('**/sample-feed/**', (route) => route.fulfill({ status: 404, body: '' }));
});

Then('the photo is shown from {string}', async function (this: PortalWorld, src: string) {
  await expect(gallery(this).photo).toHaveAttribute('src', src);
});

Then('the story reads {string}', async function (this: PortalWorld, description: string) {
  await expect(gallery(this).story.getByText(description, { exact: true })).toBeVisible();
});

Then('the photo is credited to {string}', async function (this: PortalWorld, photographer: string) {
  await expect(gallery(this).credit).toHaveText(`Photo by ${photographer}`);
  await expect(gallery(this).credit).toBeVisible();
});

Then('the gallery shows no markup', async function (this: PortalWorld) {
  const text = await gallery(this).gallery.innerText();
  expect(showsMarkup(text), text).toBe(false);
});

Then('the frame shows the photography illustration in place of {string}, never a broken image', async function (this: PortalWorld, title: string) {
  const picture = gallery(this).photo;
  await expect(picture).toHaveAccessibleName(`Illustration of a camera in place of the photo "${title}", which could not be loaded`);
  await expect(picture).toHaveAttribute('src', illustrationUrl('photography'));
  // A broken image has no natural size; the illustration has one once drawn.
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

Then('the frame says that the photo could not be loaded', async function (this: PortalWorld) {
  await expect(gallery(this).photoCaption).toBeVisible();
});

/** The credit rule itself (domain/photo-feed/photographer-credit.ts), for the quoting styles no bundled feed uses. */
// A regular expression: the credits themselves hold quotes.
Then(/^a feed's credit "(.*)" shows the photographer as "(.*)"$/, function (credit: string, shown: string) {
  expect(creditName(credit)).toBe(shown);
});

/*
 * The page as the server sends it (docs/decisions/026): what a search engine, or a browser without JavaScript, gets.
 */
const servedPages = new WeakMap<PortalWorld, { html: string; path: string }>();

async function readPage(world: PortalWorld, path: string): Promise<void> {
  const answer = await call(world.api.server.baseUrl, 'GET', path);
  assert.equal(answer.status, 200, answer.text);
  servedPages.set(world, { html: answer.text, path });
}

function servedPage(world: PortalWorld) {
  const page = servedPages.get(world);
  if (!page) throw new Error('Read the page first: "When a search engine reads the picture of the day"');
  return page;
}

/** The text of the first element whose opening tag matches `tag` (attributes included), tags inside removed. */
function textOf(html: string, tag: RegExp): string | undefined {
  const match = new RegExp(`${tag.source}[^>]*>([\\s\\S]*?)</`).exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').trim();
}

When('a search engine reads the picture of the day', async function (this: PortalWorld) {
  await readPage(this, PICTURE_OF_THE_DAY.path);
});

When('a search engine follows the link to the next photo', async function (this: PortalWorld) {
  const { html, path } = servedPage(this);
  const next = /<a[^>]*href="([^"]+)"[^>]*aria-label="Next photo"/.exec(html) ?? /<a[^>]*aria-label="Next photo"[^>]*href="([^"]+)"/.exec(html);
  assert.ok(next, 'the page has a Next photo link');
  const target = new URL(next[1]!.replaceAll('&amp;', '&'), `http://portal${path}`);
  await readPage(this, `${target.pathname}${target.search}`);
});

function assertPhotoInHtml(world: PortalWorld, counter: string, title: string): string {
  const { html } = servedPage(world);
  assert.equal(textOf(html, /<p[^>]*aria-live="polite"/), counter);
  assert.equal(textOf(html, /<h2 id="photo-title"/), title);
  assert.match(html, new RegExp(`<img[^>]*alt="${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`), 'the photo itself is in the HTML');
  return html;
}

Then('the HTML shows photo {string}, {string}, credited to {string}', function (this: PortalWorld, counter: string, title: string, photographer: string) {
  const html = assertPhotoInHtml(this, counter, title);
  assert.ok(html.includes(`Photo by ${photographer}`), `"Photo by ${photographer}" is in the HTML`);
});

Then('the HTML shows photo {string}, {string}, marked as a sample drawing', function (this: PortalWorld, counter: string, title: string) {
  const html = assertPhotoInHtml(this, counter, title);
  assert.ok(html.includes(SAMPLE_DRAWING.replace("'", '&#x27;')) || html.includes(SAMPLE_DRAWING), 'the HTML says the photo is a sample drawing');
  assert.ok(!html.includes('Photo by '), 'the HTML credits no photographer');
});

/** Issue 37 point 4: the hero promises photographs with their credits; while the gallery shows drawings, it says so under it. */
const SAMPLE_NOTE = 'For now a sample of drawings, not photographs';

Then('under its promise of daily photographs the page says the gallery shows sample drawings for now', function (this: PortalWorld) {
  const { html } = servedPage(this);
  const hero = /<h1[\s\S]*?<\/section>/.exec(html)?.[0] ?? assert.fail('the page has a hero');
  assert.ok(hero.includes("with the photographer&#x27;s credit") || hero.includes("with the photographer's credit"), 'the hero promises credited photographs');
  assert.ok(hero.includes(SAMPLE_NOTE), `the hero says "${SAMPLE_NOTE}…"`);
});

Then('the page does not say the gallery shows sample drawings', function (this: PortalWorld) {
  assert.ok(!servedPage(this).html.includes(SAMPLE_NOTE), `no "${SAMPLE_NOTE}" on an agency's feed`);
});

// The sample's credit names the site: its creator is the site's Organization, never a Person (issue 35).
Then(
  /^the HTML describes the photo as an image (by the photographer|the site itself made, credited to) "([^"]+)"(?:, licensed under "([^"]+)")?$/,
  function (this: PortalWorld, maker: string, credit: string, license?: string) {
    const { html } = servedPage(this);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const image = blocks.find((block) => block['@type'] === 'ImageObject');
    assert.ok(image, 'an ImageObject block');
    assert.equal(image.creditText, credit);
    const home = `https://${siteConfig.mainDomain}/`;
    assert.deepEqual(
      image.creator,
      maker === 'by the photographer'
        ? { '@type': 'Person', name: credit }
        : { '@type': 'Organization', '@id': `${home}#organization`, name: siteConfig.siteName, url: home },
    );
    assert.equal(image.license, license ?? undefined);
    assert.equal(image.name, textOf(html, /<h2 id="photo-title"/));
    // The build's audit of every page's markup, applied to the page as the server drew it (docs/decisions/076).
    assert.deepEqual(auditPageMarkup(markupOf({ path: PICTURE_OF_THE_DAY.path, html }), schemaVocabulary(), siteConfig.siteName), []);
  },
);

Then('the HTML says {string} and {string}', function (this: PortalWorld, title: string, text: string) {
  const { html } = servedPage(this);
  assert.equal(textOf(html, /<h2 id="photos-unavailable"/), title);
  assert.ok(html.replaceAll('&#x27;', "'").includes(text), `"${text}" is in the HTML`);
  assert.ok(!html.includes('id="photo-title"'), 'no photo in the HTML');
});

Then('the HTML does not say the photos are loading', function (this: PortalWorld) {
  assert.ok(!servedPage(this).html.includes('most beautiful photos...'), 'no loading state in the HTML');
});

// The photo is the page's largest paint: the browser fetches it ahead of the islands' scripts that load beside it.
Then("the HTML asks for the photo before the page's scripts", function (this: PortalWorld) {
  const photo = /<figure[^>]*>\s*<img[^>]*>/.exec(servedPage(this).html);
  assert.ok(photo, 'the photo is in the HTML');
  assert.match(photo[0], / fetchpriority="high"/i);
});
