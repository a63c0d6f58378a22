import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { InMemoryAdminApi } from '../../adapters/memory/in-memory-admin-api.js';
import { AdminSession } from '../../domain/admin/admin-session.js';
import type { Toast } from '../../domain/notifications/toast.js';
import { scenarioSlot } from '../support/rule-state.js';

interface AdminState {
  api?: InMemoryAdminApi;
  session?: AdminSession;
  toast?: Toast;
  endedToken?: string;
}

const state = scenarioSlot<AdminState>(() => ({}));
const session = (world: object) => state(world).session!;

Given('the admin password is {string}', function (password: string) {
  state(this).api = new InMemoryAdminApi(password);
});

Given('the operator opens the admin page', function () {
  state(this).session = new AdminSession(state(this).api!);
});

When('the operator types {string} in the password field', function (typed: string) {
  session(this).typePassword(typed);
});

When('the operator types only spaces in the password field', function () {
  session(this).typePassword('   \t ');
});

When('the operator signs in with {string}', async function (password: string) {
  session(this).typePassword(password);
  state(this).toast = await session(this).submit();
});

Given('the operator has signed in with {string}', async function (password: string) {
  session(this).typePassword(password);
  await session(this).submit();
  assert.equal(session(this).snapshot.access, 'unlocked');
});

When('the operator logs out', async function () {
  state(this).endedToken = session(this).token;
  await session(this).logout();
});

Then(/^the admin page is (locked|unlocked)$/, function (access: string) {
  assert.equal(session(this).snapshot.access, access);
});

Then(/^"Access Admin Panel" is (enabled|disabled)$/, function (status: string) {
  assert.equal(session(this).snapshot.canSubmit, status === 'enabled');
});

Then('the password field is empty', function () {
  assert.equal(session(this).snapshot.password, '');
});

Then('the operator sees the toast {string} with {string}', function (title: string, description: string) {
  assert.deepEqual(state(this).toast, { title, description, variant: 'default' });
});

Then('the operator sees the warning toast {string} with {string}', function (title: string, description: string) {
  assert.deepEqual(state(this).toast, { title, description, variant: 'destructive' });
});

Then("the operator's session is over", function () {
  const { api, endedToken } = state(this);
  assert.ok(endedToken);
  assert.equal(api!.isOpen(endedToken), false);
  assert.equal(session(this).token, undefined);
});
