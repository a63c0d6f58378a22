import { retailSearchLink } from '../affiliate/retail-link.js';
import type { CatalogueReader } from '../catalogue/catalogue-reader.js';
import type { CatalogueCoffeeProduct, CatalogueEssentialsProduct, CatalogueGiftProduct, CatalogueProduct } from '../catalogue/schema/product-schema.js';
import type { CoffeeProduct } from '../shopping/coffee-product.js';
import type { EssentialsProduct } from '../shopping/essentials-product.js';
import type { GiftHighlights, GiftProduct } from '../shopping/gift-product.js';
import { coffeeBagCovers } from './coffee-bag-cover.js';

/*
 * The shopping pages (docs/product.md §2 /featured-coffee, /gift-store, /travel-essentials): each shop's products in
 * its order, as its cards show them, with their retailer links carrying the settings' associate tag (docs/product.md §7).
 */

/** A shop's page: its products, and the associate tag of the page's other retailer links (searches, the ad frame). */
export interface ShopView<P> {
  readonly products: readonly P[];
  readonly retailTag: string;
  /**
   * The day of the note under the grid, "Typical prices as of …" (docs/product.md §7): the earliest day any of its
   * products' figures were read (their records' priceCheckedOn), so the note is true of every card.
   */
  readonly pricesCheckedOn: string;
}

/** The earliest of the days (YYYY-MM-DD, which sort as text do); a shop with no products has none to note. */
export function earliestCheck(records: readonly { readonly priceCheckedOn: string }[]): string {
  return records.map((record) => record.priceCheckedOn).reduce((earliest, day) => (day < earliest ? day : earliest), '9999-12-31');
}

/** '$17.95': a retail price as the cards write it, with its cents (docs/product.md §3). */
export function retailPriceText(usd: number): string {
  return `$${usd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A product's designed drawing (ui/public/illustrations/products/), never a hot-linked photo (docs/product.md "departs" 3). */
export const productDrawingPath = (illustration: string): string => `/illustrations/products/${illustration}.svg`;

const prices = (product: { readonly price: number; readonly originalPrice?: number | undefined }) => ({
  price: retailPriceText(product.price),
  ...(product.originalPrice === undefined ? {} : { originalPrice: retailPriceText(product.originalPrice) }),
});

/** The products of `kind` among a shop's (the catalogue's check lets a shop list no other, docs/decisions/144). */
const ofKind = <K extends CatalogueProduct['kind']>(products: readonly CatalogueProduct[], kind: K) =>
  products.filter((product): product is Extract<CatalogueProduct, { readonly kind: K }> => product.kind === kind);

/**
 * A product as the gift store draws it: a gift, or a coffee with a gift card, shown with its gift card's fields in the
 * category Coffee, its brand over its title as on /featured-coffee; any other product none.
 */
function asGift(product: CatalogueProduct): (CatalogueGiftProduct & { readonly brand?: string }) | [] {
  if (product.kind === 'gifts') return product;
  if (product.kind !== 'coffee' || product.giftCard === undefined) return [];
  const { giftCard, roast: _roast, origin: _origin, prime: _prime, bestseller: _bestseller, choiceTag: _choiceTag, kind: _kind, ...shared } = product;
  return { ...shared, ...giftCard, kind: 'gifts', category: 'Coffee' };
}

/** The coffee shop: 20 bags, each with its designed label (issue 18.2). Reads the products and the settings. */
export function coffeeShopView(reader: CatalogueReader): ShopView<CoffeeProduct> {
  const tag = reader.settings().retail.tag;
  const records: CatalogueCoffeeProduct[] = ofKind(reader.shopProducts('coffee'), 'coffee');
  const covers = coffeeBagCovers(records);
  return {
    retailTag: tag,
    pricesCheckedOn: earliestCheck(records),
    products: records.map((product, index) => ({
      id: product.id,
      title: product.title.en,
      brand: product.brand,
      description: product.description.en,
      ...prices(product),
      rating: product.rating,
      reviewCount: product.reviewCount,
      cover: covers[index]!,
      retailUrl: retailSearchLink(product.searchTerm, tag),
      roast: product.roast,
      origin: product.origin,
      prime: product.prime,
      ...(product.bestseller === undefined ? {} : { bestseller: product.bestseller }),
      ...(product.choiceTag === undefined ? {} : { choiceTag: product.choiceTag.en }),
    })),
  };
}

/** The gift store: 12 gifts, three per category. Reads the products and the settings. */
export function giftShopView(reader: CatalogueReader): ShopView<GiftProduct> {
  const tag = reader.settings().retail.tag;
  const records = reader.shopProducts('gifts').flatMap(asGift);
  return {
    retailTag: tag,
    pricesCheckedOn: earliestCheck(records),
    products: records.map((product) => ({
      id: product.id,
      title: product.title.en,
      ...(product.brand === undefined ? {} : { brand: product.brand }),
      description: product.description.en,
      category: product.category,
      ...prices(product),
      rating: product.rating,
      reviewCount: product.reviewCount,
      imageUrl: productDrawingPath(product.illustration),
      retailUrl: retailSearchLink(product.searchTerm, tag),
      ...(product.badge === undefined ? {} : { badge: product.badge.en }),
      highlights: [...product.highlights.en] as unknown as GiftHighlights,
    })),
  };
}

/** The travel essentials: 8 products, one per category. Reads the products and the settings. */
export function essentialsShopView(reader: CatalogueReader): ShopView<EssentialsProduct> {
  const tag = reader.settings().retail.tag;
  const records: CatalogueEssentialsProduct[] = ofKind(reader.shopProducts('essentials'), 'essentials');
  return {
    retailTag: tag,
    pricesCheckedOn: earliestCheck(records),
    products: records.map((product) => ({
      id: product.id,
      title: product.title.en,
      description: product.description.en,
      ...prices(product),
      rating: product.rating,
      reviewCount: product.reviewCount,
      imageUrl: productDrawingPath(product.illustration),
      retailUrl: retailSearchLink(product.searchTerm, tag),
      category: product.category,
      prime: product.prime,
      ...(product.bestseller === undefined ? {} : { bestseller: product.bestseller }),
      ...(product.choiceTag === undefined ? {} : { choiceTag: product.choiceTag.en }),
    })),
  };
}
