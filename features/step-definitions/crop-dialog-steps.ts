import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { ASPECT_PRESETS, aspectRatioOf, canApplyCrop, showsQuality, type AspectPreset, type CropArea, type CropSettings, type Slider } from '../../domain/images/crop-settings.js';
import type { OutputFormat } from '../../domain/images/output-file-name.js';
import type { CropDialogView, CropSettingsPanel, PhotoSize, RefusedPhoto, ShownCropArea } from '../support/portal.js';
import { listFrom } from '../support/list-from.js';
import { capabilityOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

const shown = (value: CropSettings[keyof CropSettings]) => (value === true ? 'on' : value === false ? 'off' : String(value));

function panel(world: PortalWorld): CropSettingsPanel {
  return capabilityOf(world, world.portal.operator.cropSettings, 'the crop settings on their own');
}

When('the operator opens the crop dialog', function (this: PortalWorld) {
  panel(this).open();
});

Then('the crop settings read:', function (this: PortalWorld, table: DataTable) {
  const settings = panel(this).settings();
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

When(/^the operator sets the (scale|brightness|contrast|saturation|quality) slider to (-?[\d.]+)$/, function (this: PortalWorld, slider: string, value: string) {
  panel(this).setSlider(slider as Slider, Number(value));
});

Then(/^the (scale|brightness|contrast|saturation|quality) slider shows ([\d.]+)$/, function (this: PortalWorld, slider: string, value: string) {
  assert.equal(panel(this).settings()[slider as Slider], Number(value));
});

Then('the aspect presets read {string}', function (this: PortalWorld, presets: string) {
  assert.deepEqual(ASPECT_PRESETS.map((preset) => preset.label), listFrom(presets));
});

When('the operator chooses the aspect preset {string}', function (this: PortalWorld, preset: string) {
  panel(this).chooseAspect(preset as AspectPreset);
});

Then(/^the crop area keeps the ratio (.+)$/, function (this: PortalWorld, ratio: string) {
  const actual = aspectRatioOf(panel(this).settings().aspect);
  if (ratio === 'of any shape') assert.equal(actual, undefined);
  else assert.equal(actual?.toFixed(4), Number(ratio).toFixed(4));
});

Given('the photo has been turned to {int}°', function (this: PortalWorld, degrees: number) {
  panel(this).turnTo(degrees);
});

When(/^the operator rotates (left|right)$/, function (this: PortalWorld, direction: 'left' | 'right') {
  panel(this).rotate(direction);
});

Then('the photo is turned to {int}°', function (this: PortalWorld, degrees: number) {
  assert.equal(panel(this).settings().rotation, degrees);
});

Given('the operator has zoomed to 2, turned the photo right and set brightness to 150', function (this: PortalWorld) {
  panel(this).setSlider('scale', 2);
  panel(this).rotate('right');
  panel(this).setSlider('brightness', 150);
});

When('the operator presses {string}', function (this: PortalWorld, button: string) {
  if (button !== 'Reset' && button !== 'Reset Adjustments') throw new Error(`No button "${button}" in the crop dialog`);
  panel(this).press(button);
});

Then('the scale is 1, the rotation 0° and the brightness 150', function (this: PortalWorld) {
  const settings = panel(this).settings();
  assert.deepEqual([settings.scale, settings.rotation, settings.brightness], [1, 0, 150]);
});

Then('the brightness, contrast and saturation are back to 100', function (this: PortalWorld) {
  const settings = panel(this).settings();
  assert.deepEqual([settings.brightness, settings.contrast, settings.saturation], [100, 100, 100]);
});

Then('the scale is 2 and the rotation 90°', function (this: PortalWorld) {
  const settings = panel(this).settings();
  assert.deepEqual([settings.scale, settings.rotation], [2, 90]);
});

When('the operator chooses the output format {string}', function (this: PortalWorld, format: string) {
  panel(this).chooseFormat(format as OutputFormat);
});

Then(/^the quality slider is (shown|hidden)$/, function (this: PortalWorld, visibility: string) {
  assert.equal(showsQuality(panel(this).settings()), visibility === 'shown');
});

When('the cropper reports an area of {int} by {int}', function (this: PortalWorld, width: number, height: number) {
  panel(this).cropperReports({ x: 0, y: 0, width, height });
});

Then(/^"Apply Crop" is (enabled|disabled)$/, function (this: PortalWorld, status: string) {
  assert.equal(canApplyCrop(panel(this).croppedArea()), status === 'enabled');
});

/** "178 by 100 at 822, 164": an area in the photo's own pixels. */
function areaFrom(text: string): CropArea {
  const match = /^(\d+) by (\d+) at (\d+), (\d+)$/.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not an area such as "178 by 100 at 822, 164"`);
  const [width, height, x, y] = match.slice(1).map(Number) as [number, number, number, number];
  return { x, y, width, height };
}

When(/^the cropper reports a (16:9|4:3|1:1|Free) area of (.+) on a photo of (\d+) by (\d+)$/, function (this: PortalWorld, aspect: string, area: string, width: string, height: string) {
  panel(this).chooseAspect(aspect as AspectPreset);
  panel(this).cropperReports(areaFrom(area), { width: Number(width), height: Number(height) });
});

Then(/^the crop applied is (\d+ by \d+ at \d+, \d+)$/, function (this: PortalWorld, area: string) {
  assert.deepEqual(panel(this).croppedArea(), areaFrom(area));
});

// The operator's crop dialog, at every level it shows (features/support/portal.ts CropDialogView).

function dialogOf(world: PortalWorld): CropDialogView {
  const { picked } = world.cropDialog;
  if (!picked || 'refused' in picked) throw new Error('The crop dialog is not open');
  return picked;
}

/** The dialog's keys, which only a browser presses (@ui). */
const keyboardOf = <Press>(world: PortalWorld, press: Press | undefined) => capabilityOf(world, press, 'a keyboard on the crop dialog');

When(/^the operator (?:picks|has picked) a photo of (\d+) by (\d+) pixels to crop$/, async function (this: PortalWorld, width: string, height: string) {
  const photo = { width: Number(width), height: Number(height) };
  const { operator } = this.portal;
  Object.assign(this.cropDialog, { photo, picked: await capabilityOf(this, operator.pickPhotoToCrop, 'a crop dialog').call(operator, photo) });
});

Then('the photo is refused with {string}: {string}', function (this: PortalWorld, title: string, reason: string) {
  const { picked } = this.cropDialog;
  assert.ok(picked && 'refused' in picked, 'the crop dialog opened');
  assert.deepEqual(picked.refused, { title, description: reason, variant: 'destructive' });
});

Then('the crop dialog opens on it', async function (this: PortalWorld) {
  const area = await dialogOf(this).cropArea();
  assert.ok(area.width >= 100 && area.height >= 100);
});

When('the operator zooms the crop in as far as it goes', async function (this: PortalWorld) {
  await dialogOf(this).zoomInFully();
});

When('the operator moves the crop area to the bottom right corner', async function (this: PortalWorld) {
  await dialogOf(this).moveToBottomRight();
});

Then("the crop area is {int} by {int} pixels and ends at the photo's bottom right corner", async function (this: PortalWorld, width: number, height: number) {
  const area = await dialogOf(this).cropArea();
  const photo = this.cropDialog.photo!;
  assert.deepEqual([area.width, area.height, area.x + area.width, area.y + area.height], [width, height, photo.width, photo.height]);
});

When('the operator applies this crop', async function (this: PortalWorld) {
  this.cropDialog.photo = await dialogOf(this).apply();
});

Then("the tour's new photo is {int} by {int} pixels", function (this: PortalWorld, width: number, height: number) {
  assert.deepEqual(this.cropDialog.photo, { width, height });
});

When('the operator presses {string} {int} time(s) on the crop area', async function (this: PortalWorld, key: string, times: number) {
  this.cropDialog.before = await dialogOf(this).cropArea();
  await keyboardOf(this, dialogOf(this).pressOnCropArea)(key, times);
});

Then('the scale reads {float}', async function (this: PortalWorld, scale: number) {
  assert.equal(await dialogOf(this).scale(), scale);
});

Then('the crop frame has moved {word} over the photo', async function (this: PortalWorld, direction: string) {
  const after = await dialogOf(this).cropArea();
  const before = this.cropDialog.before!;
  const moved = { right: after.x > before.x, left: after.x < before.x, down: after.y > before.y, up: after.y < before.y }[direction];
  assert.ok(moved, `the crop area went from (${before.x}, ${before.y}) to (${after.x}, ${after.y}), not ${direction}`);
});

Then('Tab from the crop area reaches, in this order:', async function (this: PortalWorld, table: DataTable) {
  assert.deepEqual(await keyboardOf(this, dialogOf(this).tabOrder)(), table.raw().map(([name]) => name));
});

/* Issue 37 point 8 (docs/decisions/114): the dialog fits its window; only a browser lays it out (@ui). */

async function fitIn(world: PortalWorld, width: number, height: number) {
  return keyboardOf(world, dialogOf(world).fitIn)({ width, height });
}

Then('in a window of {int} by {int} every control of the dialog is on screen, none under another, without scrolling', async function (this: PortalWorld, width: number, height: number) {
  assert.deepEqual((await fitIn(this, width, height)).hiddenControls, []);
});

Then('in a window of {int} by {int} the crop frame and both previews are on screen together', async function (this: PortalWorld, width: number, height: number) {
  assert.equal((await fitIn(this, width, height)).frameAndPreviewsTogether, true);
});

Then('the Auto Enhance switch is at least {int} by {int} pixels', async function (this: PortalWorld, width: number, height: number) {
  const { autoEnhance } = await fitIn(this, 1280, 720);
  assert.ok(autoEnhance.width >= width && autoEnhance.height >= height, `the switch is ${autoEnhance.width} × ${autoEnhance.height}`);
});

When('the operator presses Escape', async function (this: PortalWorld) {
  this.cropDialog.photo = undefined;
  assert.equal(await keyboardOf(this, dialogOf(this).escape)(), true, 'the dialog stayed open or a tour got a new photo');
});

Then('the crop dialog closes and no tour has a new photo', function (this: PortalWorld) {
  // Checked by the Escape step itself, which waits for the dialog to close and reads the saved photos.
});
