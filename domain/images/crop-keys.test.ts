import { describe, expect, it } from 'vitest';
import { CROP_KEYBOARD_STEP, CROPPER_KEYBOARD_STEP, cropKeyAction } from './crop-keys.js';

describe('the crop dialog\'s keys (docs/decisions/046)', () => {
  it('zoom in with + (or =, the same key without Shift) and out with − (or -)', () => {
    expect(cropKeyAction('+')).toEqual({ kind: 'zoom', direction: 1 });
    expect(cropKeyAction('=')).toEqual({ kind: 'zoom', direction: 1 });
    expect(cropKeyAction('-')).toEqual({ kind: 'zoom', direction: -1 });
    expect(cropKeyAction('−')).toEqual({ kind: 'zoom', direction: -1 });
    expect(cropKeyAction('_')).toEqual({ kind: 'zoom', direction: -1 });
  });

  it('leave other keys (the arrows move the crop area by the keyboard step, Tab moves on, Escape cancels) alone', () => {
    expect(cropKeyAction('ArrowLeft')).toBeUndefined();
    expect(cropKeyAction('Escape')).toBeUndefined();
    expect(CROP_KEYBOARD_STEP).toBe(10);
  });
});

describe('arrow keys move the crop frame in their direction (issue 23)', () => {
  it('hands the cropper, which pans the photo, the opposite of the frame step', () => {
    expect(CROPPER_KEYBOARD_STEP).toBe(-CROP_KEYBOARD_STEP);
    expect(CROP_KEYBOARD_STEP).toBeGreaterThan(0);
  });
});
