import { describe, expect, it } from 'vitest';
import { cardFrameOf, fitInside, PREVIEW_DEBOUNCE_MS, presetForCards, sourceScaleOf } from './crop-preview.js';

describe('the crop preview (docs/decisions/060)', () => {
  it('redraws at most 100 ms after a change', () => {
    expect(PREVIEW_DEBOUNCE_MS).toBeGreaterThan(0);
    expect(PREVIEW_DEBOUNCE_MS).toBeLessThanOrEqual(100);
  });

  it('fits a wide crop to the width of its box', () => {
    expect(fitInside({ width: 2400, height: 1350 }, { width: 320, height: 240 })).toEqual({ width: 320, height: 180 });
  });

  it('fits a tall crop to the height of its box', () => {
    expect(fitInside({ width: 1000, height: 2000 }, { width: 320, height: 240 })).toEqual({ width: 120, height: 240 });
  });

  it('fits a crop with the box aspect exactly', () => {
    expect(fitInside({ width: 1600, height: 1200 }, { width: 320, height: 240 })).toEqual({ width: 320, height: 240 });
  });

  it('never gives an empty size', () => {
    expect(fitInside({ width: 5000, height: 1 }, { width: 100, height: 100 })).toEqual({ width: 100, height: 1 });
  });
});

describe('the card frame: what a 16:10 public card shows of the exported photo (object-fit cover, centred)', () => {
  const card = { width: 800, height: 500 };

  it('shows all of a 16:10 photo', () => {
    expect(cardFrameOf({ width: 1600, height: 1000 }, card)).toEqual({ x: 0, y: 0, width: 1600, height: 1000 });
  });

  it('trims the sides of a wider photo, keeping its centre', () => {
    expect(cardFrameOf({ width: 1920, height: 1080 }, card)).toEqual({ x: 96, y: 0, width: 1728, height: 1080 });
  });

  it('trims the top and bottom of a square photo, keeping its centre', () => {
    expect(cardFrameOf({ width: 1000, height: 1000 }, card)).toEqual({ x: 0, y: 188, width: 1000, height: 625 });
  });
});

describe('the aspect preset that matches the public cards', () => {
  it('is the preset of the same ratio when there is one', () => {
    expect(presetForCards({ width: 1000, height: 1000 })).toEqual({ preset: '1:1', exact: true });
  });

  it('is otherwise the closest fixed ratio: 16:9 for cards of 1.75 : 1, and the cards\' own 16:10 exactly', () => {
    expect(presetForCards({ width: 700, height: 400 })).toEqual({ preset: '16:9', exact: false });
    expect(presetForCards({ width: 800, height: 500 })).toEqual({ preset: '16:10', exact: true });
  });

  it('is 4:3 for cards closer to 4:3', () => {
    expect(presetForCards({ width: 700, height: 500 })).toEqual({ preset: '4:3', exact: false });
  });
});

describe('the scale of a shrunk copy', () => {
  it('is the copy width over the photo width', () => {
    expect(sourceScaleOf(1280, 2400)).toBeCloseTo(0.5333, 4);
  });

  it('refuses a photo of no width (a closed bitmap reads 0 wide): the preview would otherwise draw the top-left corner', () => {
    expect(() => sourceScaleOf(1280, 0)).toThrow('The photo has no width');
  });
});
