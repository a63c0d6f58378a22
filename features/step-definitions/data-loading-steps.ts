import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { InMemoryScheduler } from '../../adapters/memory/in-memory-scheduler.js';
import { readQueryResponse, type QueryResponse } from '../../adapters/http/read-query-response.js';
import { queryUrlFor } from '../../domain/data-loading/data-loading.js';
import { ToastQueue } from '../../domain/notifications/toast-queue.js';
import { scenarioSlot } from '../support/rule-state.js';

const state = scenarioSlot(() => {
  const scheduler = new InMemoryScheduler();
  return { scheduler, toasts: new ToastQueue(scheduler), result: undefined as { data: unknown } | { error: Error } | undefined };
});

const answer = (status: number, statusText: string, body: string): QueryResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText,
  text: async () => body,
  json: async () => JSON.parse(body) as unknown,
});

Then(/^the query (\[.*\]) loads "(.*)"$/, function (key: string, address: string) {
  assert.equal(queryUrlFor(JSON.parse(key) as unknown[]), address);
});

When(
  /^the server answers (\d+) "(.*)" with the body "(.*)"( to a load that returns empty on 401)?$/,
  async function (status: string, statusText: string, body: string, returnsEmpty: string | undefined) {
    const mode = returnsEmpty ? 'return-empty' : 'throw';
    state(this).result = await readQueryResponse(answer(Number(status), statusText, body), mode).then(
      (data) => ({ data }),
      (error: Error) => ({ error }),
    );
  },
);

Then('the load fails with {string}', function (message: string) {
  const result = state(this).result!;
  assert.ok('error' in result, 'the load succeeded');
  assert.equal(result.error.message, message);
});

Then('the load gives no data and no error', function () {
  assert.deepEqual(state(this).result, { data: null });
});

When('the toast {string} appears', function (title: string) {
  state(this).toasts.show({ title, variant: 'default' });
});

When('the operator dismisses it', function () {
  state(this).toasts.dismiss(state(this).toasts.toasts[0]!.id);
});

Then('the only toast shown is {string}', function (title: string) {
  assert.deepEqual(state(this).toasts.toasts.map((toast) => [toast.title, toast.open]), [[title, true]]);
});

Then('the toast {string} is closing', function (title: string) {
  assert.deepEqual(state(this).toasts.toasts.map((toast) => [toast.title, toast.open]), [[title, false]]);
});

Then('after {int} ms the toast is still there', function (ms: number) {
  state(this).scheduler.advance(ms);
  assert.equal(state(this).toasts.toasts.length, 1);
});

Then('after {int} more ms no toast is left', function (ms: number) {
  state(this).scheduler.advance(ms);
  assert.deepEqual(state(this).toasts.toasts, []);
});
