import { describe, expect, it } from 'vitest';
import { parsePrice } from './price.js';

describe('price parsing for tracking (docs/product.md §5)', () => {
  it.each([
    ['$65', 65],
    ['$4,200', 4200],
    ['$1,234,567.50', 1234567.5],
    ['95', 95],
    ['$95.99', 95.99],
    ['$,1,2', 12],
    ['', 0],
    ['Free', 0],
    ['$', 0],
  ])('%j → %d', (text, value) => {
    expect(parsePrice(text)).toBe(value);
  });
});
