import { describe, expect, it } from 'vitest';
import { AUTO_ENHANCE_DELAY_MS, autoEnhance, meanBrightness } from './auto-enhance.js';

/** Object mother: an RGBA buffer of `count` pixels of one colour. */
const pixels = (count: number, [r, g, b, a]: readonly [number, number, number, number]) => {
  const buffer = new Uint8ClampedArray(count * 4);
  for (let i = 0; i < buffer.length; i += 4) buffer.set([r, g, b, a], i);
  return buffer;
};

describe('mean brightness (docs/product.md §4)', () => {
  it('is the mean of (R+G+B)/3 over pixels', () => {
    expect(meanBrightness(pixels(3, [30, 60, 90, 255]))).toBe(60);
    expect(meanBrightness(new Uint8ClampedArray([0, 0, 0, 255, 255, 255, 255, 255]))).toBe(127.5);
  });

  it('ignores alpha', () => {
    expect(meanBrightness(pixels(2, [90, 90, 90, 0]))).toBe(90);
    expect(meanBrightness(pixels(2, [90, 90, 90, 255]))).toBe(90);
  });

  it('reads plain byte arrays too', () => {
    expect(meanBrightness(new Uint8Array([255, 0, 0, 255, 0, 0, 255, 255]))).toBe(85);
  });

  it('is 0 for black and 255 for white', () => {
    expect(meanBrightness(pixels(4, [0, 0, 0, 255]))).toBe(0);
    expect(meanBrightness(pixels(4, [255, 255, 255, 255]))).toBe(255);
  });

  it('counts every pixel, the last one too', () => {
    const buffer = pixels(4, [0, 0, 0, 255]);
    buffer.set([255, 255, 255], 12);
    expect(meanBrightness(buffer)).toBe(63.75);
  });

  it('refuses a buffer that is not whole RGBA pixels', () => {
    expect(() => meanBrightness(new Uint8ClampedArray(0))).toThrow(RangeError);
    expect(() => meanBrightness(new Uint8ClampedArray(6))).toThrow('4 bytes per pixel, got 6');
  });
});

describe('auto enhance (docs/product.md §4)', () => {
  const neutral = { brightness: 100, contrast: 100 };

  it.each([
    [0, { brightness: 125, contrast: 115 }],
    [79.99, { brightness: 125, contrast: 115 }],
    [80, neutral],
    [120, neutral],
    [180, neutral],
    [180.01, { brightness: 85, contrast: 110 }],
    [255, { brightness: 85, contrast: 110 }],
  ])('at mean %d gives %j', (mean, expected) => {
    expect(autoEnhance(neutral, mean)).toEqual(expected);
  });

  it('caps a dark photo at brightness 150 and contrast 125', () => {
    expect(autoEnhance({ brightness: 130, contrast: 115 }, 40)).toEqual({ brightness: 150, contrast: 125 });
    expect(autoEnhance({ brightness: 125, contrast: 110 }, 40)).toEqual({ brightness: 150, contrast: 125 });
  });

  it('floors a bright photo at brightness 75 and caps contrast at 115', () => {
    expect(autoEnhance({ brightness: 85, contrast: 110 }, 220)).toEqual({ brightness: 75, contrast: 115 });
    expect(autoEnhance({ brightness: 90, contrast: 105 }, 220)).toEqual({ brightness: 75, contrast: 115 });
  });

  it('leaves the adjustments alone between the thresholds', () => {
    const current = { brightness: 140, contrast: 60 };
    expect(autoEnhance(current, 100)).toBe(current);
  });

  it('waits 500 ms after the image loads', () => {
    expect(AUTO_ENHANCE_DELAY_MS).toBe(500);
  });
});
