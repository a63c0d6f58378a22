import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { InMemoryAdminApi } from '../../adapters/memory/in-memory-admin-api.js';
import { AdminSession } from '../../domain/admin/admin-session.js';
import { TourPhotoUploadRun } from '../../domain/admin/tour-photo-upload-run.js';
import { retryAfterMsOf, UploadRetries, type NextMove, type TransferFailure } from '../../domain/admin/upload-retries.js';
import type { Toast } from '../../domain/notifications/toast.js';
import { ADMIN_TOUR_IDS } from '../support/catalogue.js';
import type { PortalWorld } from '../support/world.js';

const PASSWORD = 'pura-vida-2026';


function failureNamed(name: string): TransferFailure {
  return name === 'a network error' ? { step: 'send' } : { step: 'send', status: Number(name) };
}

When(/^the transfer of a photo fails with (a network error|\d{3}) (\d+) times$/, function (this: PortalWorld, failure: string, times: string) {
  const retries = new UploadRetries();
  this.uploadRetries.moves = Array.from({ length: Number(times) }, () => retries.next('photo', failureNamed(failure)));
});

When('the transfer of a photo fails with {int} and {string} {int} times', function (this: PortalWorld, status: number, header: string, times: number) {
  const retries = new UploadRetries();
  const retryAfterMs = retryAfterMsOf(header.replace(/^Retry-After:\s*/i, ''), new Date());
  this.uploadRetries.moves = Array.from({ length: times }, () => retries.next('photo', { step: 'send', status, retryAfterMs }));
});

Then(/^it is tried again after ([\d, and]+) ms$/, function (this: PortalWorld, delays: string) {
  const expected = delays.split(/, | and /).map(Number);
  const retried = this.uploadRetries.moves.filter((move) => move.kind === 'retry');
  assert.deepEqual(
    retried.map((move) => move.delayMs),
    expected,
  );
});

When('the operator uploads a photo while the server answers it {int} with {string} {int} times', async function (this: PortalWorld, status: number, header: string, times: number) {
  assert.equal(status, 429, 'The rate limit this step plays is a 429');
  const { uploadThroughRateLimit } = this.portal.operator;
  if (!uploadThroughRateLimit) throw new Error(`The @${this.level} level has no upload widget: tag the scenario @domain or @ui`);
  this.uploadRetries.rateLimited = await uploadThroughRateLimit.call(this.portal.operator, times, header.replace(/^Retry-After:\s*/i, ''));
});

Then('the photo reached the server {int} times, each at least {int} ms after the one before', function (this: PortalWorld, tries: number, gapMs: number) {
  const sentAt = this.uploadRetries.rateLimited?.sentAt ?? [];
  assert.equal(sentAt.length, tries, `tries at ${sentAt.join(', ')} ms`);
  const gaps = sentAt.slice(1).map((time, index) => time - sentAt[index]!);
  assert.ok(gaps.every((gap) => gap >= gapMs), `gaps between tries: ${gaps.join(', ')} ms`);
});

Then('the tour has the photo saved', function (this: PortalWorld) {
  assert.equal(this.uploadRetries.rateLimited?.saved, true);
});

Then('then it is given up', function (this: PortalWorld) {
  assert.deepEqual(this.uploadRetries.moves.at(-1), { kind: 'give-up' });
});

Then('it is given up at once', function (this: PortalWorld) {
  assert.deepEqual(this.uploadRetries.moves, [{ kind: 'give-up' }]);
});

Given('the operator has signed in to upload photos', async function (this: PortalWorld) {
  const session = new AdminSession(new InMemoryAdminApi(PASSWORD));
  session.typePassword(PASSWORD);
  await session.submit();
  this.uploadRetries.session = session;
});

When('an upload call is answered 401', function (this: PortalWorld) {
  const move = new UploadRetries().next('photo', { step: 'upload-url', status: 401 });
  assert.deepEqual(move, { kind: 'session-ended' });
  this.uploadRetries.toasts.push(this.uploadRetries.session!.sessionEnded());
});

Then('the page locks with {string} and {string}', function (this: PortalWorld, title: string, description: string) {
  const { session, toasts } = this.uploadRetries;
  assert.equal(session!.snapshot.access, 'locked');
  assert.equal(session!.token, undefined);
  assert.deepEqual(toasts[0], { title, description, variant: 'destructive' });
});

Then('a second 401 says nothing more', function (this: PortalWorld) {
  assert.equal(this.uploadRetries.session!.sessionEnded(), undefined);
});

When('the operator uploads {int} photos in batch mode', function (this: PortalWorld, count: number) {
  const files = Array.from({ length: count }, (_, index) => `photo-${index + 1}`);
  this.uploadRetries.run = TourPhotoUploadRun.batch(files, ADMIN_TOUR_IDS);
});

When('the third photo is saved, then the first, and the second fails at {string}', function (this: PortalWorld, step: 'save') {
  const run = this.uploadRetries.run!;
  for (const file of ['photo-3', 'photo-1']) run.saved(file, { tourId: run.tourOf(file)!, imageURL: `/objects/${file}` });
  run.failed('photo-2', step);
});

Then('the tours got these photos:', function (this: PortalWorld, table: DataTable) {
  const expected = table.hashes().map((row) => ({ tourId: Number(row.tour), imageURL: `/objects/${row.photo}` }));
  const updated = [...this.uploadRetries.run!.updated].sort((a, b) => a.tourId - b.tourId);
  assert.deepEqual(updated, expected);
});

Then('tour {int} is reported as failed at step {string}', function (this: PortalWorld, tourId: number, step: string) {
  assert.deepEqual(this.uploadRetries.run!.failures, [{ tourId, step }]);
});

Then('the batch ends with {string} and {string}', function (this: PortalWorld, title: string, description: string) {
  assert.deepEqual(this.uploadRetries.run!.toast, { title, description, variant: 'default' });
});
