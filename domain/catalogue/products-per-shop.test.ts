import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aCoffeeProduct, aGiftProduct, anEssentialsProduct, aShop } from '../../test-support/catalogue-documents.js';
import { parseCatalogueDocument } from './catalogue-document.js';
import { CATALOGUE_FORMAT } from './catalogue-format.js';
import { documentOfRows, listsProductsByTheirShop, withProductsListedByShops } from './products-per-shop.js';

/** A product as documents exported before docs/decisions/144 wrote it: its shop and its position in it. */
const oldShape = (product: { readonly kind: string } & Record<string, unknown>, position: number): Record<string, unknown> => {
  const { kind, ...rest } = product;
  return { ...rest, shop: kind, position };
};

const giftOfTheSameCoffee = oldShape(
  aGiftProduct({ id: 'cafe-britt-tarrazu-montecielo', category: 'Coffee', title: { en: 'Café Britt Tarrazú, 12 oz' }, searchTerm: aCoffeeProduct().searchTerm, illustration: 'coffee-bag' }),
  2,
);

const { shops: _shops, ...withoutShops } = aCatalogueDocument();
const oldDocument = {
  ...withoutShops,
  products: [oldShape(aCoffeeProduct({ id: 'britt-dark' }), 2), oldShape(aCoffeeProduct(), 1), oldShape(aGiftProduct(), 1), giftOfTheSameCoffee, oldShape(anEssentialsProduct(), 1)],
};

describe('a document exported before the shops collection (docs/decisions/144)', () => {
  it('is told apart from today\'s documents and from what is not a document', () => {
    expect(listsProductsByTheirShop(oldDocument)).toBe(true);
    expect(listsProductsByTheirShop({ ...oldDocument, products: [null, ...oldDocument.products] })).toBe(true);
    expect(listsProductsByTheirShop({ ...oldDocument, shops: [] })).toBe(false);
    expect([aCatalogueDocument(), withoutShops, { ...withoutShops, products: [null] }, null, [], 'text', { products: 'none' }].map(listsProductsByTheirShop)).toEqual([false, false, false, false, false, false, false]);
  });

  it('becomes one record per retail product, listed by each shop in its old order, the gift\'s card fields on the coffee', () => {
    const { giftCard: _giftCard, ...coffee } = aCoffeeProduct();
    const migrated = withProductsListedByShops(oldDocument);
    expect(migrated).toEqual({
      ...withoutShops,
      products: [
        aCoffeeProduct({ id: 'britt-dark' }),
        { ...coffee, giftCard: { badge: { en: 'Best Seller' }, highlights: aGiftProduct().highlights, illustration: 'coffee-bag' } },
        aGiftProduct(),
        anEssentialsProduct(),
      ],
      shops: [aShop('coffee', ['britt-tarrazu-montecielo', 'britt-dark']), aShop('gifts', ['salsa-lizano', 'britt-tarrazu-montecielo']), aShop('essentials', ['lifestraw-go-filter-bottle'])],
    });
    expect(() => parseCatalogueDocument(migrated)).not.toThrow();
  });

  it('keeps a gift card without a badge without one, and lists a product without a position last', () => {
    const { badge: _badge, ...unbadged } = giftOfTheSameCoffee;
    const { position: _position, ...unplaced } = oldShape(aGiftProduct(), 1);
    const migrated = withProductsListedByShops({ ...oldDocument, products: [oldShape(aCoffeeProduct(), 1), unplaced, unbadged] }) as { products: { giftCard?: unknown }[]; shops: unknown[] };
    expect(migrated.products[0]!.giftCard).toStrictEqual({ highlights: aGiftProduct().highlights, illustration: 'coffee-bag' });
    expect(migrated.shops).toEqual([aShop('coffee', ['britt-tarrazu-montecielo']), aShop('gifts', ['britt-tarrazu-montecielo', 'salsa-lizano'])]);
  });

  it('keeps what is not a record where the schemas report it, and leaves any other document as it is', () => {
    const migrated = withProductsListedByShops({ ...oldDocument, products: [oldShape(aCoffeeProduct(), 1), 17.95] }) as { products: unknown[] };
    expect(migrated.products).toHaveLength(2);
    expect(migrated.products.at(-1)).toBe(17.95);
    const today = aCatalogueDocument();
    expect(withProductsListedByShops(today)).toBe(today);
  });

  it('imports: the catalogue format reads it into today\'s records', () => {
    const rows = CATALOGUE_FORMAT.validate(oldDocument);
    expect(rows.filter((row) => row.collection === 'shops').map((row) => [row.id, row.data])).toEqual([
      ['coffee', { productIds: ['britt-tarrazu-montecielo', 'britt-dark'] }],
      ['essentials', { productIds: ['lifestraw-go-filter-bottle'] }],
      ['gifts', { productIds: ['salsa-lizano', 'britt-tarrazu-montecielo'] }],
    ]);
    expect(rows.filter((row) => row.collection === 'products').map((row) => row.id)).toEqual(['britt-dark', 'britt-tarrazu-montecielo', 'lifestraw-go-filter-bottle', 'salsa-lizano']);
  });
});

describe('the stored rows as a document', () => {
  it('lists each collection\'s records with their ids, the settings as one record, so the old shape is told apart', () => {
    const rows = [
      { collection: 'products', id: 'b', data: { shop: 'coffee', position: 1 } },
      { collection: 'products', id: 'a', data: { kind: 'coffee' } },
      { collection: 'settings', id: 'site', data: { siteName: 'x' } },
      { collection: 'shops', id: 'coffee', data: { productIds: ['a'] } },
    ];
    expect(documentOfRows(rows)).toEqual({
      products: [{ id: 'b', shop: 'coffee', position: 1 }, { id: 'a', kind: 'coffee' }],
      settings: { siteName: 'x' },
      shops: [{ id: 'coffee', productIds: ['a'] }],
    });
    expect(listsProductsByTheirShop(documentOfRows(rows.slice(0, 3)))).toBe(true);
    expect(listsProductsByTheirShop(documentOfRows(rows))).toBe(false);
    expect(documentOfRows([{ collection: 'tours', id: 't', data: null }])).toEqual({ tours: [{ id: 't' }] });
    expect(documentOfRows([])).toEqual({});
  });
});
