import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { ratingWords } from '../../domain/presentation/star-rating.js';
import { auditPageMarkup } from '../../domain/seo/structured-data-audit.js';
import { feedPhotoJsonLd, hotelsJsonLd, jsonLdScript, tourOffersJsonLd } from '../../domain/seo/structured-data.js';
import type { HotelPriceRange } from '../../domain/hotels/hotel.js';
import { markupOf } from '../../adapters/site-audits/structured-data-markup.js';
import { schemaVocabulary } from '../../adapters/site-audits/schema-vocabulary.js';
import { call } from '../support/api-client.js';
import { siteConfig } from '../support/site-content.js';
import type { PortalWorld } from '../support/world.js';

/*
 * features/search-markup.feature: the domain's rating words and JSON-LD builders at @domain; the pages the
 * server answers with at @api, audited as the build audits them (scripts/audit-structured-data.ts).
 */

interface RatedItem {
  readonly rating: number;
  readonly reviewCount: number;
  readonly source: string;
  readonly priceRange?: HotelPriceRange;
}
const rated = new WeakMap<object, RatedItem>();
const item = (world: object) => {
  const found = rated.get(world);
  assert.ok(found, 'no rated item was given');
  return found;
};

Given('a tour rated {float} with {int} reviews on {word}', function (this: PortalWorld, rating: number, reviewCount: number, source: string) {
  rated.set(this, { rating, reviewCount, source });
});

Given('a {string} hotel rated {float} with {int} reviews on {word}', function (this: PortalWorld, priceRange: string, rating: number, reviewCount: number, source: string) {
  rated.set(this, { rating, reviewCount, source, priceRange: priceRange as HotelPriceRange });
});

Then('its card shows {string}', function (this: PortalWorld, shown: string) {
  const { rating, reviewCount, source } = item(this);
  assert.equal(ratingWords(rating, source, reviewCount).shown, shown);
});

Then('a screen reader hears {string}', function (this: PortalWorld, spoken: string) {
  const { rating, reviewCount, source } = item(this);
  assert.equal(ratingWords(rating, source, reviewCount).spoken, spoken);
});

const noRating = (markup: unknown) => assert.doesNotMatch(JSON.stringify(markup), /"aggregateRating"|"review"|AggregateRating/);

Then('its search markup offers it in US dollars without any rating', function (this: PortalWorld) {
  const tour = { ...item(this), title: 'Místico Hanging Bridges', description: 'Sixteen bridges.', price: '$68', imageUrl: '/i.svg', bookingUrl: 'https://www.getyourguide.com/s/?q=Mistico' };
  const markup = tourOffersJsonLd([tour], 'costaricagateway.com');
  assert.deepEqual(markup.itemListElement[0]!.item.offers, { '@type': 'Offer', price: 68, priceCurrency: 'USD', url: tour.bookingUrl, availability: 'https://schema.org/InStock' });
  noRating(markup);
});

Then('its search markup gives its price range as {string} without any rating', function (this: PortalWorld, range: string) {
  const { priceRange = '$' } = item(this);
  const markup = hotelsJsonLd([{ ...item(this), name: 'Nayara Springs', description: 'Villas below the volcano.', priceRange }]);
  assert.equal(markup.itemListElement[0]!.item.priceRange, range);
  noRating(markup);
});

const vocabulary = schemaVocabulary();
const pageMarkup = (world: PortalWorld) => {
  const answer = world.api.lastAnswer();
  assert.equal(answer.status, 200);
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(answer.text)?.[1];
  assert.ok(canonical, 'the page names no canonical address');
  return markupOf({ path: new URL(canonical).pathname, html: answer.text });
};
const blocksOf = (world: PortalWorld) => pageMarkup(world).blocks.map((text) => JSON.parse(text) as Record<string, unknown>);

Then('every structured-data block of the page passes the schema.org audit', function (this: PortalWorld) {
  const markup = pageMarkup(this);
  assert.ok(markup.blocks.length > 0, 'the page has no JSON-LD');
  assert.deepEqual(auditPageMarkup(markup, vocabulary, siteConfig.siteName), []);
});

Then('the page carries an Organization and a WebSite', function (this: PortalWorld) {
  assert.deepEqual(blocksOf(this).map((block) => block['@type']).filter((type) => type === 'Organization' || type === 'WebSite'), ['Organization', 'WebSite']);
});

Then('the page carries its breadcrumb trail {string}', function (this: PortalWorld, trail: string) {
  const list = blocksOf(this).find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] } | undefined;
  assert.ok(list, 'no BreadcrumbList');
  assert.equal(list.itemListElement.map((step) => step.name).join(' > '), trail);
});

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

Then('the page asks for the {string} card with its {int} by {int} social picture', async function (this: PortalWorld, card: string, width: number, height: number) {
  const { text } = this.api.lastAnswer();
  assert.equal(metaContent(text, 'name', 'twitter:card'), card);
  const image = metaContent(text, 'property', 'og:image');
  assert.ok(image, 'no og:image');
  const picture = await call(this.api.server.baseUrl, 'GET', new URL(image).pathname);
  assert.equal(picture.status, 200);
  // A PNG's width and height are the first two numbers of its IHDR chunk.
  assert.deepEqual([picture.body.readUInt32BE(16), picture.body.readUInt32BE(20)], [width, height]);
});

Then('it names the site {string} in the {string} locale', function (this: PortalWorld, siteName: string, locale: string) {
  const { text } = this.api.lastAnswer();
  assert.equal(metaContent(text, 'property', 'og:site_name'), siteName);
  assert.equal(metaContent(text, 'property', 'og:locale'), locale);
});

When('a search engine reads the sitemap', async function (this: PortalWorld) {
  this.api.answer = await call(this.api.server.baseUrl, 'GET', '/sitemap.xml');
});

Then('every page listed has a last-modified date', function (this: PortalWorld) {
  const urls = [...this.api.lastAnswer().text.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
  assert.ok(urls.length > 20, `${urls.length} pages listed`);
  for (const url of urls) assert.match(url, /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/, url);
});

// ── Who made a feed photo (issue 35) ──────────────────────────────────────────────────────────────────────────

const feedPhoto = (credit: string) => ({
  title: 'Arenal Volcano at first light',
  description: '',
  pubDate: '',
  imageUrl: '/sample-feed/arenal-volcano.jpg',
  linkUrl: 'https://costaricagateway.com/destinations/arenal',
  keywords: [],
  photographer: credit,
});

Then(/^a feed photo credited to "([^"]+)" is marked up as made by the (Organization|Person) "([^"]+)"$/, function (credit: string, type: string, name: string) {
  const markup = feedPhotoJsonLd(feedPhoto(credit), { name: siteConfig.siteName, mainDomain: siteConfig.mainDomain });
  assert.equal(markup.creditText, credit);
  const creator = JSON.parse(JSON.stringify(markup.creator)) as { '@type': string; name: string };
  assert.deepEqual({ type: creator['@type'], name: creator.name }, { type, name });
});

Then(/^the build's markup audit (fails|passes) the photo marked up as made by the Person "([^"]+)"$/, function (verdict: string, credit: string) {
  const image = { ...feedPhotoJsonLd(feedPhoto(credit), { name: siteConfig.siteName, mainDomain: siteConfig.mainDomain }), creator: { '@type': 'Person', name: credit } };
  const problems = auditPageMarkup({ path: '/picture-of-the-day', indexable: false, blocks: [jsonLdScript(image)] }, vocabulary, siteConfig.siteName);
  assert.deepEqual(problems, verdict === 'passes' ? [] : [`/picture-of-the-day block 1.creator: "${credit}" names the site, marked up as a Person (the site is an Organization)`]);
});
