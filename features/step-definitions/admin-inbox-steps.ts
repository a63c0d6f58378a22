import { expect } from '@playwright/test';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Locator, Page } from '@playwright/test';
import assert from 'node:assert/strict';
import { RELOCATION_REQUESTS_PATH } from '../../domain/api-paths.js';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';
import { call } from '../support/api-client.js';
import { serverOf } from '../support/capability.js';
import { AdminPage } from '../support/pages/admin-page.js';
import type { PortalWorld } from '../support/world.js';

/* Issue 39 point 4 (docs/decisions/126): the admin page's Inbox view, in Chromium against the built server. */

function pageOf(world: PortalWorld): Page {
  if (!world.portal.page) throw new Error(`The Inbox view is a browser's: @ui only, not @${world.level}`);
  return world.portal.page;
}

const inbox = (world: PortalWorld): Locator => pageOf(world).getByRole('region', { name: 'Inbox' });
const requestsPanel = (world: PortalWorld): Locator => inbox(world).getByRole('region', { name: 'Consultation requests' });

Given('{string} at {string} has sent a relocation consultation request', async function (this: PortalWorld, name: string, email: string) {
  const body = { name, email, services: ['residency', 'banking'], moveWhen: '3-6-months', message: 'Two adults and a dog.', website: '' };
  const answer = await call(serverOf(this).baseUrl, 'POST', RELOCATION_REQUESTS_PATH, { body });
  assert.equal(answer.status, 202, answer.text);
});

When('the operator opens the Inbox', async function (this: PortalWorld) {
  const admin = new AdminPage(pageOf(this));
  await admin.open(serverOf(this).baseUrl);
  await admin.signIn(TEST_ADMIN_PASSWORD);
  await admin.managementHeading.waitFor();
  await pageOf(this).getByRole('group', { name: 'Admin view' }).getByRole('button', { name: 'Inbox' }).click();
  await requestsPanel(this).getByRole('table').or(requestsPanel(this).getByText(/^No new requests/)).waitFor();
});

Then('the Inbox lists the new request of {string} asking for {string}', async function (this: PortalWorld, name: string, services: string) {
  const row = requestsPanel(this).getByRole('row').filter({ has: pageOf(this).getByRole('rowheader', { name: new RegExp(name) }) });
  await row.waitFor();
  assert.match(await row.innerText(), new RegExp(services));
  assert.equal(await requestsPanel(this).getByRole('group', { name: 'Requests shown' }).getByRole('button', { pressed: true }).innerText(), 'New');
});

Then('the outbox lists a mail to {string}', async function (this: PortalWorld, email: string) {
  const outbox = inbox(this).getByRole('region', { name: 'Outbox' });
  await outbox.getByRole('cell', { name: email }).first().waitFor();
});

When('the operator marks the request of {string} answered', async function (this: PortalWorld, name: string) {
  await requestsPanel(this).getByRole('button', { name: `Mark answered: ${name}` }).click();
});

Then('the Inbox announces {string}', async function (this: PortalWorld, text: string) {
  await inbox(this).getByRole('status').filter({ hasText: text }).waitFor();
});

Then('the Inbox lists the request of {string} under {string}', async function (this: PortalWorld, name: string, status: string) {
  await requestsPanel(this).getByRole('button', { name: status, exact: true }).click();
  await requestsPanel(this).getByRole('rowheader', { name: new RegExp(name) }).waitFor();
});

Then("the focus is on the requests' title, the list being empty", async function (this: PortalWorld) {
  await requestsPanel(this).getByText('No new requests.').waitFor();
  // The view moves the focus once it has drawn the list again (a frame after the text).
  await expect.poll(() => pageOf(this).evaluate(() => document.activeElement?.id), { timeout: 2000 }).toBe('inbox-requests-title');
});

When("the operator's window is {int} px wide", async function (this: PortalWorld, width: number) {
  await pageOf(this).setViewportSize({ width, height: 844 });
});

// Issue 37 (docs/decisions/145): at 390 px the tables scrolled sideways; each row is now a card of label-and-value lines.
Then(
  'the request of {string} reads as one card of labelled lines, still a table row to a screen reader, and nothing scrolls sideways',
  async function (this: PortalWorld, name: string) {
    const row = requestsPanel(this).getByRole('row').filter({ has: pageOf(this).getByRole('rowheader', { name: new RegExp(name) }) });
    await row.waitFor();
    const layout = await row.evaluate((element) => {
      const cells = [...element.children] as HTMLElement[];
      const table = element.closest('table')!;
      return {
        lefts: [...new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().left)))].length,
        labels: cells.map((cell) => getComputedStyle(cell, '::before').content),
        tableFits: table.scrollWidth <= table.parentElement!.clientWidth,
        pageFits: document.documentElement.scrollWidth <= window.innerWidth,
      };
    });
    assert.equal(layout.lefts, 1, 'the cells stand one under another');
    ['Received', 'From', 'Needs', 'Message', 'Actions'].forEach((label, index) => assert.ok(layout.labels[index]?.includes(label), `cell ${index + 1} is labelled "${label}": ${layout.labels[index]}`));
    assert.ok(layout.tableFits, 'the table fits its panel');
    assert.ok(layout.pageFits, 'the page does not scroll sideways');
  },
);
