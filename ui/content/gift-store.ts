import { siteConfig } from './site-config.js';

/**
 * The copy of /gift-store (docs/product.md §2 /gift-store); its 12 gifts are the catalogue's products of the gifts shop
 * (domain/presentation/shop-views.ts), linked to a retail search for each product's exact name (docs/product.md §7).
 */

export interface WhyShopPoint {
  readonly title: string;
  readonly text: string;
}

/** docs/product.md §2 /gift-store: the why-shop-with-us block, exactly three points. */
export const WHY_SHOP_POINTS: readonly [WhyShopPoint, WhyShopPoint, WhyShopPoint] = [
  {
    title: 'Authentic Costa Rican picks',
    text: 'Every pick is a Costa Rican brand, a traditional craft or a local classic: coffee, Salsa Lizano, chocolate, and crafts from Sarchí and Boruca.',
  },
  {
    title: 'A checkout you already trust',
    text: `You buy on ${siteConfig.retailerName}, with its own payment, delivery and returns. We never see your card or your address.`,
  },
  {
    title: 'Gifts for every budget',
    text: 'From a $10 chocolate bar to a hand-carved mask: something for the office, the family and yourself.',
  },
];
