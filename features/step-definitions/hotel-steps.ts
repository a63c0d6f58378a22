import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { HotelDestinationKey } from '../../domain/hotels/hotel.js';
import { outboundLinkName } from '../../domain/affiliate/outbound-link-name.js';
import { reviewSiteButtonLabel } from '../../domain/affiliate/review-site-link.js';
import { HOTELS, siteConfig } from '../support/site-content.js';
import type { HotelView } from '../support/portal.js';
import type { PortalWorld } from '../support/world.js';

/* docs/product.md §2, §3, §7, §9: the hotels block. */

async function hotel(world: PortalWorld, name: string): Promise<HotelView> {
  const hotels = (await world.tourPage?.hotels()) ?? [];
  const found = hotels.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No hotel "${name}" in the hotels block (shown: ${hotels.map((shown) => shown.name).join(', ')})`);
  return found;
}

Then(
  'the hotels block lists {int} hotels ranked 1 to {int} in the order of the hotel data for {string}',
  async function (this: PortalWorld, count: number, last: number, key: string) {
    const hotels = (await this.tourPage?.hotels()) ?? [];
    assert.equal(hotels.length, count);
    assert.deepEqual(hotels.map((shown) => shown.rank), Array.from({ length: last }, (_, index) => index + 1));
    assert.deepEqual(hotels.map((shown) => shown.name), HOTELS[key as HotelDestinationKey].map((data) => data.name));
  },
);

Then('the hotel {string} shows {int} full stars and a half star', async function (this: PortalWorld, name: string, full: number) {
  const { stars } = await hotel(this, name);
  assert.deepEqual(stars, [...Array(full).fill('full'), 'half', ...Array(4 - full).fill('empty')]);
});

Then('the hotel {string} shows {int} full stars', async function (this: PortalWorld, name: string, full: number) {
  const { stars } = await hotel(this, name);
  assert.deepEqual(stars, [...Array(full).fill('full'), ...Array(5 - full).fill('empty')]);
});

Then('the hotel {string} shows {int} features and {string}', async function (this: PortalWorld, name: string, count: number, more: string) {
  const shown = await hotel(this, name);
  assert.equal(shown.features.length, count);
  assert.equal(shown.more, more);
});

Then('the hotel {string} shows {int} features and no {string}', async function (this: PortalWorld, name: string, count: number, _more: string) {
  const shown = await hotel(this, name);
  assert.equal(shown.features.length, count);
  assert.equal(shown.more, undefined);
});

Then(/^the hotel "(.+)" shows the price badge "(.+)" in (\w+)$/, async function (this: PortalWorld, name: string, range: string, colour: string) {
  const shown = await hotel(this, name);
  assert.equal(shown.priceRange, range);
  assert.equal(shown.priceColour, colour);
});

Then(
  'every hotel links to the affiliate redirect carrying its review page URL-encoded, in a new tab with noopener',
  async function (this: PortalWorld) {
    const hotels = (await this.tourPage?.hotels()) ?? [];
    assert.ok(hotels.length > 0);
    for (const shown of hotels) {
      const data = Object.values(HOTELS).flat().find((candidate) => candidate.name === shown.name)!;
      const url = new URL(shown.link.href);
      assert.equal(`${url.origin}${url.pathname}`, 'https://www.awin1.com/cread.php', shown.name);
      assert.equal(url.searchParams.get('awinaffid'), siteConfig.reviewSiteAffiliateId);
      assert.equal(url.searchParams.get('awinmid'), siteConfig.reviewSiteMerchantId);
      assert.equal(url.searchParams.get('ued'), data.reviewSiteUrl);
      assert.ok(shown.link.href.includes(`ued=${encodeURIComponent(data.reviewSiteUrl)}`), 'the review page is URL-encoded');
      assert.equal(shown.link.target, '_blank');
      assert.ok(shown.link.rel.split(/\s+/).includes('noopener'));
    }
  },
);

Then('a screen reader hears the price badge of the hotel {string} as {string}', async function (this: PortalWorld, name: string, words: string) {
  assert.equal((await hotel(this, name)).priceSpoken, words);
});

Then('every hotel link names its hotel and says that it opens in a new tab', async function (this: PortalWorld) {
  const hotels = (await this.tourPage?.hotels()) ?? [];
  assert.ok(hotels.length > 0);
  for (const shown of hotels) assert.equal(shown.link.label, outboundLinkName(reviewSiteButtonLabel(shown.name, siteConfig.reviewSiteName)));
});
