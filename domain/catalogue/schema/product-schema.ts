import { z } from 'zod';
import { COFFEE_ORIGINS, COFFEE_ROASTS } from '../../shopping/coffee-product.js';
import { ESSENTIALS_CATEGORIES } from '../../shopping/essentials-product.js';
import { GIFT_CATEGORIES } from '../../shopping/gift-product.js';
import { calendarDate, count, fields, flag, kindsError, localised, oneOf, problem, rating, slug, text, textList, usd } from './fields.js';
import { PRODUCT_SHOPS } from './shop-schema.js';

/*
 * The products collection (docs/product.md §3 "Coffee product", "Gift product", "Essentials product"): every product
 * the shopping pages link to on the retailer, one record per retail product, its `kind` saying which shop's card
 * fields it has besides the shared ones. Which shops list it, and where, is the shops' records' (shop-schema.ts,
 * docs/decisions/144). Its id is the slug its click-count link already carries (`product:{id}`).
 */

export { PRODUCT_SHOPS, type ProductShop } from './shop-schema.js';

const productBasics = () => ({
  id: slug(),
  title: localised(text()),
  description: localised(text()),
  price: usd().describe('US dollars, as read on the retailer on the day the shop\'s prices were checked.'),
  originalPrice: usd().optional().describe('Shown struck through; above price.'),
  rating: rating(),
  reviewCount: count(),
  priceCheckedOn: calendarDate().describe('The day its price, rating and review count were read on the retailer: the shop\'s "prices as of" note.'),
  searchTerm: text().describe('What its retailer link searches for: the product\'s exact name (docs/product.md §7).'),
});

function checkOriginalPrice(product: { readonly price: number; readonly originalPrice?: number | undefined }, context: z.RefinementCtx): void {
  if (product.originalPrice !== undefined && !(product.originalPrice > product.price)) problem(context, ['originalPrice'], `must be above price (${product.price})`, product.originalPrice);
}

/** What a gift card shows that a coffee's record does not: the gift store may list a coffee that has it (category Coffee). */
const giftCardSchema = () =>
  fields({
    badge: localised(text()).optional().describe('A short badge such as \'Best Seller\'.'),
    highlights: localised(textList(4, 4, 'highlights')).describe('Four; the card shows the first three.'),
    illustration: slug().describe('Its designed drawing (ui/public/illustrations/products/{illustration}.svg).'),
  });

export const coffeeProductSchema = () =>
  fields({
    ...productBasics(),
    kind: z.literal('coffee'),
    brand: text(),
    roast: oneOf(COFFEE_ROASTS),
    origin: oneOf(COFFEE_ORIGINS),
    prime: flag().describe('Eligible for the retailer\'s fast-shipping membership.'),
    bestseller: flag().optional(),
    choiceTag: localised(text()).optional().describe('A short editorial tag (\'Best for Espresso\').'),
    giftCard: giftCardSchema().optional().describe('What its card on /gift-store shows besides the product\'s own fields: needed for the gift store to list it.'),
  }).superRefine(checkOriginalPrice);

export const giftProductSchema = () =>
  fields({
    ...productBasics(),
    kind: z.literal('gifts'),
    category: oneOf(GIFT_CATEGORIES),
    badge: localised(text()).optional().describe('A short badge such as \'Best Seller\'.'),
    highlights: localised(textList(4, 4, 'highlights')).describe('Four; the card shows the first three.'),
    illustration: slug().describe('Its designed drawing (ui/public/illustrations/products/{illustration}.svg).'),
  }).superRefine(checkOriginalPrice);

export const essentialsProductSchema = () =>
  fields({
    ...productBasics(),
    kind: z.literal('essentials'),
    category: oneOf(ESSENTIALS_CATEGORIES),
    prime: flag(),
    bestseller: flag().optional(),
    choiceTag: localised(text()).optional().describe('The retailer\'s own tag, e.g. "Amazon\'s Choice".'),
    illustration: slug(),
  }).superRefine(checkOriginalPrice);

/** One product record: its kind is the shop whose card fields it has. */
export const productSchema = () =>
  z.discriminatedUnion('kind', [coffeeProductSchema(), giftProductSchema(), essentialsProductSchema()], {
    error: kindsError(`one of ${PRODUCT_SHOPS.map((shop) => `"${shop}"`).join(', ')}`),
  });

export type CatalogueProduct = z.infer<ReturnType<typeof productSchema>>;
export type CatalogueCoffeeProduct = z.infer<ReturnType<typeof coffeeProductSchema>>;
export type CatalogueGiftProduct = z.infer<ReturnType<typeof giftProductSchema>>;
export type CatalogueEssentialsProduct = z.infer<ReturnType<typeof essentialsProductSchema>>;
