import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { DataLoading } from '../support/portal.js';
import { capabilityOf, visitorOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

function loading(world: PortalWorld): DataLoading {
  return capabilityOf(world, visitorOf(world).dataLoading, "the pages' data loader on its own");
}

Then(/^the query (\[.*\]) loads "(.*)"$/, function (this: PortalWorld, key: string, address: string) {
  assert.equal(loading(this).addressOf(JSON.parse(key) as unknown[]), address);
});

When(
  /^the server answers (\d+) "(.*)" with the body "(.*)"( to a load that returns empty on 401)?$/,
  async function (this: PortalWorld, status: string, statusText: string, body: string, returnsEmpty: string | undefined) {
    await loading(this).load({ status: Number(status), statusText, body }, returnsEmpty ? 'return-empty' : 'throw');
  },
);

Then('the load fails with {string}', function (this: PortalWorld, message: string) {
  const result = loading(this).lastLoad();
  assert.ok(result && 'error' in result, 'the load succeeded');
  assert.equal(result.error.message, message);
});

Then('the load gives no data and no error', function (this: PortalWorld) {
  assert.deepEqual(loading(this).lastLoad(), { data: null });
});

When('the toast {string} appears', function (this: PortalWorld, title: string) {
  loading(this).showToast(title);
});

When('the operator dismisses it', function (this: PortalWorld) {
  loading(this).dismissFirstToast();
});

Then('the only toast shown is {string}', function (this: PortalWorld, title: string) {
  assert.deepEqual(loading(this).toasts(), [{ title, open: true }]);
});

Then('the toast {string} is closing', function (this: PortalWorld, title: string) {
  assert.deepEqual(loading(this).toasts(), [{ title, open: false }]);
});

Then('after {int} ms the toast is still there', function (this: PortalWorld, ms: number) {
  loading(this).wait(ms);
  assert.equal(loading(this).toasts().length, 1);
});

Then('after {int} more ms no toast is left', function (this: PortalWorld, ms: number) {
  loading(this).wait(ms);
  assert.deepEqual(loading(this).toasts(), []);
});
