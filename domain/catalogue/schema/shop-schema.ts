import { z } from 'zod';
import { fields, oneOf, problem, slug } from './fields.js';

/*
 * The shops collection (issue 37, docs/decisions/144): each shopping page's list of products, by id and in its order,
 * as a page's listing names tours. A product is one record whichever shops list it, so its price is one edit that
 * every shop listing it shows once published.
 */

/** The shopping pages: /featured-coffee, /gift-store, /travel-essentials. */
export const PRODUCT_SHOPS = ['coffee', 'gifts', 'essentials'] as const;

export type ProductShop = (typeof PRODUCT_SHOPS)[number];

/** Each shop's page (docs/product.md §2): where an archived product it lists would leave a hole. */
export const SHOP_PAGES: Readonly<Record<ProductShop, string>> = { coffee: '/featured-coffee', gifts: '/gift-store', essentials: '/travel-essentials' };

/** A shop lists each product once. */
function checkProductIds(shop: { readonly productIds: readonly string[] }, context: z.RefinementCtx): void {
  shop.productIds.forEach((id, index) => {
    const first = shop.productIds.indexOf(id);
    if (first < index) problem(context, ['productIds', index], `is "${id}", already listed at productIds[${first}]: a shop shows each product once`);
  });
}

/** One shop: its id says its page; its products in the order its page shows them. */
export const shopSchema = () =>
  fields({
    id: oneOf(PRODUCT_SHOPS).describe('The shop\'s page: coffee /featured-coffee, gifts /gift-store, essentials /travel-essentials.'),
    productIds: z.array(slug(), { error: 'must be a list of product ids' }).describe('The products its page lists, in its order: ids of product records, each listed once.'),
  }).superRefine(checkProductIds);

export type CatalogueShop = z.infer<ReturnType<typeof shopSchema>>;
