import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import {
  ASPECT_PRESETS,
  aspectRatioOf,
  atLeastMinimumSize,
  canApplyCrop,
  DEFAULT_CROP_SETTINGS,
  resetAdjustments,
  resetFraming,
  rotated,
  showsQuality,
  withAspect,
  withFormat,
  withSlider,
  type AspectPreset,
  type CropArea,
  type CropSettings,
  type Slider,
} from '../../domain/images/crop-settings.js';
import type { OutputFormat } from '../../domain/images/output-file-name.js';
import { listFrom, scenarioSlot } from '../support/rule-state.js';

const state = scenarioSlot(() => ({ settings: DEFAULT_CROP_SETTINGS as CropSettings, area: undefined as CropArea | undefined }));
const shown = (value: CropSettings[keyof CropSettings]) => (value === true ? 'on' : value === false ? 'off' : String(value));

When('the operator opens the crop dialog', function () {
  state(this).settings = DEFAULT_CROP_SETTINGS;
});

Then('the crop settings read:', function (table: DataTable) {
  const { settings } = state(this);
  const actual = {
    aspect: settings.aspect,
    scale: shown(settings.scale),
    rotation: shown(settings.rotation),
    brightness: shown(settings.brightness),
    contrast: shown(settings.contrast),
    saturation: shown(settings.saturation),
    'auto enhance': shown(settings.autoEnhance),
    quality: shown(settings.quality),
    format: settings.format,
  };
  assert.deepEqual(actual, Object.fromEntries(table.rows()));
});

When(/^the operator sets the (scale|brightness|contrast|saturation|quality) slider to (-?[\d.]+)$/, function (slider: string, value: string) {
  state(this).settings = withSlider(state(this).settings, slider as Slider, Number(value));
});

Then(/^the (scale|brightness|contrast|saturation|quality) slider shows ([\d.]+)$/, function (slider: string, value: string) {
  assert.equal(state(this).settings[slider as Slider], Number(value));
});

Then('the aspect presets read {string}', function (presets: string) {
  assert.deepEqual(ASPECT_PRESETS.map((preset) => preset.label), listFrom(presets));
});

When('the operator chooses the aspect preset {string}', function (preset: string) {
  state(this).settings = withAspect(state(this).settings, preset as AspectPreset);
});

Then(/^the crop area keeps the ratio (.+)$/, function (ratio: string) {
  const actual = aspectRatioOf(state(this).settings.aspect);
  if (ratio === 'of any shape') assert.equal(actual, undefined);
  else assert.equal(actual?.toFixed(4), Number(ratio).toFixed(4));
});

Given('the photo has been turned to {int}°', function (degrees: number) {
  state(this).settings = { ...state(this).settings, rotation: degrees };
});

When(/^the operator rotates (left|right)$/, function (direction: 'left' | 'right') {
  state(this).settings = rotated(state(this).settings, direction);
});

Then('the photo is turned to {int}°', function (degrees: number) {
  assert.equal(state(this).settings.rotation, degrees);
});

Given('the operator has zoomed to 2, turned the photo right and set brightness to 150', function () {
  const current = state(this);
  current.settings = withSlider(rotated(withSlider(current.settings, 'scale', 2), 'right'), 'brightness', 150);
});

When('the operator presses {string}', function (button: string) {
  const current = state(this);
  if (button === 'Reset') current.settings = resetFraming(current.settings);
  else if (button === 'Reset Adjustments') current.settings = resetAdjustments(current.settings);
  else throw new Error(`No button "${button}" in the crop dialog`);
});

Then('the scale is 1, the rotation 0° and the brightness 150', function () {
  const { settings } = state(this);
  assert.deepEqual([settings.scale, settings.rotation, settings.brightness], [1, 0, 150]);
});

Then('the brightness, contrast and saturation are back to 100', function () {
  const { settings } = state(this);
  assert.deepEqual([settings.brightness, settings.contrast, settings.saturation], [100, 100, 100]);
});

Then('the scale is 2 and the rotation 90°', function () {
  const { settings } = state(this);
  assert.deepEqual([settings.scale, settings.rotation], [2, 90]);
});

When('the operator chooses the output format {string}', function (format: string) {
  state(this).settings = withFormat(state(this).settings, format as OutputFormat);
});

Then(/^the quality slider is (shown|hidden)$/, function (visibility: string) {
  assert.equal(showsQuality(state(this).settings), visibility === 'shown');
});

When('the cropper reports an area of {int} by {int}', function (width: number, height: number) {
  state(this).area = { x: 0, y: 0, width, height };
});

Then(/^"Apply Crop" is (enabled|disabled)$/, function (status: string) {
  assert.equal(canApplyCrop(state(this).area), status === 'enabled');
});

Then('the crop applied is {int} by {int}', function (width: number, height: number) {
  const area = atLeastMinimumSize(state(this).area!);
  assert.deepEqual([area.width, area.height], [width, height]);
});
