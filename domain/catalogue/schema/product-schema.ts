import { z } from 'zod';
import { COFFEE_ORIGINS, COFFEE_ROASTS } from '../../shopping/coffee-product.js';
import { ESSENTIALS_CATEGORIES } from '../../shopping/essentials-product.js';
import { GIFT_CATEGORIES } from '../../shopping/gift-product.js';
import { calendarDate, count, fields, flag, kindsError, localised, oneOf, position, problem, rating, slug, text, textList, usd } from './fields.js';

/*
 * The products collection (docs/product.md §3 "Coffee product", "Gift product", "Essentials product"): every product
 * the shopping pages link to on the retailer, one collection, its `shop` saying which page lists it and which fields
 * it has besides the shared ones. Its id is the slug its click-count link already carries (`product:{id}`).
 */

/** The shopping pages: /featured-coffee, /gift-store, /travel-essentials. */
export const PRODUCT_SHOPS = ['coffee', 'gifts', 'essentials'] as const;

export type ProductShop = (typeof PRODUCT_SHOPS)[number];

const productBasics = () => ({
  id: slug(),
  position: position().describe('Its place on its shop\'s page: 1 is first.'),
  title: localised(text()),
  description: localised(text()),
  price: usd().describe('US dollars, as read on the retailer on the day the shop\'s prices were checked.'),
  originalPrice: usd().optional().describe('Shown struck through; above price.'),
  rating: rating(),
  reviewCount: count(),
  priceCheckedOn: calendarDate().describe('The day its price, rating and review count were read on the retailer: the shop\'s "prices as of" note.'),
  /**
   * Two records with the same searchTerm are one product listed by two shops, and must agree on its facts
   * (parseCatalogueDocument, issue 37).
   */
  searchTerm: text().describe('What its retailer link searches for: the product\'s exact name (docs/product.md §7).'),
});

/** The facts a retail product shows wherever it is listed: one value each (issue 37, docs/decisions/110). */
export const PRODUCT_FACTS = ['price', 'originalPrice', 'rating', 'reviewCount', 'priceCheckedOn'] as const;

function checkOriginalPrice(product: { readonly price: number; readonly originalPrice?: number | undefined }, context: z.RefinementCtx): void {
  if (product.originalPrice !== undefined && !(product.originalPrice > product.price)) problem(context, ['originalPrice'], `must be above price (${product.price})`, product.originalPrice);
}

export const coffeeProductSchema = () =>
  fields({
    ...productBasics(),
    shop: z.literal('coffee'),
    brand: text(),
    roast: oneOf(COFFEE_ROASTS),
    origin: oneOf(COFFEE_ORIGINS),
    prime: flag().describe('Eligible for the retailer\'s fast-shipping membership.'),
    bestseller: flag().optional(),
    choiceTag: localised(text()).optional().describe('A short editorial tag (\'Best for Espresso\').'),
  }).superRefine(checkOriginalPrice);

export const giftProductSchema = () =>
  fields({
    ...productBasics(),
    shop: z.literal('gifts'),
    category: oneOf(GIFT_CATEGORIES),
    badge: localised(text()).optional().describe('A short badge such as \'Best Seller\'.'),
    highlights: localised(textList(4, 4, 'highlights')).describe('Four; the card shows the first three.'),
    illustration: slug().describe('Its designed drawing (ui/public/illustrations/products/{illustration}.svg).'),
  }).superRefine(checkOriginalPrice);

export const essentialsProductSchema = () =>
  fields({
    ...productBasics(),
    shop: z.literal('essentials'),
    category: oneOf(ESSENTIALS_CATEGORIES),
    prime: flag(),
    bestseller: flag().optional(),
    choiceTag: localised(text()).optional().describe('The retailer\'s own tag, e.g. "Amazon\'s Choice".'),
    illustration: slug(),
  }).superRefine(checkOriginalPrice);

/** One product record. */
export const productSchema = () =>
  z.discriminatedUnion('shop', [coffeeProductSchema(), giftProductSchema(), essentialsProductSchema()], {
    error: kindsError(`one of ${PRODUCT_SHOPS.map((shop) => `"${shop}"`).join(', ')}`),
  });

export type CatalogueProduct = z.infer<ReturnType<typeof productSchema>>;
export type CatalogueCoffeeProduct = z.infer<ReturnType<typeof coffeeProductSchema>>;
export type CatalogueGiftProduct = z.infer<ReturnType<typeof giftProductSchema>>;
export type CatalogueEssentialsProduct = z.infer<ReturnType<typeof essentialsProductSchema>>;
