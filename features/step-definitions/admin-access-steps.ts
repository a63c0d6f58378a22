import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { AdminGateView } from '../support/portal.js';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';
import { capabilityOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

/* features/admin-access.feature: the operator at the /admin gate, at whichever level the scenario runs. */

function gate(world: PortalWorld): AdminGateView {
  if (!world.adminGate) throw new Error('The operator must open the admin page first');
  return world.adminGate;
}

/** The upload link the scenario asked for, and the means to use it at this level. */
function uploadLink(world: PortalWorld): { link: string; gate: Required<Pick<AdminGateView, 'sendPhotoTo' | 'keepsPhotoOf'>> } {
  const { sendPhotoTo, keepsPhotoOf } = gate(world);
  if (!world.uploadLink) throw new Error('The operator must ask for an upload link first');
  return { link: world.uploadLink, gate: capabilityOf(world, sendPhotoTo && keepsPhotoOf && { sendPhotoTo, keepsPhotoOf }, 'upload links to ask for and send to') };
}

Given("the operator's password is {string}", function (this: PortalWorld, password: string) {
  // Every level's server (and the @domain level's admin API) is set up with the one test password.
  assert.equal(password, TEST_ADMIN_PASSWORD);
});

Given('the operator opens the admin page', async function (this: PortalWorld) {
  this.adminGate = await capabilityOf(this, this.portal.operator.openAdminPage, 'an admin page')();
});

When('the operator types {string} in the password field', async function (this: PortalWorld, typed: string) {
  await gate(this).typePassword(typed);
});

When('the operator types only spaces in the password field', async function (this: PortalWorld) {
  await gate(this).typePassword('   \t ');
});

When('the operator signs in with {string}', async function (this: PortalWorld, password: string) {
  this.lastToast = await gate(this).signIn(password);
});

Given('the operator has signed in with {string}', async function (this: PortalWorld, password: string) {
  await gate(this).signIn(password);
  assert.equal((await gate(this).state()).access, 'unlocked');
  assert.equal(await gate(this).lastSessionIsOpen(), true);
});

When('the operator logs out', async function (this: PortalWorld) {
  await gate(this).logout();
});

Then(/^the admin page is (locked|unlocked)$/, async function (this: PortalWorld, access: string) {
  assert.equal((await gate(this).state()).access, access);
});

Then(/^"Access Admin Panel" is (enabled|disabled)$/, async function (this: PortalWorld, status: string) {
  assert.equal((await gate(this).state()).canSubmit, status === 'enabled');
});

Then('the password field is empty', async function (this: PortalWorld) {
  assert.equal((await gate(this).state()).password, '');
});

Then('the operator sees the toast {string} with {string}', function (this: PortalWorld, title: string, description: string) {
  assert.deepEqual(this.lastToast, { title, description, variant: 'default' });
});

Then('the operator sees the warning toast {string} with {string}', function (this: PortalWorld, title: string, description: string) {
  assert.deepEqual(this.lastToast, { title, description, variant: 'destructive' });
});

Then("the operator's session is open", async function (this: PortalWorld) {
  assert.equal(await gate(this).lastSessionIsOpen(), true);
});

Then("the operator's session is over", async function (this: PortalWorld) {
  assert.equal(await gate(this).lastSessionIsOpen(), false);
});

Given('the operator has asked for an upload link', async function (this: PortalWorld) {
  this.uploadLink = await capabilityOf(this, gate(this).askForUploadLink, 'upload links to ask for and send to')();
});

When('a photo is sent to that upload link', async function (this: PortalWorld) {
  const { link, gate: links } = uploadLink(this);
  this.uploadLinkOutcome = await links.sendPhotoTo(link);
});

Then('the upload is refused as forbidden with {string}', function (this: PortalWorld, message: string) {
  assert.deepEqual(this.uploadLinkOutcome, { kind: 'refused', status: 403, message });
});

Then('no photo is kept under that upload link', async function (this: PortalWorld) {
  const { link, gate: links } = uploadLink(this);
  assert.equal(await links.keepsPhotoOf(link), false);
});

Then('the photo is kept under that upload link', async function (this: PortalWorld) {
  const { link, gate: links } = uploadLink(this);
  assert.deepEqual(this.uploadLinkOutcome, { kind: 'kept' });
  assert.equal(await links.keepsPhotoOf(link), true);
});
