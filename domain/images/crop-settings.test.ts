import { describe, expect, it } from 'vitest';
import {
  ASPECT_PRESETS,
  aspectRatioOf,
  canApplyCrop,
  clampToSlider,
  DEFAULT_CROP_SETTINGS,
  MIN_CROP_SIZE,
  resetAdjustments,
  resetFraming,
  rotated,
  showsQuality,
  SLIDER_BOUNDS,
  withAspect,
  withAutoEnhance,
  withFormat,
  withSlider,
} from './crop-settings.js';

describe('crop defaults (docs/product.md §4)', () => {
  it('are 16:9, scale 1, rotation 0, adjustments 100, auto enhance on, quality 85, WebP', () => {
    expect(DEFAULT_CROP_SETTINGS).toEqual({
      aspect: '16:9',
      scale: 1,
      rotation: 0,
      brightness: 100,
      contrast: 100,
      saturation: 100,
      autoEnhance: true,
      quality: 85,
      format: 'webp',
    });
  });
});

describe('slider bounds and steps (docs/product.md §5)', () => {
  it('are the figures of docs/product.md', () => {
    expect(SLIDER_BOUNDS).toEqual({
      scale: { min: 0.5, max: 3, step: 0.1 },
      brightness: { min: 25, max: 200, step: 5 },
      contrast: { min: 25, max: 200, step: 5 },
      saturation: { min: 0, max: 200, step: 5 },
      quality: { min: 60, max: 100, step: 5 },
    });
    expect(MIN_CROP_SIZE).toBe(100);
  });

  it.each([
    ['scale', 0.4, 0.5],
    ['scale', 0.5, 0.5],
    ['scale', 1.23, 1.2],
    ['scale', 1.26, 1.3],
    ['scale', 3, 3],
    ['scale', 3.1, 3],
    ['brightness', 20, 25],
    ['brightness', 25, 25],
    ['brightness', 112, 110],
    ['brightness', 113, 115],
    ['brightness', 200, 200],
    ['brightness', 205, 200],
    ['contrast', 0, 25],
    ['contrast', 250, 200],
    ['saturation', -5, 0],
    ['saturation', 0, 0],
    ['saturation', 201, 200],
    ['quality', 55, 60],
    ['quality', 60, 60],
    ['quality', 87, 85],
    ['quality', 100, 100],
    ['quality', 101, 100],
  ] as const)('%s %d becomes %d', (slider, value, expected) => {
    expect(clampToSlider(slider, value)).toBe(expected);
  });

  it('leaves no floating-point crumbs on steps of 0.1', () => {
    for (let tenths = 5; tenths <= 30; tenths += 1) expect(clampToSlider('scale', tenths * 0.1)).toBe(tenths / 10);
  });

  it('treats a value that is not a number as the minimum', () => {
    expect(clampToSlider('brightness', Number.NaN)).toBe(25);
  });

  it('sets one slider and keeps the rest', () => {
    expect(withSlider(DEFAULT_CROP_SETTINGS, 'brightness', 250)).toEqual({ ...DEFAULT_CROP_SETTINGS, brightness: 200 });
    expect(withSlider(DEFAULT_CROP_SETTINGS, 'quality', 90)).toEqual({ ...DEFAULT_CROP_SETTINGS, quality: 90 });
  });
});

describe('aspect presets (docs/product.md §2, §9)', () => {
  it('are 16:10, 16:9, 4:3, 1:1 and Free, in that order', () => {
    expect(ASPECT_PRESETS.map((preset) => preset.label)).toEqual(['16:10', '16:9', '4:3', '1:1', 'Free']);
    expect(aspectRatioOf('16:10')).toBe(1.6);
  });

  it('give the cropper a ratio, or none for Free', () => {
    expect(aspectRatioOf('16:9')).toBe(16 / 9);
    expect(aspectRatioOf('4:3')).toBe(4 / 3);
    expect(aspectRatioOf('1:1')).toBe(1);
    expect(aspectRatioOf('Free')).toBeUndefined();
  });

  it('are chosen one at a time', () => {
    expect(withAspect(DEFAULT_CROP_SETTINGS, 'Free')).toEqual({ ...DEFAULT_CROP_SETTINGS, aspect: 'Free' });
  });
});

describe('rotation (docs/product.md §2)', () => {
  it('turns by 90 degrees either way and wraps at 360', () => {
    expect(rotated(DEFAULT_CROP_SETTINGS, 'right').rotation).toBe(90);
    expect(rotated(DEFAULT_CROP_SETTINGS, 'left').rotation).toBe(270);
    expect(rotated({ ...DEFAULT_CROP_SETTINGS, rotation: 270 }, 'right').rotation).toBe(0);
    expect(rotated({ ...DEFAULT_CROP_SETTINGS, rotation: 90 }, 'left').rotation).toBe(0);
    expect(rotated({ ...DEFAULT_CROP_SETTINGS, rotation: 180 }, 'left').rotation).toBe(90);
  });

  it('comes back to the start after four turns', () => {
    let settings = DEFAULT_CROP_SETTINGS;
    for (let turn = 0; turn < 4; turn += 1) settings = rotated(settings, 'right');
    expect(settings.rotation).toBe(0);
  });
});

describe('resets (docs/product.md §2)', () => {
  const changed = { ...DEFAULT_CROP_SETTINGS, scale: 2, rotation: 180, brightness: 150, contrast: 50, saturation: 0, quality: 70, format: 'jpeg' as const, aspect: '1:1' as const };

  it('Reset puts scale and rotation back and keeps the adjustments', () => {
    expect(resetFraming(changed)).toEqual({ ...changed, scale: 1, rotation: 0 });
  });

  it('Reset Adjustments puts brightness, contrast and saturation back to 100 and keeps the framing', () => {
    expect(resetAdjustments(changed)).toEqual({ ...changed, brightness: 100, contrast: 100, saturation: 100 });
  });
});

describe('format, quality and auto enhance', () => {
  it('shows the quality slider only when the format is not Original', () => {
    expect(showsQuality({ format: 'webp' })).toBe(true);
    expect(showsQuality({ format: 'jpeg' })).toBe(true);
    expect(showsQuality({ format: 'original' })).toBe(false);
  });

  it('switches format and auto enhance', () => {
    expect(withFormat(DEFAULT_CROP_SETTINGS, 'original').format).toBe('original');
    expect(withAutoEnhance(DEFAULT_CROP_SETTINGS, false).autoEnhance).toBe(false);
  });
});

describe('crop area (docs/product.md §2, §5)', () => {
  it("allows 'Apply Crop' only once a crop area exists", () => {
    expect(canApplyCrop(undefined)).toBe(false);
    expect(canApplyCrop({ x: 0, y: 0, width: 100, height: 100 })).toBe(true);
  });
});
