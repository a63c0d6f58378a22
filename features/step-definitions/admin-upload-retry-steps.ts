import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { retryAfterMsOf, type TransferFailure } from '../../domain/admin/upload-retries.js';
import type { UploadWidget } from '../support/portal.js';
import { capabilityOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

function widget(world: PortalWorld): UploadWidget {
  return capabilityOf(world, world.portal.operator.uploadWidget, 'the upload widget on its own');
}

function failureNamed(name: string): TransferFailure {
  return name === 'a network error' ? { step: 'send' } : { step: 'send', status: Number(name) };
}

When(/^the transfer of a photo fails with (a network error|\d{3}) (\d+) times$/, function (this: PortalWorld, failure: string, times: string) {
  widget(this).failTransfer(failureNamed(failure), Number(times));
});

When('the transfer of a photo fails with {int} and {string} {int} times', function (this: PortalWorld, status: number, header: string, times: number) {
  const retryAfterMs = retryAfterMsOf(header.replace(/^Retry-After:\s*/i, ''), new Date());
  widget(this).failTransfer({ step: 'send', status, retryAfterMs }, times);
});

Then(/^it is tried again after ([\d, and]+) ms$/, function (this: PortalWorld, delays: string) {
  const expected = delays.split(/, | and /).map(Number);
  const retried = widget(this).moves().filter((move) => move.kind === 'retry');
  assert.deepEqual(
    retried.map((move) => move.delayMs),
    expected,
  );
});

When('the operator uploads a photo while the server answers it {int} with {string} {int} times', async function (this: PortalWorld, status: number, header: string, times: number) {
  assert.equal(status, 429, 'The rate limit this step plays is a 429');
  const { operator } = this.portal;
  this.rateLimitedUpload = await capabilityOf(this, operator.uploadThroughRateLimit, 'an upload through a rate limit').call(operator, times, header.replace(/^Retry-After:\s*/i, ''));
});

Then('the photo reached the server {int} times, each at least {int} ms after the one before', function (this: PortalWorld, tries: number, gapMs: number) {
  const sentAt = this.rateLimitedUpload?.sentAt ?? [];
  assert.equal(sentAt.length, tries, `tries at ${sentAt.join(', ')} ms`);
  const gaps = sentAt.slice(1).map((time, index) => time - sentAt[index]!);
  assert.ok(gaps.every((gap) => gap >= gapMs), `gaps between tries: ${gaps.join(', ')} ms`);
});

Then('the tour has the photo saved', function (this: PortalWorld) {
  assert.equal(this.rateLimitedUpload?.saved, true);
});

Then('then it is given up', function (this: PortalWorld) {
  assert.deepEqual(widget(this).moves().at(-1), { kind: 'give-up' });
});

Then('it is given up at once', function (this: PortalWorld) {
  assert.deepEqual(widget(this).moves(), [{ kind: 'give-up' }]);
});

Given('the operator has signed in to upload photos', async function (this: PortalWorld) {
  await widget(this).signIn();
});

When('an upload call is answered 401', function (this: PortalWorld) {
  widget(this).answerUnauthorized();
});

Then('the page locks with {string} and {string}', function (this: PortalWorld, title: string, description: string) {
  assert.ok(widget(this).locked(), 'the page is still unlocked');
  assert.deepEqual(widget(this).toastsShown(), [{ title, description, variant: 'destructive' }]);
});

Then('a second 401 says nothing more', function (this: PortalWorld) {
  widget(this).answerUnauthorized();
  assert.equal(widget(this).toastsShown().length, 1);
});

When('the operator uploads {int} photos in batch mode', function (this: PortalWorld, count: number) {
  const files = Array.from({ length: count }, (_, index) => `photo-${index + 1}`);
  widget(this).startBatch(files);
});

When('the third photo is saved, then the first, and the second fails at {string}', function (this: PortalWorld, step: 'save') {
  const run = widget(this).batch();
  for (const file of ['photo-3', 'photo-1']) run.saved(file, { tourId: run.tourOf(file)!, imageURL: `/objects/${file}` });
  run.failed('photo-2', step);
});

Then('the tours got these photos:', function (this: PortalWorld, table: DataTable) {
  const expected = table.hashes().map((row) => ({ tourId: Number(row.tour), imageURL: `/objects/${row.photo}` }));
  const updated = [...widget(this).batch().updated].sort((a, b) => a.tourId - b.tourId);
  assert.deepEqual(updated, expected);
});

Then('tour {int} is reported as failed at step {string}', function (this: PortalWorld, tourId: number, step: string) {
  assert.deepEqual(widget(this).batch().failures, [{ tourId, step }]);
});

Then('the batch ends with {string} and {string}', function (this: PortalWorld, title: string, description: string) {
  assert.deepEqual(widget(this).batch().toast, { title, description, variant: 'default' });
});
