import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { InMemoryScheduler } from '../../adapters/memory/in-memory-scheduler.js';
import { readQueryResponse, type QueryResponse } from '../../adapters/http/read-query-response.js';
import { queryUrlFor } from '../../domain/data-loading/data-loading.js';
import { ToastQueue } from '../../domain/notifications/toast-queue.js';
import type { PortalWorld } from '../support/world.js';


const answer = (status: number, statusText: string, body: string): QueryResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText,
  text: async () => body,
  json: async () => JSON.parse(body) as unknown,
});

Then(/^the query (\[.*\]) loads "(.*)"$/, function (this: PortalWorld, key: string, address: string) {
  assert.equal(queryUrlFor(JSON.parse(key) as unknown[]), address);
});

When(
  /^the server answers (\d+) "(.*)" with the body "(.*)"( to a load that returns empty on 401)?$/,
  async function (this: PortalWorld, status: string, statusText: string, body: string, returnsEmpty: string | undefined) {
    const mode = returnsEmpty ? 'return-empty' : 'throw';
    this.dataLoading.result = await readQueryResponse(answer(Number(status), statusText, body), mode).then(
      (data) => ({ data }),
      (error: Error) => ({ error }),
    );
  },
);

Then('the load fails with {string}', function (this: PortalWorld, message: string) {
  const result = this.dataLoading.result!;
  assert.ok('error' in result, 'the load succeeded');
  assert.equal(result.error.message, message);
});

Then('the load gives no data and no error', function (this: PortalWorld) {
  assert.deepEqual(this.dataLoading.result, { data: null });
});

When('the toast {string} appears', function (this: PortalWorld, title: string) {
  this.dataLoading.toasts.show({ title, variant: 'default' });
});

When('the operator dismisses it', function (this: PortalWorld) {
  this.dataLoading.toasts.dismiss(this.dataLoading.toasts.toasts[0]!.id);
});

Then('the only toast shown is {string}', function (this: PortalWorld, title: string) {
  assert.deepEqual(this.dataLoading.toasts.toasts.map((toast) => [toast.title, toast.open]), [[title, true]]);
});

Then('the toast {string} is closing', function (this: PortalWorld, title: string) {
  assert.deepEqual(this.dataLoading.toasts.toasts.map((toast) => [toast.title, toast.open]), [[title, false]]);
});

Then('after {int} ms the toast is still there', function (this: PortalWorld, ms: number) {
  this.dataLoading.scheduler.advance(ms);
  assert.equal(this.dataLoading.toasts.toasts.length, 1);
});

Then('after {int} more ms no toast is left', function (this: PortalWorld, ms: number) {
  this.dataLoading.scheduler.advance(ms);
  assert.deepEqual(this.dataLoading.toasts.toasts, []);
});
