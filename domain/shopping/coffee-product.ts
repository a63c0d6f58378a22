import type { CoffeeBagCover } from '../presentation/coffee-bag-cover.js';

/** docs/product.md §3 "Coffee product": the roasts a coffee card can show (its badge colour: docs/product.md §9). */
export const COFFEE_ROASTS = ['Light', 'Light-Medium', 'Medium-Light', 'Medium', 'Medium-Dark', 'Dark'] as const;

export type CoffeeRoast = (typeof COFFEE_ROASTS)[number];

/** docs/product.md §3 "Coffee product": the growing regions a coffee card can name. */
export const COFFEE_ORIGINS = ['Central Valley', 'Tarrazú', 'West Valley'] as const;

export type CoffeeOrigin = (typeof COFFEE_ORIGINS)[number];

/**
 * docs/product.md §3 "Coffee product" (20 on the coffee page, docs/product.md §2): a bag of Costa Rican coffee
 * sold by the retail affiliate, linked out with the shared partner tag (docs/product.md §7).
 */
export interface CoffeeProduct {
  readonly id: string;
  readonly title: string;
  readonly brand: string;
  readonly description: string;
  /** Text with $ ('$17.95'). */
  readonly price: string;
  /** Text with $; shown struck through when present. */
  readonly originalPrice?: string;
  /** 1 to 5. */
  readonly rating: number;
  readonly reviewCount: number;
  /** The designed bag label its card shows (domain/presentation/coffee-bag-cover.ts): no drawing shows the bag itself. */
  readonly cover: CoffeeBagCover;
  /** The retail affiliate's link (docs/product.md §7 product or search form), with the partner tag. */
  readonly retailUrl: string;
  readonly roast: CoffeeRoast;
  readonly origin: CoffeeOrigin;
  /** Eligible for the retailer's fast-shipping membership. */
  readonly prime: boolean;
  readonly bestseller?: boolean;
  /** A short editorial tag ('Best for Espresso'). */
  readonly choiceTag?: string;
}
