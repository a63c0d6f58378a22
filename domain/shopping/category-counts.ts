import { ALL_CATEGORIES } from '../tours/tour-filters.js';

export interface CategoryCount<C extends string = string> {
  readonly category: typeof ALL_CATEGORIES | C;
  readonly count: number;
}

/**
 * docs/product.md §2 /gift-store "category buttons with counts": 'All' with the number of every product, then
 * each given category, in the given order, with the number of its products (0 when it has none).
 */
export function categoryCounts<C extends string>(products: readonly { readonly category: string }[], categories: readonly C[]): CategoryCount<C>[] {
  return [
    { category: ALL_CATEGORIES, count: products.length },
    ...categories.map((category) => ({ category, count: products.filter((product) => product.category === category).length })),
  ];
}
