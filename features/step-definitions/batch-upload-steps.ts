import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { assignBatch, batchCardNote, type BatchPlan } from '../../domain/admin/batch-assignment.js';
import { ADMIN_TOUR_IDS } from '../support/catalogue.js';
import { scenarioSlot } from '../support/rule-state.js';

const state = scenarioSlot(() => ({ tours: [] as number[], plan: { assignments: [], unassigned: [] } as BatchPlan<string, number> }));

Given('the admin page lists its 11 tours', function () {
  state(this).tours = ADMIN_TOUR_IDS;
  assert.equal(state(this).tours.length, 11);
});

When('the operator batch-uploads {int} photos', function (count: number) {
  const photos = Array.from({ length: count }, (_, index) => `photo-${index + 1}.jpg`);
  state(this).plan = assignBatch(photos, state(this).tours);
});

Then('the tours get these photos:', function (table: DataTable) {
  const expected = table.hashes().map((row) => ({ tour: Number(row.tour), file: row.photo! }));
  assert.deepEqual(state(this).plan.assignments, expected);
});

Then('tours {int} to {int} keep their photos', function (from: number, to: number) {
  const updated = new Set(state(this).plan.assignments.map((assignment) => assignment.tour));
  for (let tour = from; tour <= to; tour += 1) assert.equal(updated.has(tour), false, `tour ${tour} was updated`);
});

Then('the first {int} tours get a new photo', function (count: number) {
  assert.deepEqual(state(this).plan.assignments.map((assignment) => assignment.tour), state(this).tours.slice(0, count));
});

Then('{int} photos are left over', function (count: number) {
  assert.equal(state(this).plan.unassigned.length, count);
});

Then('the card at position {int} reads {string}', function (position: number, note: string) {
  assert.equal(batchCardNote(position), note);
});
