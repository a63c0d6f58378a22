import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { listFrom } from '../support/list-from.js';
import type { ToursPageView } from '../support/portal.js';
import { capabilityOf, serverOf } from '../support/capability.js';
import { ToursPage } from '../support/pages/tours-page.js';
import { scriptlessPageOf } from '../support/scriptless-browser.js';
import type { PortalWorld } from '../support/world.js';

/* features/filters.feature, the /tours destination row; the category row's steps are the destination pages' own. */

function toursPage(world: PortalWorld): ToursPageView {
  if (!world.toursPage) throw new Error('The visitor must open the tours page first');
  return world.toursPage;
}

Given('the catalogue has a destination {string} without tours', function (this: PortalWorld, name: string) {
  capabilityOf(this, this.portal.content, 'a catalogue editor').addDestinationWithoutTours(name);
});

When('the visitor picks the destination {string}', async function (this: PortalWorld, destination: string) {
  await toursPage(this).filterBy(destination);
});

Then('the destination buttons read {string}', async function (this: PortalWorld, buttons: string) {
  assert.deepEqual((await toursPage(this).destinationFilter()).options, listFrom(buttons));
});

Then('screen readers hear {string}', async function (this: PortalWorld, announcement: string) {
  assert.equal(await toursPage(this).filterAnnouncement(), announcement);
});

Then('the destination filter has {string} chosen', async function (this: PortalWorld, name: string) {
  assert.equal((await toursPage(this).destinationFilter()).chosen, name);
});

Then('the visitor sees the sections of all {int} destinations, none of them coming soon', async function (this: PortalWorld, count: number) {
  const sections = await toursPage(this).sectionsShown();
  const { options } = await toursPage(this).destinationFilter();
  assert.equal(sections.length, count);
  // One section per button after 'All Destinations', in the same order.
  assert.deepEqual(
    sections.map((section) => section.name),
    options.slice(1),
  );
  for (const section of sections) {
    assert.ok(section.tourCount > 0, `${section.name} shows no tours`);
    assert.equal(section.comingSoon, undefined, `${section.name} says its tours are coming soon`);
  }
});

Then('the visitor sees only the {string} section, with {int} tours', async function (this: PortalWorld, name: string, count: number) {
  const sections = await toursPage(this).sectionsShown();
  assert.deepEqual(
    sections.map((section) => section.name),
    [name],
  );
  assert.equal(sections[0]!.tourCount, count);
});

Then('the section says {string}', async function (this: PortalWorld, text: string) {
  const [section] = await toursPage(this).sectionsShown();
  assert.ok(section?.comingSoon, 'the section shows no coming-soon note');
  assert.ok([section.comingSoon.title, section.comingSoon.text].includes(text), `the section says "${section.comingSoon.title}" / "${section.comingSoon.text}"`);
});

Then('the section does not say {string}', async function (this: PortalWorld, text: string) {
  const [section] = await toursPage(this).sectionsShown();
  assert.ok(section, 'no section is shown');
  assert.notEqual(section.comingSoon?.title, text);
  assert.notEqual(section.comingSoon?.text, text);
  assert.ok(section.tourCount > 0);
});

/* Without scripts (docs/decisions/112): the scriptless browser follows the row's link; the page's CSS does the rest. */

function scriptlessPage(world: PortalWorld) {
  return scriptlessPageOf(world) ?? assert.fail("The scenario must say the visitor's browser runs no JavaScript");
}

When('the visitor follows the destination link {string} on the tours page', async function (this: PortalWorld, destination: string) {
  const page = scriptlessPage(this);
  await page.goto(`${serverOf(this).baseUrl}/tours`);
  await new ToursPage(page).destinationFilter.getByRole('link', { name: destination, exact: true }).click();
});

Then('the address ends in {string} and only the {string} section shows, with {int} tours', async function (this: PortalWorld, fragment: string, name: string, count: number) {
  const page = scriptlessPage(this);
  await page.waitForURL((url) => url.hash === fragment);
  const sections = await new ToursPage(page).sections();
  assert.deepEqual(
    sections.map((section) => section.name),
    [name],
  );
  assert.equal(sections[0]!.tourCount, count);
});
