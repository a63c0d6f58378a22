import { Then, type DataTable } from '@cucumber/cucumber';
import { Parser } from 'htmlparser2';
import assert from 'node:assert/strict';
import { auditDisclosureOrder } from '../../domain/affiliate/disclosure-order.js';
import { relFor, type OutboundLinkKind } from '../../domain/affiliate/link-rel.js';
import { marketplaceBookingUrl } from '../../domain/affiliate/marketplace-link.js';
import { auditOutboundLink, linkAuditIdsOf } from '../../domain/affiliate/outbound-link-audit.js';
import { retailProductLink, retailSearchLink } from '../../domain/affiliate/retail-link.js';
import { reviewSiteLink } from '../../domain/affiliate/review-site-link.js';
import { disclosureMarksOf } from '../../adapters/site-audits/outbound-link-audit.js';
import type { OutboundLinkView } from '../support/portal.js';
import { SEED } from '../support/catalogue.js';
import type { PortalWorld } from '../support/world.js';

/*
 * Outbound links (features/affiliate-links.feature, and the partner-link rules of tours-page, hotels and shops): the
 * links of the pages the visitor opened, and, for ids and items no catalogue entry has, the domain's link builders.
 */

const REVIEW_NETWORK = { reviewSiteMerchantId: 'AWIN-MERCHANT', reviewSiteAffiliateId: 'AWIN-PUBLISHER' };

function assertRel(links: readonly OutboundLinkView[], rel: string): void {
  assert.ok(links.length > 0, 'the page shows such links');
  for (const link of links) assert.equal(link.rel, rel, `${link.label}: ${link.href}`);
}

Then('every booking link has the rel {string}', async function (this: PortalWorld, rel: string) {
  if (!this.bookablePage) throw new Error('Open a page with tour cards first');
  assertRel(await this.bookablePage.bookingLinks(), rel);
});

Then('every product link has the rel {string}', async function (this: PortalWorld, rel: string) {
  if (!this.shopPage) throw new Error('Open a shop first');
  assertRel((await this.shopPage.products()).map((product) => product.link), rel);
});

Then('every hotel link has the rel {string}', async function (this: PortalWorld, rel: string) {
  if (!this.tourPage) throw new Error('Open a destination page first');
  assertRel((await this.tourPage.hotels()).map((hotel) => hotel.link), rel);
});

Then(/^a (tour|essentials|retail|review-site|broker|external) link has the rel "(.*)"$/, function (kind: OutboundLinkKind, rel: string) {
  assert.equal(relFor(kind), rel);
});

Then(
  'the booking link of {string} for the partner id {string} goes to the marketplace search with:',
  function (title: string, partnerId: string, table: DataTable) {
    const url = new URL(marketplaceBookingUrl(partnerId, title));
    assert.equal(`${url.origin}${url.pathname}`, 'https://www.getyourguide.com/s/');
    assert.deepEqual(Object.fromEntries(url.searchParams), table.rowsHash());
  },
);

Then(
  'a hotel whose review page is {string} and whose own affiliate URL is {string} links to {string}',
  function (reviewPage: string, own: string, link: string) {
    assert.equal(reviewSiteLink(reviewPage, REVIEW_NETWORK, own), link);
  },
);

Then(/^the retail (product|search) link for "(.*)" with the tag "(.*)" is "(.*)"$/, function (form: string, item: string, tag: string, link: string) {
  assert.equal(form === 'product' ? retailProductLink(item, tag) : retailSearchLink(item, tag), link);
});

/** A link as the built pages write a tour link (new tab, relFor('tour')), audited with the build's ids. */
// A regular expression: the problems themselves hold quotes.
Then(/^the build's link audit says of a complete tour link to "(.*)": "(.*)"$/, function (href: string, problem: string) {
  const ids = { marketplacePartnerId: 'PARTNER', retailTag: 'RETAIL-TAG', ...REVIEW_NETWORK, brokerHosts: [] };
  const problems = auditOutboundLink({ href, rel: relFor('tour'), target: '_blank' }, ids);
  assert.deepEqual(problems, problem === 'no problem' ? [] : [problem]);
});

/*
 * The order a visitor reads a served page in (docs/decisions/096): its text as one run, the way React's comments split
 * it left out, and where in that run each link starts.
 */
function readingOrder(html: string): { text: string; links: { at: number; text: string }[] } {
  let text = '';
  const links: { at: number; text: string }[] = [];
  const open: number[] = [];
  let skipped = 0;
  const parser = new Parser({
    onopentag(name) {
      if (name === 'script' || name === 'style' || name === 'head') skipped++;
      if (name === 'a') open.push(text.length);
    },
    ontext(chunk) {
      if (skipped === 0) text += chunk.replace(/\s+/g, ' ');
    },
    onclosetag(name) {
      if (name === 'script' || name === 'style' || name === 'head') skipped--;
      const at = name === 'a' ? open.pop() : undefined;
      if (at !== undefined) links.push({ at, text: text.slice(at).trim() });
    },
  }, { decodeEntities: true });
  parser.write(html);
  parser.end();
  return { text, links: links.sort((one, other) => one.at - other.at) };
}

Then('the page says {string} before its first {string} link', function (this: PortalWorld, line: string, label: string) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 200);
  const { text, links } = readingOrder(answer.text);
  const link = links.find((candidate) => candidate.text.startsWith(label));
  assert.ok(link, `the page has a "${label}" link`);
  const said = text.indexOf(line);
  assert.ok(said !== -1, `the page says "${line}"`);
  assert.ok(said < link.at, `"${line}" comes ${text.slice(link.at, said).length} characters after the first "${label}" link`);
});

Then('no paid link of the page comes before the commission line of its page or section', function (this: PortalWorld) {
  // The broker's links are paid too, by the seed's broker addresses (docs/decisions/133).
  const marks = disclosureMarksOf(this.api.lastAnswer().text, linkAuditIdsOf(SEED.settings).brokerHosts);
  assert.ok(marks.some((mark) => mark.kind === 'paid-link'), 'the page has paid links');
  assert.deepEqual(auditDisclosureOrder(marks), []);
});
