import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { adminViewPath } from '../../domain/admin/admin-view-address.js';
import { ADMIN_CATALOGUE_PATH, ADMIN_CATALOGUE_PUBLICATIONS_PATH } from '../../domain/api-paths.js';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';
import { browserTabOf, serverOf } from '../support/capability.js';
import { AdminPage } from '../support/pages/admin-page.js';
import { CatalogueEditorPage } from '../support/pages/catalogue-editor-page.js';
import type { PortalWorld } from '../support/world.js';

/*
 * features/catalogue-editor.feature at @ui: the operator on the admin page's Catalogue view in Chromium, on the built
 * server (a fresh one per scenario, its catalogue seeded from the build and all of it published).
 */

/** The scenario's tabs of the view: the first, and a second one opened by a step. */
const tabs = new WeakMap<PortalWorld, { first: CatalogueEditorPage; second?: CatalogueEditorPage }>();
const editor = (world: PortalWorld) => tabs.get(world)!.first;

/** A public page's wait: each server serves a publication within its next poll (half a second, docs/decisions/102). */
const PUBLISHED_WITHIN = { timeout: 5000 };
/** A preview's frames load whole pages. */
const FRAME_LOADED = { timeout: 15_000 };

Given('the operator has the Catalogue view open on the tours', async function (this: PortalWorld) {
  const first = new CatalogueEditorPage(browserTabOf(this));
  await first.open(serverOf(this).baseUrl);
  tabs.set(this, { first });
});

async function setPrice(view: CatalogueEditorPage, title: string, price: number) {
  if (!(await view.priceField.isVisible())) await view.openRecord(title);
  await view.setPriceAndSave(price);
}

When('the operator follows the address of the tour {string} in the Catalogue view and signs in', async function (this: PortalWorld, id: string) {
  const view = editor(this);
  // A new address is a new page: the session lived in the last one, so the lock screen asks again, then the record opens.
  await view.page.goto(`${serverOf(this).baseUrl}${adminViewPath({ view: 'catalogue', record: { collection: 'tours', id } })}`);
  const admin = new AdminPage(view.page);
  await admin.lockHeading.waitFor();
  await admin.signIn(TEST_ADMIN_PASSWORD);
  await view.priceField.waitFor({ timeout: 10_000 });
});

When(/^the operator sets the price of "([^"]+)" to (-?\d+) and saves the draft$/, async function (this: PortalWorld, title: string, price: string) {
  await setPrice(editor(this), title, Number(price));
});

Given(/^the operator has set the price of "([^"]+)" to (\d+) and saved the draft$/, async function (this: PortalWorld, title: string, price: string) {
  await setPrice(editor(this), title, Number(price));
  await expect(editor(this).result).toContainText('was saved as a draft');
});

Then('the view says {string}', async function (this: PortalWorld, text: string) {
  const result = editor(this).result;
  // A publish draws the touched pages again and audits them before it answers (docs/decisions/105): seconds when busy.
  await expect(result).toContainText(text, { timeout: 20_000 });
  // Issue 38 point 10: the result of an action takes the focus, so the next Tab goes on from it.
  await expect(result).toBeFocused();
});

Then('the table says {string} is {string}', async function (this: PortalWorld, title: string, state: string) {
  const view = editor(this);
  await view.backToTable();
  const row = view.table.getByRole('row').filter({ has: view.page.getByRole('rowheader', { name: new RegExp(`^${title}`) }) });
  await expect(row).toContainText(state);
});

When('the operator reviews the changes and previews the pages they touch', async function (this: PortalWorld) {
  const { page } = editor(this);
  await page.getByRole('button', { name: /^Review and publish \(1 change\)$/ }).click();
  await page.getByRole('button', { name: 'Preview the pages touched' }).click();
});

Then(/^the preview of "([^"]+)" shows "([^"]+)" at \$(\d+) in the draft and at \$(\d+) live$/, async function (this: PortalWorld, path: string, title: string, draft: string, live: string) {
  const { page } = editor(this);
  // The server draws each touched page with the drafts before it answers (docs/decisions/115): seconds on a busy machine.
  await page.getByRole('heading', { name: /pages? touched: draft beside live$/ }).waitFor({ timeout: 30_000 });
  const preview = page.getByRole('article', { name: new RegExp(`\\(${path}\\)$`) });
  const card = (frame: 'with the drafts' | 'as the site shows it') => preview.locator(`iframe[title$="${frame}"]`).contentFrame().getByRole('article', { name: title, exact: true });
  await expect(card('with the drafts')).toContainText(`$${draft}`, FRAME_LOADED);
  await expect(card('as the site shows it')).toContainText(`$${live}`, FRAME_LOADED);
});

When('the operator publishes them', async function (this: PortalWorld) {
  await editor(this).page.getByRole('button', { name: 'Publish 1 change', exact: true }).click();
});

Then(/^the page "([^"]+)" shows "([^"]+)" at \$(\d+)$/, async function (this: PortalWorld, path: string, title: string, price: string) {
  const server = serverOf(this);
  await expect
    .poll(async () => {
      const html = await (await fetch(`${server.baseUrl}${path}`)).text();
      const at = html.indexOf(`>${title.replace('&', '&amp;')}<`);
      return at < 0 ? 'not shown' : /\$\d+/.exec(html.slice(at))?.[0];
    }, PUBLISHED_WITHIN)
    .toBe(`$${price}`);
});

Then('the error summary has the focus and says {string}', async function (this: PortalWorld, text: string) {
  const summary = editor(this).errorSummary;
  await expect(summary).toContainText(text);
  await expect(summary).toBeFocused();
});

Then('the price field says {string}', async function (this: PortalWorld, message: string) {
  const field = editor(this).priceField;
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
});

/** The operator's own API session, to check what the page did not change. */
async function adminApi(baseUrl: string) {
  const session = await fetch(`${baseUrl}/api/admin/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }) });
  const { token } = (await session.json()) as { token: string };
  return async (path: string) => (await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<unknown>;
}

Then('the tour {string} is still at version {int} and nothing waits to be published', async function (this: PortalWorld, id: string, version: number) {
  const get = await adminApi(serverOf(this).baseUrl);
  assert.equal(((await get(`${ADMIN_CATALOGUE_PATH}/tours/${id}`)) as { version: number }).version, version);
  assert.deepEqual(await get(`${ADMIN_CATALOGUE_PUBLICATIONS_PATH}/pending`), []);
});

Given('the operator has {string} open in a second tab too', async function (this: PortalWorld, title: string) {
  const open = tabs.get(this)!;
  await open.first.openRecord(title);
  const second = new CatalogueEditorPage(await open.first.page.context().newPage());
  await second.open(serverOf(this).baseUrl);
  await second.openRecord(title);
  open.second = second;
});

Given('the operator has set its price to {int} and saved it in the second tab', async function (this: PortalWorld, price: number) {
  const second = tabs.get(this)!.second!;
  await second.setPriceAndSave(price);
  await expect(second.result).toContainText('was saved as a draft (version 2)');
});

Then(/^the price field (?:still )?holds (\d+)$/, async function (this: PortalWorld, price: string) {
  const view = editor(this);
  if (!(await view.priceField.isVisible())) await view.tab('Edit');
  await expect(view.priceField).toHaveValue(String(price));
});

When('the operator restores version {int} from the record\'s history', async function (this: PortalWorld, version: number) {
  const view = editor(this);
  await view.tab('History');
  await view.page.getByRole('button', { name: `Restore version ${version} as a draft` }).click();
});

When('the operator schedules its publication for {string}', async function (this: PortalWorld, at: string) {
  const view = editor(this);
  await view.tab('Schedule');
  await view.page.getByLabel('When (Costa Rica time, UTC−6)').fill(at);
  await view.page.getByRole('region', { name: 'Schedule a change' }).getByRole('button', { name: 'Schedule', exact: true }).click();
});

Then('the record\'s scheduled changes list one pending change at {string}', async function (this: PortalWorld, at: string) {
  const rows = editor(this).page.getByRole('table', { name: 'Scheduled changes of this record' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(at);
  await expect(rows.nth(1)).toContainText('pending');
});

When('the operator cancels it', async function (this: PortalWorld) {
  await editor(this).page.getByRole('table', { name: 'Scheduled changes of this record' }).getByRole('button', { name: /^Cancel/ }).click();
});

When(/^the operator selects "([^"]+)" and "([^"]+)" and changes their prices by (-?\d+) percent$/, async function (this: PortalWorld, first: string, second: string, percent: string) {
  const { page, table } = editor(this);
  for (const title of [first, second]) await table.getByRole('checkbox', { name: `Select ${title}` }).check();
  await page.getByRole('button', { name: 'Change prices of 2 selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the prices of 2 tours' });
  await dialog.getByLabel('Change by').selectOption('percent');
  await dialog.getByLabel('Percent, negative to lower').fill(String(percent));
  await dialog.getByRole('button', { name: 'Save 2 new prices as drafts' }).click();
});

Then('the table shows {string} at {string}', async function (this: PortalWorld, title: string, price: string) {
  const { page, table } = editor(this);
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${title}`) }) });
  await expect(row).toContainText(price);
});

When('the operator restores the prices before change set {int}', async function (this: PortalWorld, changeSet: number) {
  await editor(this).page.getByRole('button', { name: `Restore the prices before change set ${changeSet}` }).click();
});

When(
  /^the operator goes back to the tours, and by keyboard cancels the change of "([^"]+)" in the list of every scheduled change$/,
  async function (this: PortalWorld, record: string) {
    const view = editor(this);
    await view.backToTable();
    const list = view.page.getByRole('region', { name: 'Scheduled changes' });
    // From the record's button in its row, Tab reaches the row's Cancel, and Enter presses it (issue 38 point 10).
    await list.getByRole('button', { name: record, exact: true }).focus();
    await view.page.keyboard.press('Tab');
    await expect(list.getByRole('button', { name: new RegExp(`^Cancel the change of ${record} at `) })).toBeFocused();
    await view.page.keyboard.press('Enter');
  },
);

Then('the list of every scheduled change says {string}', async function (this: PortalWorld, text: string) {
  await expect(editor(this).page.getByRole('region', { name: 'Scheduled changes' })).toContainText(text);
});

When(
  /^the operator uploads "([^"]+)" as the photo of "([^"]+)", crops it and describes it as "([^"]+)"$/,
  async function (this: PortalWorld, file: string, title: string, alt: string) {
    const view = editor(this);
    await view.openRecord(title);
    const photo = view.page.getByRole('group', { name: 'Photo' });
    await photo.locator('input[type="file"]').setInputFiles(fileURLToPath(new URL(`../fixtures/images/${file}`, import.meta.url)));
    const dialog = view.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Apply Crop' }).click({ timeout: 15_000 });
    // Once stored, the photo's alt text takes the focus: the operator says what it shows.
    const altText = view.page.getByRole('group', { name: 'Photo' }).getByRole('textbox', { name: /^Alt \(English\)/ });
    await expect(altText).toBeFocused({ timeout: 15_000 });
    await altText.fill(alt);
  },
);

When('the operator saves the draft', async function (this: PortalWorld) {
  await editor(this).page.getByRole('button', { name: 'Save draft' }).click();
});

Then('the tour {string} has a photo stored by the site, described {string}', async function (this: PortalWorld, id: string, alt: string) {
  const { baseUrl } = serverOf(this);
  const { page } = editor(this);
  await expect(page.getByText(`Id: ${id}`)).toBeVisible();
  const preview = page.getByTestId('record-photo-preview');
  const src = await preview.getAttribute('src');
  assert.match(String(src), /^\/objects\/[0-9a-f-]{36}$/);
  assert.equal((await fetch(`${baseUrl}${src}`)).status, 200, `${src} is not served`);
  const altText = page.getByRole('group', { name: 'Photo' }).getByRole('textbox', { name: /^Alt \(English\)/ });
  await expect(altText).toHaveValue(alt);
});
