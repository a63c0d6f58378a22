import { describe, expect, it } from 'vitest';
import { categoryCounts } from './category-counts.js';
import { ESSENTIALS_CATEGORIES } from './essentials-product.js';
import { GIFT_CATEGORIES } from './gift-product.js';

describe('category counts of the shopping pages (docs/product.md §2 /gift-store, §3)', () => {
  const gifts = [
    { id: 'a', category: 'Coffee' },
    { id: 'b', category: 'Food' },
    { id: 'c', category: 'Coffee' },
    { id: 'd', category: 'Souvenirs' },
    { id: 'e', category: 'Coffee' },
  ];

  it("starts with 'All' counting every product, then each category in the given order", () => {
    expect(categoryCounts(gifts, ['Coffee', 'Food', 'Apparel', 'Souvenirs'])).toEqual([
      { category: 'All', count: 5 },
      { category: 'Coffee', count: 3 },
      { category: 'Food', count: 1 },
      { category: 'Apparel', count: 0 },
      { category: 'Souvenirs', count: 1 },
    ]);
  });

  it('follows the order of the categories, not the order of the products', () => {
    expect(categoryCounts(gifts, ['Souvenirs', 'Coffee']).map((entry) => entry.category)).toEqual(['All', 'Souvenirs', 'Coffee']);
  });

  it("counts 0 for a category without products, and 'All' is 0 without products", () => {
    expect(categoryCounts([], ['Coffee'])).toEqual([
      { category: 'All', count: 0 },
      { category: 'Coffee', count: 0 },
    ]);
  });

  it("gives only 'All' when there are no categories; products of an unlisted category still count in 'All'", () => {
    expect(categoryCounts(gifts, [])).toEqual([{ category: 'All', count: 5 }]);
  });
});

describe('the category lists (docs/product.md §3)', () => {
  it('essentials: the eight product categories, in order ("All" is the chip, not a category)', () => {
    expect(ESSENTIALS_CATEGORIES).toEqual([
      'Hydration',
      'Clothing',
      'Sun Protection',
      'Backpacks',
      'Weather Protection',
      'Footwear',
      'Electronics',
      'Bug Protection',
    ]);
  });

  it('gifts: Coffee, Food, Apparel, Souvenirs', () => {
    expect(GIFT_CATEGORIES).toEqual(['Coffee', 'Food', 'Apparel', 'Souvenirs']);
  });
});
