import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { InMemoryAdminApi } from '../../adapters/memory/in-memory-admin-api.js';
import { AdminSession } from '../../domain/admin/admin-session.js';
import { TourPhotoUploadRun } from '../../domain/admin/tour-photo-upload-run.js';
import { UploadRetries, type NextMove, type TransferFailure } from '../../domain/admin/upload-retries.js';
import type { Toast } from '../../domain/notifications/toast.js';
import { ADMIN_TOUR_IDS } from '../support/catalogue.js';
import { scenarioSlot } from '../support/rule-state.js';

const PASSWORD = 'pura-vida-2026';

const state = scenarioSlot(() => ({
  moves: [] as NextMove[],
  session: undefined as AdminSession | undefined,
  toasts: [] as (Toast | undefined)[],
  run: undefined as TourPhotoUploadRun | undefined,
}));

function failureNamed(name: string): TransferFailure {
  return name === 'a network error' ? { step: 'send' } : { step: 'send', status: Number(name) };
}

When(/^the transfer of a photo fails with (a network error|\d{3}) (\d+) times$/, function (failure: string, times: string) {
  const retries = new UploadRetries();
  state(this).moves = Array.from({ length: Number(times) }, () => retries.next('photo', failureNamed(failure)));
});

Then(/^it is tried again after ([\d, and]+) ms$/, function (delays: string) {
  const expected = delays.split(/, | and /).map(Number);
  const retried = state(this).moves.filter((move) => move.kind === 'retry');
  assert.deepEqual(
    retried.map((move) => move.delayMs),
    expected,
  );
});

Then('then it is given up', function () {
  assert.deepEqual(state(this).moves.at(-1), { kind: 'give-up' });
});

Then('it is given up at once', function () {
  assert.deepEqual(state(this).moves, [{ kind: 'give-up' }]);
});

Given('the operator has signed in to upload photos', async function () {
  const session = new AdminSession(new InMemoryAdminApi(PASSWORD));
  session.typePassword(PASSWORD);
  await session.submit();
  state(this).session = session;
});

When('an upload call is answered 401', function () {
  const move = new UploadRetries().next('photo', { step: 'upload-url', status: 401 });
  assert.deepEqual(move, { kind: 'session-ended' });
  state(this).toasts.push(state(this).session!.sessionEnded());
});

Then('the page locks with {string} and {string}', function (title: string, description: string) {
  const { session, toasts } = state(this);
  assert.equal(session!.snapshot.access, 'locked');
  assert.equal(session!.token, undefined);
  assert.deepEqual(toasts[0], { title, description, variant: 'destructive' });
});

Then('a second 401 says nothing more', function () {
  assert.equal(state(this).session!.sessionEnded(), undefined);
});

When('the operator uploads {int} photos in batch mode', function (count: number) {
  const files = Array.from({ length: count }, (_, index) => `photo-${index + 1}`);
  state(this).run = TourPhotoUploadRun.batch(files, ADMIN_TOUR_IDS);
});

When('the third photo is saved, then the first, and the second fails at {string}', function (step: 'save') {
  const run = state(this).run!;
  for (const file of ['photo-3', 'photo-1']) run.saved(file, { tourId: run.tourOf(file)!, imageURL: `/objects/${file}` });
  run.failed('photo-2', step);
});

Then('the tours got these photos:', function (table: DataTable) {
  const expected = table.hashes().map((row) => ({ tourId: Number(row.tour), imageURL: `/objects/${row.photo}` }));
  const updated = [...state(this).run!.updated].sort((a, b) => a.tourId - b.tourId);
  assert.deepEqual(updated, expected);
});

Then('tour {int} is reported as failed at step {string}', function (tourId: number, step: string) {
  assert.deepEqual(state(this).run!.failures, [{ tourId, step }]);
});

Then('the batch ends with {string} and {string}', function (title: string, description: string) {
  assert.deepEqual(state(this).run!.toast, { title, description, variant: 'default' });
});
