import { describe, expect, it } from 'vitest';
import { cropMinimum, cropRefusal, cropTooSmallToast, fitCropToMinimum } from './crop-minimum.js';

describe('the smallest crop of an aspect (docs/product.md §5: at least 100 by 100)', () => {
  it('keeps the aspect: the short side is 100, the long side follows, rounded up', () => {
    expect(cropMinimum('16:9')).toEqual({ width: 178, height: 100 });
    expect(cropMinimum('4:3')).toEqual({ width: 134, height: 100 });
    expect(cropMinimum('1:1')).toEqual({ width: 100, height: 100 });
    expect(cropMinimum('Free')).toEqual({ width: 100, height: 100 });
  });
});

describe('a crop under the minimum (docs/decisions/010, docs/decisions/046)', () => {
  const photo = { width: 1000, height: 563 };

  it('grows a 16:9 crop of 50 × 28 at the right edge to 178 × 100 and shifts it back inside the photo', () => {
    expect(fitCropToMinimum({ x: 950, y: 200, width: 50, height: 28 }, photo, '16:9')).toEqual({ x: 822, y: 164, width: 178, height: 100 });
  });

  it('grows around the middle of the chosen area when there is room', () => {
    expect(fitCropToMinimum({ x: 400, y: 200, width: 50, height: 28 }, photo, '16:9')).toEqual({ x: 336, y: 164, width: 178, height: 100 });
  });

  it('shifts it back at the top and left edges too', () => {
    expect(fitCropToMinimum({ x: 0, y: 0, width: 40, height: 30 }, photo, '4:3')).toEqual({ x: 0, y: 0, width: 134, height: 100 });
    expect(fitCropToMinimum({ x: 10, y: 540, width: 20, height: 20 }, photo, '1:1')).toEqual({ x: 0, y: 463, width: 100, height: 100 });
  });

  it('grows each side of a Free crop on its own, since Free keeps no aspect', () => {
    expect(fitCropToMinimum({ x: 990, y: 0, width: 40, height: 300 }, photo, 'Free')).toEqual({ x: 900, y: 0, width: 100, height: 300 });
  });

  it('grows a crop that is wide enough but too short, keeping the aspect (and a Free crop\'s width)', () => {
    expect(fitCropToMinimum({ x: 400, y: 200, width: 200, height: 50 }, photo, '16:9')).toEqual({ x: 411, y: 175, width: 178, height: 100 });
    expect(fitCropToMinimum({ x: 400, y: 200, width: 300, height: 40 }, photo, 'Free')).toEqual({ x: 400, y: 170, width: 300, height: 100 });
  });

  it('leaves a crop of exactly the minimum as the operator chose it', () => {
    const area = { x: 10, y: 20, width: 178, height: 100 };
    expect(fitCropToMinimum(area, photo, '16:9')).toBe(area);
  });

  it('leaves a crop that is already large enough exactly as the operator chose it', () => {
    const area = { x: 12, y: 8, width: 640, height: 360 };
    expect(fitCropToMinimum(area, photo, '16:9')).toBe(area);
  });

  it('never leaves a part of the minimum outside the photo', () => {
    const fitted = fitCropToMinimum({ x: 999, y: 562, width: 1, height: 1 }, photo, '16:9');
    expect(fitted.x + fitted.width).toBeLessThanOrEqual(photo.width);
    expect(fitted.y + fitted.height).toBeLessThanOrEqual(photo.height);
  });
});

describe('a photo too small for the crop (docs/decisions/046)', () => {
  it('is refused when it cannot hold the aspect\'s minimum in either dimension', () => {
    expect(cropRefusal({ width: 177, height: 500 }, '16:9')).toBe(
      'This photo is 177 × 500 pixels; a 16:9 crop needs at least 178 × 100 pixels. Please choose a larger photo.',
    );
    expect(cropRefusal({ width: 400, height: 99 }, '16:9')).toBe(
      'This photo is 400 × 99 pixels; a 16:9 crop needs at least 178 × 100 pixels. Please choose a larger photo.',
    );
    expect(cropRefusal({ width: 99, height: 99 }, 'Free')).toBe(
      'This photo is 99 × 99 pixels; a Free crop needs at least 100 × 100 pixels. Please choose a larger photo.',
    );
  });

  it('is taken when it holds the minimum exactly', () => {
    expect(cropRefusal({ width: 178, height: 100 }, '16:9')).toBeUndefined();
    expect(cropRefusal({ width: 100, height: 100 }, '1:1')).toBeUndefined();
  });

  it('is told in a destructive toast before the crop dialog opens', () => {
    expect(cropTooSmallToast('This photo is 99 × 99 pixels; …')).toEqual({
      title: 'Photo too small',
      description: 'This photo is 99 × 99 pixels; …',
      variant: 'destructive',
    });
  });
});
