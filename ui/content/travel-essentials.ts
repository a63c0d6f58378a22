/**
 * The copy of /travel-essentials (docs/product.md §2 /travel-essentials); its 8 products are the catalogue's products
 * of the essentials shop (domain/presentation/shop-views.ts). Retail links use the search form with the product's exact
 * name (docs/product.md §7): product ids cannot be checked offline, a search for the name always lands on the right
 * product family.
 */

export { ESSENTIALS_BENEFITS } from '../../domain/shopping/essentials-benefits.js';
