import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { AUTO_ENHANCE_DELAY_MS, autoEnhance, meanBrightness, type ToneAdjustments } from '../../domain/images/auto-enhance.js';
import { scenarioSlot } from '../support/rule-state.js';

const PIXELS = 64;
const state = scenarioSlot(() => ({
  rgba: new Uint8ClampedArray(0) as Uint8ClampedArray,
  sliders: { brightness: 100, contrast: 100 } as ToneAdjustments,
  mean: Number.NaN,
}));

function photo(pixel: (index: number) => readonly [number, number, number, number]): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(PIXELS * 4);
  for (let index = 0; index < PIXELS; index += 1) rgba.set(pixel(index), index * 4);
  return rgba;
}

Given('a photo whose every pixel is red {int}, green {int}, blue {int}', function (r: number, g: number, b: number) {
  state(this).rgba = photo(() => [r, g, b, 255]);
});

Given('a photo whose every pixel is red {int}, green {int}, blue {int} and fully transparent', function (r: number, g: number, b: number) {
  state(this).rgba = photo(() => [r, g, b, 0]);
});

Given('a photo that is half black and half white', function () {
  state(this).rgba = photo((index) => (index % 2 === 0 ? [0, 0, 0, 255] : [255, 255, 255, 255]));
});

Given('the sliders are set to brightness {int} and contrast {int}', function (brightness: number, contrast: number) {
  state(this).sliders = { brightness, contrast };
});

When('the photo is auto-enhanced', function () {
  const current = state(this);
  current.mean = meanBrightness(current.rgba);
  current.sliders = autoEnhance(current.sliders, current.mean);
});

Then("the photo's mean brightness is {float}", function (mean: number) {
  assert.equal(state(this).mean, mean);
});

Then('the sliders now stand at brightness {int} and contrast {int}', function (brightness: number, contrast: number) {
  assert.deepEqual(state(this).sliders, { brightness, contrast });
});

Then('auto enhance waits {int} ms after the photo loads', function (ms: number) {
  assert.equal(AUTO_ENHANCE_DELAY_MS, ms);
});
