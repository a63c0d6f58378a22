import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { outputFileName, type OutputFormat } from '../../domain/images/output-file-name.js';
import { scenarioSlot } from '../support/rule-state.js';

const FORMATS: Record<string, OutputFormat> = { WebP: 'webp', JPEG: 'jpeg', Original: 'original' };
const state = scenarioSlot(() => ({ uploaded: '' }));

When(/^the operator exports "(.*)" as (WebP|JPEG|Original)$/, function (original: string, format: string) {
  state(this).uploaded = outputFileName(original, FORMATS[format]!);
});

Then('the uploaded file is named {string}', function (name: string) {
  assert.equal(state(this).uploaded, name);
});
