import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { AffiliateIds } from '../../domain/affiliate/affiliate-ids.js';
import { relFor, type OutboundLinkKind } from '../../domain/affiliate/link-rel.js';
import { bookingButtonLabel, marketplaceBookingUrl } from '../../domain/affiliate/marketplace-link.js';
import { retailProductLink, retailSearchLink } from '../../domain/affiliate/retail-link.js';
import { reviewSiteLink } from '../../domain/affiliate/review-site-link.js';
import { scenarioSlot } from '../support/rule-state.js';

const IDS: AffiliateIds = {
  marketplacePartnerId: 'GYG-42',
  retailTag: 'crgateway-20',
  reviewSiteMerchantId: 'AWIN-MERCHANT',
  reviewSiteAffiliateId: 'AWIN-PUBLISHER',
};
const state = scenarioSlot(() => ({ ids: IDS, link: '', override: undefined as string | undefined }));

Given('the partner ids are configured', function () {
  state(this).ids = IDS;
});

Given("the hotel's own affiliate URL is {string}", function (url: string) {
  state(this).override = url;
});

When('the visitor follows the booking link of {string}', function (title: string) {
  state(this).link = marketplaceBookingUrl(state(this).ids.marketplacePartnerId, title);
});

When('the visitor follows the review link of {string}', function (reviewPage: string) {
  state(this).link = reviewSiteLink(reviewPage, state(this).ids, state(this).override);
});

When('the visitor follows the retail link of product {string}', function (productId: string) {
  state(this).link = retailProductLink(productId, state(this).ids.retailTag);
});

When('the visitor follows the retail search link for {string}', function (term: string) {
  state(this).link = retailSearchLink(term, state(this).ids.retailTag);
});

Then('the link goes to the marketplace search with:', function (table: DataTable) {
  const url = new URL(state(this).link);
  assert.equal(`${url.origin}${url.pathname}`, 'https://www.getyourguide.com/s/');
  assert.deepEqual(Object.fromEntries(url.searchParams), table.rowsHash());
});

Then('the button reads {string}', function (label: string) {
  assert.equal(bookingButtonLabel('GetYourGuide'), label);
});

Then('the link goes through the affiliate redirect to {string}', function (destination: string) {
  const url = new URL(state(this).link);
  assert.equal(`${url.origin}${url.pathname}`, 'https://www.awin1.com/cread.php');
  assert.equal(url.searchParams.get('awinmid'), IDS.reviewSiteMerchantId);
  assert.equal(url.searchParams.get('awinaffid'), IDS.reviewSiteAffiliateId);
  assert.equal(url.searchParams.get('ued'), destination);
  assert.ok(state(this).link.endsWith(`ued=${encodeURIComponent(destination)}`), 'the destination is URL-encoded');
});

Then('the link is {string}', function (link: string) {
  assert.equal(state(this).link, link);
});

Then(/^a (tour|essentials|retail|review-site|external) link has the rel "(.*)"$/, function (kind: OutboundLinkKind, rel: string) {
  assert.equal(relFor(kind), rel);
});
