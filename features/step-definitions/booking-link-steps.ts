import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { siteConfig } from '../support/site-content.js';
import type { PortalWorld } from '../support/world.js';

/* docs/product.md §1, §7: every tour card books on the marketplace, on whichever page the visitor is. */

function bookable(world: PortalWorld) {
  if (!world.bookablePage) throw new Error('Open a page with tour cards first');
  return world.bookablePage;
}

Then(
  'every tour card has a {string} link naming its tour, marked sponsored, that says it opens in a new tab without opener or referrer',
  async function (this: PortalWorld, label: string) {
    const page = bookable(this);
    const links = await page.bookingLinks();
    assert.ok(links.length > 0, 'the page shows tour cards');
    assert.equal(links.length, await page.tourCount(), 'one booking link per tour card');
    for (const link of links) {
      // The visible words, then the tour's name and the new tab for screen readers (issue 23: names that say what they are for).
      assert.match(link.label, new RegExp(`^${label} – .+ \\(opens in a new tab\\)$`));
      assert.equal(link.target, '_blank');
      const rel = link.rel.split(/\s+/);
      assert.ok(rel.includes('noopener') && rel.includes('noreferrer') && rel.includes('sponsored'), `rel was "${link.rel}"`);
    }
  },
);

Then(
  'every booking link carries the partner id, the medium {string}, the campaign {string} and a search term',
  async function (this: PortalWorld, medium: string, campaign: string) {
    for (const link of await bookable(this).bookingLinks()) {
      const url = new URL(link.href);
      assert.equal(url.searchParams.get('partner_id'), siteConfig.marketplacePartnerId, link.href);
      assert.equal(url.searchParams.get('utm_medium'), medium, link.href);
      assert.equal(url.searchParams.get('cmp'), campaign, link.href);
      assert.ok(url.searchParams.get('q')?.trim(), `a search term in ${link.href}`);
    }
  },
);
