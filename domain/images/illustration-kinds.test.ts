import { describe, expect, it } from 'vitest';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_KINDS, ILLUSTRATION_WIDTH, illustrationUrl } from './illustration-kinds.js';

describe('the designed illustrations (docs/decisions/007)', () => {
  it('serves one local drawing per kind of subject, on a 16:10 canvas', () => {
    expect(ILLUSTRATION_KINDS).toEqual([
      'volcano', 'hot-springs', 'beach', 'surf', 'cloud-forest', 'rainforest', 'wildlife', 'birds', 'diving', 'ocean', 'fishing', 'zipline', 'waterfall', 'river',
      'food-culture', 'coffee', 'wellness', 'luxury', 'hotel', 'property', 'photography',
    ]);
    expect(illustrationUrl('photography')).toBe('/illustrations/photography.svg');
    expect([ILLUSTRATION_WIDTH, ILLUSTRATION_HEIGHT]).toEqual([800, 500]);
  });
});
