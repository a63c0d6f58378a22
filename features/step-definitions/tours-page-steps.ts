import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import assert from 'node:assert/strict';
import { siteConfig } from '../../ui/content/site-config.js';
import { TOUR_DESTINATIONS } from '../../ui/content/tours.js';
import { ToursFilter } from '../support/pages/tours-filter.js';
import type { PortalWorld } from '../support/world.js';

function filter(world: PortalWorld): ToursFilter {
  if (!world.portal.page) throw new Error('These steps drive a browser: run them at the @ui level');
  return new ToursFilter(world.portal.page);
}

const destinationNames = TOUR_DESTINATIONS.map((destination) => destination.name);

Then(
  'the destination filter offers {string} and then each destination of the tours page',
  async function (this: PortalWorld, first: string) {
    assert.deepEqual(await filter(this).options(), [first, ...destinationNames]);
  },
);

Then('the destination filter has {string} chosen', async function (this: PortalWorld, name: string) {
  assert.deepEqual(await filter(this).chosen(), [name]);
});

Then('the page shows a section for every destination', async function (this: PortalWorld) {
  await expect.poll(() => filter(this).sections()).toEqual(destinationNames);
});

When('the visitor filters the tours by {string}', async function (this: PortalWorld, name: string) {
  await filter(this).choose(name);
});

Then('the page shows only the {string} section, with its {int} tours', async function (this: PortalWorld, name: string, count: number) {
  await expect.poll(() => filter(this).sections()).toEqual([name]);
  await expect(filter(this).section(name).getByRole('article')).toHaveCount(count);
});

Then(
  'every tour card has a {string} link that opens in a new tab without opener or referrer',
  async function (this: PortalWorld, label: string) {
    const links = filter(this).bookingLinks;
    const total = TOUR_DESTINATIONS.reduce((sum, destination) => sum + destination.tours.length, 0);
    await expect(links).toHaveCount(total);
    for (const link of await links.all()) {
      await expect(link).toHaveAccessibleName(label);
      await expect(link).toHaveAttribute('target', '_blank');
      const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? [];
      assert.ok(rel.includes('noopener') && rel.includes('noreferrer'), `rel was "${rel.join(' ')}"`);
    }
  },
);

Then(
  'every booking link carries the partner id, the medium {string} and the campaign {string}',
  async function (this: PortalWorld, medium: string, campaign: string) {
    for (const link of await filter(this).bookingLinks.all()) {
      const url = new URL((await link.getAttribute('href'))!);
      assert.equal(url.searchParams.get('partner_id'), siteConfig.marketplacePartnerId);
      assert.equal(url.searchParams.get('utm_medium'), medium);
      assert.equal(url.searchParams.get('cmp'), campaign);
      assert.ok(url.searchParams.get('q'), 'a search term');
    }
  },
);
