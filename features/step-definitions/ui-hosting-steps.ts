import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { canonicalUrl } from '../../domain/seo/seo-block.js';
import { call, errorShapeOf } from '../support/api-client.js';
import { PAGES, siteConfig } from '../support/site-content.js';
import type { PortalWorld } from '../support/world.js';

const decode = (html: string) => html.replaceAll('&amp;', '&');

/** The content of the served page's <meta> with this name or property, as the browser would read it. */
function metaOf(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return tag ? decode(tag[1]!) : undefined;
}

When('a visitor requests the page {string}', async function (this: PortalWorld, path: string) {
  this.api.answer = await call(this.api.server.baseUrl, 'GET', path, { headers: { accept: 'text/html' } });
});

When('a program calls the unknown API path {string}', async function (this: PortalWorld, path: string) {
  this.api.answer = await call(this.api.server.baseUrl, 'GET', path, { headers: { accept: 'application/json' } });
});

Then('the answer is a page titled with {string}', function (this: PortalWorld, title: string) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 200);
  assert.match(String(answer.headers['content-type']), /^text\/html/);
  const shown = decode(/<title>([^<]*)<\/title>/.exec(answer.text)?.[1] ?? '');
  assert.ok(shown.includes(title), `title "${shown}"`);
});

Then('it asks search engines not to index it', function (this: PortalWorld) {
  assert.match(this.api.lastAnswer().text, /<meta name="robots" content="noindex, nofollow">/);
});

Then('the answer is the {string} page with a not-found status', function (this: PortalWorld, heading: string) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 404);
  assert.match(String(answer.headers['content-type']), /^text\/html/);
  assert.ok(answer.text.includes(heading));
});

Then('the portal answers "not found" in the error shape', function (this: PortalWorld) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 404);
  assert.match(String(answer.headers['content-type']), /^application\/json/);
  errorShapeOf(answer);
});

Then('the answer forbids content sniffing and framing by other sites and sets a content security policy', function (this: PortalWorld) {
  const { headers } = this.api.lastAnswer();
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['x-frame-options'], 'SAMEORIGIN');
  assert.match(String(headers['content-security-policy']), /default-src 'self'/);
  assert.equal(headers['x-powered-by'], undefined);
});

Then('the page as served carries the description, keywords, canonical address and social title and picture the site map gives {string}', function (this: PortalWorld, path: string) {
  const { seo } = PAGES.find((page) => page.path === path) ?? assert.fail(`${path} is not in the site map`);
  const html = this.api.lastAnswer().text;
  assert.equal(metaOf(html, 'description'), seo.description);
  assert.equal(metaOf(html, 'keywords'), seo.keywords.join(', '));
  assert.equal(/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1], canonicalUrl(siteConfig.mainDomain, seo.canonicalPath));
  assert.equal(metaOf(html, 'og:title'), seo.ogTitle);
  assert.ok(seo.ogImage && metaOf(html, 'og:image')?.endsWith(seo.ogImage), `og:image ${metaOf(html, 'og:image')}, the site map's ${seo.ogImage}`);
});

Then('the page is left for the browser to render, with nothing in it before its script runs', function (this: PortalWorld) {
  assert.match(this.api.lastAnswer().text, /<div id="root"><\/div>/);
});

Then('the page as served lists the tour {string}', function (this: PortalWorld, title: string) {
  assert.ok(decode(this.api.lastAnswer().text).includes(title), `no "${title}" in the served page`);
});
