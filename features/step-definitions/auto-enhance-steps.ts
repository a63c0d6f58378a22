import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { AUTO_ENHANCE_DELAY_MS } from '../../domain/images/auto-enhance.js';
import type { AutoEnhanceDialog } from '../support/portal.js';
import { capabilityOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

const PIXELS = 64;

function photo(pixel: (index: number) => readonly [number, number, number, number]): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(PIXELS * 4);
  for (let index = 0; index < PIXELS; index += 1) rgba.set(pixel(index), index * 4);
  return rgba;
}

function dialog(world: PortalWorld): AutoEnhanceDialog {
  return capabilityOf(world, world.portal.operator.autoEnhance, "auto enhance on a photo's pixels");
}

Given('a photo whose every pixel is red {int}, green {int}, blue {int}', function (this: PortalWorld, r: number, g: number, b: number) {
  dialog(this).open(photo(() => [r, g, b, 255]));
});

Given('a photo whose every pixel is red {int}, green {int}, blue {int} and fully transparent', function (this: PortalWorld, r: number, g: number, b: number) {
  dialog(this).open(photo(() => [r, g, b, 0]));
});

Given('a photo that is half black and half white', function (this: PortalWorld) {
  dialog(this).open(photo((index) => (index % 2 === 0 ? [0, 0, 0, 255] : [255, 255, 255, 255])));
});

Given('the sliders are set to brightness {int} and contrast {int}', function (this: PortalWorld, brightness: number, contrast: number) {
  dialog(this).setSliders({ brightness, contrast });
});

When('the photo is auto-enhanced', function (this: PortalWorld) {
  dialog(this).enhance();
});

Then("the photo's mean brightness is {float}", function (this: PortalWorld, mean: number) {
  assert.equal(dialog(this).measuredBrightness(), mean);
});

Then('the sliders now stand at brightness {int} and contrast {int}', function (this: PortalWorld, brightness: number, contrast: number) {
  assert.deepEqual(dialog(this).sliders(), { brightness, contrast });
});

Then('auto enhance waits {int} ms after the photo loads', function (this: PortalWorld, ms: number) {
  assert.equal(AUTO_ENHANCE_DELAY_MS, ms);
});
