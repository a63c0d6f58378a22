import { expect, it } from 'vitest';
import { ESSENTIALS_BENEFITS } from './essentials-benefits.js';

it("lists /travel-essentials' benefits strip in order (docs/product.md §2)", () => {
  expect(ESSENTIALS_BENEFITS).toEqual(['Free Prime Shipping', '30-Day Returns', 'Top-Rated Products']);
});
