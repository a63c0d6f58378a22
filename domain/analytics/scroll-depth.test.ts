import { describe, expect, it } from 'vitest';
import { scrollPercent } from './scroll-depth.js';

describe('how far down a page the visitor has scrolled (docs/product.md §9 scroll depth)', () => {
  it('is the share of the scrollable height above the top of the window', () => {
    expect(scrollPercent({ top: 0, viewportHeight: 1000, documentHeight: 5000 })).toBe(0);
    expect(scrollPercent({ top: 1000, viewportHeight: 1000, documentHeight: 5000 })).toBe(25);
    expect(scrollPercent({ top: 3000, viewportHeight: 1000, documentHeight: 5000 })).toBe(75);
    expect(scrollPercent({ top: 4000, viewportHeight: 1000, documentHeight: 5000 })).toBe(100);
  });

  it('counts the last pixel as the end, since browsers round the scroll position', () => {
    expect(scrollPercent({ top: 3999, viewportHeight: 1000, documentHeight: 5000 })).toBe(100);
    expect(scrollPercent({ top: 3998, viewportHeight: 1000, documentHeight: 5000 })).toBeLessThan(100);
  });

  it('stays between 0 and 100 when the browser overscrolls', () => {
    expect(scrollPercent({ top: -40, viewportHeight: 1000, documentHeight: 5000 })).toBe(0);
    expect(scrollPercent({ top: 4200, viewportHeight: 1000, documentHeight: 5000 })).toBe(100);
  });

  it('is nothing on a page that fits the window: there was no scrolling', () => {
    expect(scrollPercent({ top: 0, viewportHeight: 900, documentHeight: 900 })).toBeUndefined();
    expect(scrollPercent({ top: 0, viewportHeight: 900, documentHeight: 600 })).toBeUndefined();
    expect(scrollPercent({ top: 0, viewportHeight: 0, documentHeight: 0 })).toBeUndefined();
  });

  it('does not count a page one pixel taller than the window as read to the end before any scrolling', () => {
    expect(scrollPercent({ top: 0, viewportHeight: 900, documentHeight: 901 })).toBe(0);
    expect(scrollPercent({ top: 1, viewportHeight: 900, documentHeight: 901 })).toBe(100);
  });

  it('is nothing for sizes that are not numbers', () => {
    expect(scrollPercent({ top: 10, viewportHeight: Number.NaN, documentHeight: 5000 })).toBeUndefined();
    expect(scrollPercent({ top: Number.NaN, viewportHeight: 1000, documentHeight: 5000 })).toBeUndefined();
  });
});
