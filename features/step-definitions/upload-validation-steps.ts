import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { checkUploads, type CandidateFile, type UploadCheck, type UploadMode } from '../../domain/admin/upload-validation.js';
import type { PortalWorld } from '../support/world.js';

const photo = (name: string): CandidateFile => ({ name, type: 'image/jpeg', size: 2_000_000, lastModified: 0 });

Given(/^the operator has already picked "(.*)" in (single|batch) mode$/, function (this: PortalWorld, name: string, mode: UploadMode) {
  const current = this.uploadChecks;
  current.earlier = [...current.earlier, ...checkUploads([photo(name)], mode, current.earlier).accepted];
});

Given(/^the operator has already picked (\d+) photos in (single|batch) mode$/, function (this: PortalWorld, count: string, mode: UploadMode) {
  const files = Array.from({ length: Number(count) }, (_, index) => photo(`earlier-${index + 1}.jpg`));
  this.uploadChecks.earlier = checkUploads(files, mode).accepted;
});

Given('the batch upload has started', function (this: PortalWorld) {
  this.uploadChecks.uploading = true;
});

When(/^the operator picks these files in (single|batch) mode:$/, function (this: PortalWorld, mode: UploadMode, table: DataTable) {
  const files = table.hashes().map((row) => ({ name: row.name!, type: row.type!, size: Number(row.size), lastModified: 0 }));
  this.uploadChecks.check = checkUploads(files, mode, this.uploadChecks.earlier, { uploading: this.uploadChecks.uploading });
});

When(/^the operator picks (\d+) photos in (single|batch) mode$/, function (this: PortalWorld, count: string, mode: UploadMode) {
  const files = Array.from({ length: Number(count) }, (_, index) => photo(`photo-${index + 1}.jpg`));
  this.uploadChecks.check = checkUploads(files, mode, this.uploadChecks.earlier, { uploading: this.uploadChecks.uploading });
});

Then('the file {string} is accepted', function (this: PortalWorld, name: string) {
  const { check } = this.uploadChecks;
  assert.ok(check.accepted.some((file) => file.name === name), `refused: ${JSON.stringify(check.refused)}`);
});

Then('the file {string} is refused with {string}', function (this: PortalWorld, name: string, reason: string) {
  assert.deepEqual(this.uploadChecks.check.refused.filter((refusal) => refusal.file.name === name).map((refusal) => refusal.reason), [reason]);
});

Then('{int} photos are accepted', function (this: PortalWorld, count: number) {
  assert.equal(this.uploadChecks.check.accepted.length, count);
});

Then('{int} photos are refused with {string}', function (this: PortalWorld, count: number, reason: string) {
  const { refused } = this.uploadChecks.check;
  assert.equal(refused.length, count);
  assert.ok(refused.every((refusal) => refusal.reason === reason));
});
