import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { CandidateFile, UploadMode } from '../../domain/admin/upload-validation.js';
import { aPickedFile } from '../../test-support/photos.js';
import type { UploadWidget } from '../support/portal.js';
import { capabilityOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

const photo = (name: string): CandidateFile => aPickedFile({ name });
const photos = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => photo(`${prefix}-${index + 1}.jpg`));

function widget(world: PortalWorld): UploadWidget {
  return capabilityOf(world, world.portal.operator.uploadWidget, 'the upload widget on its own');
}

Given(/^the operator has already picked "(.*)" in (single|batch) mode$/, function (this: PortalWorld, name: string, mode: UploadMode) {
  widget(this).pick([photo(name)], mode);
});

Given(/^the operator has already picked (\d+) photos in (single|batch) mode$/, function (this: PortalWorld, count: string, mode: UploadMode) {
  widget(this).pick(photos(Number(count), 'earlier'), mode);
});

Given('the batch upload has started', function (this: PortalWorld) {
  widget(this).startUpload();
});

When(/^the operator picks these files in (single|batch) mode:$/, function (this: PortalWorld, mode: UploadMode, table: DataTable) {
  widget(this).pick(table.hashes().map((row) => aPickedFile({ name: row.name!, type: row.type!, size: Number(row.size) })), mode);
});

When(/^the operator picks (\d+) photos in (single|batch) mode$/, function (this: PortalWorld, count: string, mode: UploadMode) {
  widget(this).pick(photos(Number(count), 'photo'), mode);
});

Then('the file {string} is accepted', function (this: PortalWorld, name: string) {
  const check = widget(this).lastCheck();
  assert.ok(check.accepted.some((file) => file.name === name), `refused: ${JSON.stringify(check.refused)}`);
});

Then('the file {string} is refused with {string}', function (this: PortalWorld, name: string, reason: string) {
  assert.deepEqual(widget(this).lastCheck().refused.filter((refusal) => refusal.file.name === name).map((refusal) => refusal.reason), [reason]);
});

Then('{int} photos are accepted', function (this: PortalWorld, count: number) {
  assert.equal(widget(this).lastCheck().accepted.length, count);
});

Then('{int} photos are refused with {string}', function (this: PortalWorld, count: number, reason: string) {
  const { refused } = widget(this).lastCheck();
  assert.equal(refused.length, count);
  assert.ok(refused.every((refusal) => refusal.reason === reason));
});
