import { describe, expect, it } from 'vitest';
import { exportSize, MAX_EXPORT_EDGE, sourceScaleFor } from './export-size.js';

describe('the exported photo\'s size (docs/product.md §2 admin page, docs/decisions/046)', () => {
  it('is at most 2400 pixels on its long edge', () => {
    expect(MAX_EXPORT_EDGE).toBe(2400);
  });

  it('keeps a crop within the limit at its own size', () => {
    expect(exportSize({ width: 1920, height: 1080 })).toEqual({ width: 1920, height: 1080 });
    expect(exportSize({ width: 2400, height: 1350 })).toEqual({ width: 2400, height: 1350 });
  });

  it('brings a larger crop down to 2400 on its long edge, keeping its shape', () => {
    // The 16:9 crop of a 12-megapixel (4000 × 3000) photo.
    expect(exportSize({ width: 4000, height: 2250 })).toEqual({ width: 2400, height: 1350 });
    expect(exportSize({ width: 3000, height: 4000 })).toEqual({ width: 1800, height: 2400 });
  });

  it('never rounds a side down to nothing', () => {
    expect(exportSize({ width: 48000, height: 10 })).toEqual({ width: 2400, height: 1 });
  });

  it('tells how much to shrink the decoded photo before drawing: only as much as the output needs', () => {
    expect(sourceScaleFor({ width: 4000, height: 2250 })).toBe(0.6);
    expect(sourceScaleFor({ width: 1200, height: 800 })).toBe(1);
  });
});
