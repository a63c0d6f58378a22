import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { assignBatch, movedInOrder } from '../../domain/admin/batch-assignment.js';
import { placesSentence } from '../../domain/tours/public-places.js';
import { ADMIN_TOURS, publicPlacesOfAdminTour } from '../support/site-content.js';
import type { PortalWorld } from '../support/world.js';

/** Each scenario's batch review and card, kept beside its world. */
const state = new WeakMap<PortalWorld, { sentence?: string; order?: string[] }>();
const of = (world: PortalWorld) => state.get(world) ?? state.set(world, {}).get(world)!;

When('the operator looks at the card of admin tour {int}', function (this: PortalWorld, tourId: number) {
  of(this).sentence = placesSentence(publicPlacesOfAdminTour(tourId));
});

Then('the card says {string}', function (this: PortalWorld, sentence: string) {
  assert.equal(of(this).sentence, sentence);
});

Given('the operator has picked {string}, {string} and {string} for a batch', function (this: PortalWorld, first: string, second: string, third: string) {
  of(this).order = [first, second, third];
});

When('the operator moves {string} up', function (this: PortalWorld, photo: string) {
  const order = of(this).order!;
  of(this).order = movedInOrder(order, order.indexOf(photo), -1);
});

When('the operator removes {string}', function (this: PortalWorld, photo: string) {
  of(this).order = of(this).order!.filter((name) => name !== photo);
});

Then('the review reads:', function (this: PortalWorld, table: DataTable) {
  const plan = assignBatch(of(this).order!, ADMIN_TOURS.map((tour) => tour.id));
  assert.deepEqual(
    plan.assignments.map(({ file, tour }) => ({ photo: file, tour: String(tour) })),
    table.hashes(),
  );
});
