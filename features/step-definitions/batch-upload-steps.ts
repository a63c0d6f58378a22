import { Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { batchCardNote } from '../../domain/admin/batch-assignment.js';
import { ADMIN_TOUR_IDS } from '../support/catalogue.js';
import type { BatchUploadView } from '../support/portal.js';
import { capabilityOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

const photoNames = (from: number, count: number) => Array.from({ length: count }, (_, index) => `photo-${from + index}.jpg`);

function batchUpload(world: PortalWorld, photos: readonly string[], whileUploading?: readonly string[]): Promise<BatchUploadView> {
  const { operator } = world.portal;
  return capabilityOf(world, operator.batchUpload, 'batch upload').call(operator, photos, whileUploading);
}

function batchOf(world: PortalWorld): BatchUploadView {
  const { batch } = world;
  if (!batch) throw new Error('No batch upload yet: start with "When the operator batch-uploads …"');
  return batch;
}

When('the operator batch-uploads {int} photos', async function (this: PortalWorld, count: number) {
  this.batch = await batchUpload(this, photoNames(1, count));
});

When('the operator batch-uploads {int} photos and picks {int} more while they upload', async function (this: PortalWorld, count: number, more: number) {
  this.batch = await batchUpload(this, photoNames(1, count), photoNames(count + 1, more));
});

Then('the eleventh photo is refused with {string}', function (this: PortalWorld, reason: string) {
  assert.deepEqual(batchOf(this).refusals, [reason]);
});

Then('the tours get these photos:', async function (this: PortalWorld, table: DataTable) {
  const photos = await batchOf(this).photosByTour();
  for (const row of table.hashes()) assert.equal(photos.get(Number(row.tour)), row.photo, `tour ${row.tour}`);
});

Then('tours {int} to {int} keep their photos', async function (this: PortalWorld, from: number, to: number) {
  const photos = await batchOf(this).photosByTour();
  for (let tour = from; tour <= to; tour += 1) assert.equal(photos.has(tour), false, `tour ${tour} was given ${photos.get(tour)}`);
});

Then('the first {int} tours get a new photo, each its own in list order', async function (this: PortalWorld, count: number) {
  const photos = await batchOf(this).photosByTour();
  const expected = ADMIN_TOUR_IDS.slice(0, count).map((tour, index) => [tour, `photo-${index + 1}.jpg`]);
  assert.deepEqual([...photos].sort(([a], [b]) => a - b), expected);
});

Then('the card at position {int} reads {string}', function (this: PortalWorld, position: number, note: string) {
  assert.equal(batchCardNote(position), note);
});
