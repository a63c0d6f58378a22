/*
 * Catalogue documents exported before the shops collection (docs/decisions/144) gave each product record a `shop` and
 * a `position` in it, and sold one coffee on two pages as two records with the same searchTerm, which a check kept
 * equal. Such a document still imports: this turns it into today's shape, one record per retail product that the
 * shops list by id, before the collections' schemas check it.
 */

type Fields = Record<string, unknown>;

const SETTINGS_COLLECTION = 'settings';

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A document of the old shape: products with a `shop`, and no shops. */
export function listsProductsByTheirShop(document: unknown): document is Fields & { products: unknown[] } {
  return isFields(document) && !('shops' in document) && Array.isArray(document['products']) && document['products'].some((product) => isFields(product) && 'shop' in product);
}

/** The old `position` of a record, last when it has none (the schemas then tell what is wrong with it). */
const positionOf = (product: Fields) => (typeof product['position'] === 'number' ? product['position'] : Number.MAX_SAFE_INTEGER);

/** A gift record's card fields, carried onto the coffee record of the same retail product. */
function giftCardOf(gift: Fields): Fields {
  const { badge, highlights, illustration } = gift;
  return { ...(badge === undefined ? {} : { badge }), highlights, illustration };
}

/**
 * `document` in today's shape when it is of the old one (listsProductsByTheirShop), else as it is: each product's
 * `shop` becomes its `kind` and its `position` its place in that shop's list; a gift record with a coffee record's
 * searchTerm is dropped, its card fields becoming the coffee's giftCard and the gift store listing the coffee instead.
 */
export function withProductsListedByShops(document: unknown): unknown {
  if (!listsProductsByTheirShop(document)) return document;
  const products = document.products.filter(isFields);
  const coffeeBySearchTerm = new Map(products.filter((product) => product['shop'] === 'coffee').map((product) => [product['searchTerm'], product]));
  const sameAs = new Map<unknown, Fields>();
  const giftCards = new Map<unknown, Fields>();
  for (const product of products) {
    const coffee = product['shop'] === 'gifts' ? coffeeBySearchTerm.get(product['searchTerm']) : undefined;
    if (coffee === undefined) continue;
    sameAs.set(product['id'], coffee);
    giftCards.set(coffee['id'], giftCardOf(product));
  }
  const shopIds = [...new Set(products.map((product) => product['shop']))];
  const shops = shopIds.map((shop) => ({
    id: shop,
    productIds: products
      .filter((product) => product['shop'] === shop)
      .sort((a, b) => positionOf(a) - positionOf(b))
      .map((product) => (sameAs.get(product['id']) ?? product)['id']),
  }));
  const migrated = products
    .filter((product) => !sameAs.has(product['id']))
    .map(({ shop, position: _position, ...product }) => {
      const giftCard = giftCards.get(product['id']);
      return { ...product, kind: shop, ...(giftCard === undefined ? {} : { giftCard }) };
    });
  return { ...document, products: [...migrated, ...document.products.filter((product) => !isFields(product))], shops };
}

/**
 * The stored rows as a document of collections (`{ tours: [{ id, ... }], settings: { ... } }`), whatever shape their
 * data has: what the store holds can then be told apart (listsProductsByTheirShop) and brought to today's shape
 * (withProductsListedByShops) as an imported document is. The settings collection holds one record, not a list.
 */
export function documentOfRows(rows: readonly { readonly collection: string; readonly id: string; readonly data: unknown }[]): Fields {
  const document: Fields = {};
  for (const { collection, id, data } of rows) {
    if (collection === SETTINGS_COLLECTION) document[collection] = data;
    else document[collection] = [...((document[collection] as unknown[] | undefined) ?? []), { id, ...(isFields(data) ? data : {}) }];
  }
  return document;
}
