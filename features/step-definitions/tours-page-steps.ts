import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import assert from 'node:assert/strict';
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
