import { describe, expect, it } from 'vitest';
import { roastColour } from './roast-badge.js';

describe('roast badge (docs/product.md §9)', () => {
  it.each([
    ['Light', 'amber'],
    ['Medium', 'orange'],
    ['Dark', 'dark-grey'],
    ['Light-Medium', 'grey'],
    ['Medium-Light', 'grey'],
    ['Medium-Dark', 'grey'],
    ['dark', 'grey'],
    ['', 'grey'],
  ])('%j is %s', (roast, colour) => {
    expect(roastColour(roast)).toBe(colour);
  });
});
