import { describe, expect, it } from 'vitest';
import { CROP_KEYBOARD_STEP, cropKeyAction } from './crop-keys.js';

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
