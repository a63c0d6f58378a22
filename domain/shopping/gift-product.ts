/** docs/product.md §2 /gift-store, §3 "Gift product": the gift categories, in button order (after 'All'). */
export const GIFT_CATEGORIES = ['Coffee', 'Food', 'Apparel', 'Souvenirs'] as const;

export type GiftCategory = (typeof GIFT_CATEGORIES)[number];

/** docs/product.md §3 "Gift product": a list of 4 highlights, of which the card shows the first 3 (§9). */
export type GiftHighlights = readonly [string, string, string, string];

/** docs/product.md §3 "Gift product": one of the 12 products of /gift-store. */
export interface GiftProduct {
  /** A slug, e.g. 'salsa-lizano'. */
  readonly id: string;
  readonly title: string;
  /** A coffee's maker, shown over its title as on /featured-coffee (docs/decisions/144). */
  readonly brand?: string;
  readonly description: string;
  readonly category: GiftCategory;
  /** Text with $, e.g. '$21.99'. */
  readonly price: string;
  /** Text with $, shown struck through. */
  readonly originalPrice?: string;
  readonly rating: number;
  readonly reviewCount: number;
  /** A designed illustration, never a hot-linked product photo (docs/product.md "departs" 3). */
  readonly imageUrl: string;
  /** The retail affiliate link (docs/product.md §7), carrying the shared partner tag. */
  readonly retailUrl: string;
  /** A short badge such as 'Best Seller'. */
  readonly badge?: string;
  readonly highlights: GiftHighlights;
}
