import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { checkUploads, type CandidateFile, type UploadCheck, type UploadMode } from '../../domain/admin/upload-validation.js';
import { scenarioSlot } from '../support/rule-state.js';

const state = scenarioSlot(() => ({ earlier: [] as CandidateFile[], uploading: false, check: { accepted: [], refused: [] } as UploadCheck<CandidateFile> }));
const photo = (name: string): CandidateFile => ({ name, type: 'image/jpeg', size: 2_000_000, lastModified: 0 });

Given(/^the operator has already picked "(.*)" in (single|batch) mode$/, function (name: string, mode: UploadMode) {
  const current = state(this);
  current.earlier = [...current.earlier, ...checkUploads([photo(name)], mode, current.earlier).accepted];
});

Given(/^the operator has already picked (\d+) photos in (single|batch) mode$/, function (count: string, mode: UploadMode) {
  const files = Array.from({ length: Number(count) }, (_, index) => photo(`earlier-${index + 1}.jpg`));
  state(this).earlier = checkUploads(files, mode).accepted;
});

Given('the batch upload has started', function () {
  state(this).uploading = true;
});

When(/^the operator picks these files in (single|batch) mode:$/, function (mode: UploadMode, table: DataTable) {
  const files = table.hashes().map((row) => ({ name: row.name!, type: row.type!, size: Number(row.size), lastModified: 0 }));
  state(this).check = checkUploads(files, mode, state(this).earlier, { uploading: state(this).uploading });
});

When(/^the operator picks (\d+) photos in (single|batch) mode$/, function (count: string, mode: UploadMode) {
  const files = Array.from({ length: Number(count) }, (_, index) => photo(`photo-${index + 1}.jpg`));
  state(this).check = checkUploads(files, mode, state(this).earlier, { uploading: state(this).uploading });
});

Then('the file {string} is accepted', function (name: string) {
  const { check } = state(this);
  assert.ok(check.accepted.some((file) => file.name === name), `refused: ${JSON.stringify(check.refused)}`);
});

Then('the file {string} is refused with {string}', function (name: string, reason: string) {
  assert.deepEqual(state(this).check.refused.filter((refusal) => refusal.file.name === name).map((refusal) => refusal.reason), [reason]);
});

Then('{int} photos are accepted', function (count: number) {
  assert.equal(state(this).check.accepted.length, count);
});

Then('{int} photos are refused with {string}', function (count: number, reason: string) {
  const { refused } = state(this).check;
  assert.equal(refused.length, count);
  assert.ok(refused.every((refusal) => refusal.reason === reason));
});
