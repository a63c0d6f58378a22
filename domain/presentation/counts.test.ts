import { describe, expect, it } from 'vitest';
import { formatCount } from './counts.js';

describe('review counts (docs/product.md §9)', () => {
  it.each([
    [0, '0'],
    [986, '986'],
    [1000, '1,000'],
    [2347, '2,347'],
    [1234567, '1,234,567'],
    [2347.6, '2,348'],
  ])('%d → %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });
});
