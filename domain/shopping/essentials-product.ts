/**
 * docs/product.md §3 "Essentials product": the product categories of /travel-essentials, in chip order.
 * The chip row starts with 'All' (ALL_CATEGORIES in domain/tours/tour-filters.ts), which is a chip, not a
 * category a product can have.
 */
export const ESSENTIALS_CATEGORIES = [
  'Hydration',
  'Clothing',
  'Sun Protection',
  'Backpacks',
  'Weather Protection',
  'Footwear',
  'Electronics',
  'Bug Protection',
] as const;

export type EssentialsCategory = (typeof ESSENTIALS_CATEGORIES)[number];

/** docs/product.md §3 "Essentials product": one of the 8 products of /travel-essentials. */
export interface EssentialsProduct {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Text with $, e.g. '$44.95' (docs/product.md §3). */
  readonly price: string;
  /** Text with $, shown struck through. */
  readonly originalPrice?: string;
  readonly rating: number;
  /** Shown with thousands separators (docs/product.md §9). */
  readonly reviewCount: number;
  /** A designed illustration, never a hot-linked product photo (docs/product.md "departs" 3). */
  readonly imageUrl: string;
  /** The retail affiliate link (docs/product.md §7), carrying the shared partner tag. */
  readonly retailUrl: string;
  readonly category: EssentialsCategory;
  /** Shown as a 'Prime' badge. */
  readonly prime: boolean;
  /** Shown as a 'Best Seller' badge. */
  readonly bestseller?: boolean;
  /** The retailer's own tag, e.g. "Amazon's Choice". */
  readonly choiceTag?: string;
}
