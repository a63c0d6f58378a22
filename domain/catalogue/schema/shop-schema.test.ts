import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aCoffeeProduct, aGiftProduct, anEssentialsProduct, aShop, problemsThrownBy } from '../../../test-support/catalogue-documents.js';
import { parseCatalogueDocument } from '../catalogue-document.js';

const giftCard = { badge: { en: 'Best Seller' }, highlights: { en: ['Tarrazú', 'Whole bean', 'Roasted in Costa Rica', 'An airport classic'] }, illustration: 'coffee-bag' };
const products = [aCoffeeProduct({ giftCard }), aGiftProduct(), anEssentialsProduct()];
const problemsOfShops = (...shops: unknown[]) => problemsThrownBy(() => parseCatalogueDocument(aCatalogueDocument({ products, shops })));

describe('the shops collection: each shop lists products by id, in its order (docs/decisions/144)', () => {
  it('takes one product record listed by two shops, and shops listing nothing', () => {
    const document = parseCatalogueDocument(aCatalogueDocument({ products, shops: [aShop('coffee', ['britt-tarrazu-montecielo']), aShop('gifts', ['salsa-lizano', 'britt-tarrazu-montecielo']), aShop('essentials', [])] }));
    expect(document.shops).toEqual([aShop('coffee', ['britt-tarrazu-montecielo']), aShop('gifts', ['salsa-lizano', 'britt-tarrazu-montecielo']), aShop('essentials', [])]);
    expect(document.products.filter((product) => product.id === 'britt-tarrazu-montecielo')).toHaveLength(1);
  });

  it.each([
    [aShop('coffee', ['britt-tarrazu-montecielo', 'britt-dark']), 'shops[0].productIds[1]', 'productIds[1] "britt-dark" is not the id of any product'],
    [aShop('essentials', ['salsa-lizano']), 'shops[0].productIds[0]', 'productIds[0] "salsa-lizano" is a product of the kind "gifts", whose card /travel-essentials cannot draw'],
    [aShop('coffee', ['lifestraw-go-filter-bottle']), 'shops[0].productIds[0]', 'productIds[0] "lifestraw-go-filter-bottle" is a product of the kind "essentials", whose card /featured-coffee cannot draw'],
    [aShop('gifts', ['lifestraw-go-filter-bottle']), 'shops[0].productIds[0]', 'productIds[0] "lifestraw-go-filter-bottle" is a product of the kind "essentials", whose card /gift-store cannot draw'],
    [aShop('coffee', ['britt-tarrazu-montecielo', 'britt-tarrazu-montecielo']), 'shops[0].productIds[1]', 'productIds[1] is "britt-tarrazu-montecielo", already listed at productIds[0]: a shop shows each product once'],
    [aShop('books', []), 'shops[0].id', 'id must be one of "coffee", "gifts", "essentials", got "books"'],
    [aShop('coffee', 'britt-tarrazu-montecielo' as unknown as string[]), 'shops[0].productIds', 'productIds must be a list of product ids, got "britt-tarrazu-montecielo"'],
    [aShop('coffee', ['Britt Tarrazú']), 'shops[0].productIds[0]', expect.stringMatching(/^productIds\[0\] must be a readable slug.*, got "Britt Tarrazú"$/)],
  ])('refuses %o, naming the field', (shop, path, message) => {
    expect(problemsOfShops(shop)).toEqual([{ path, message }]);
  });

  it('refuses a coffee in the gift store without the gift card the gift store draws', () => {
    const document = aCatalogueDocument({ products: [aCoffeeProduct(), aGiftProduct()], shops: [aShop('gifts', ['britt-tarrazu-montecielo'])] });
    expect(problemsThrownBy(() => parseCatalogueDocument(document))).toEqual([
      { path: 'shops[0].productIds[0]', message: 'productIds[0] "britt-tarrazu-montecielo" is a coffee without a giftCard, whose card /gift-store cannot draw: give the product a giftCard first' },
    ]);
  });

  it('refuses a second shop of the same id', () => {
    expect(problemsOfShops(aShop('coffee', []), aShop('coffee', []))).toEqual([{ path: 'shops[1].id', message: 'id "coffee" is already the id of shops[0]: each record needs its own' }]);
  });

  it('reports a listed product with problems of its own once, as its own', () => {
    const document = aCatalogueDocument({ products: [aCoffeeProduct({ price: -1 })], shops: [aShop('coffee', ['britt-tarrazu-montecielo'])] });
    expect(problemsThrownBy(() => parseCatalogueDocument(document))).toEqual([{ path: 'products[0].price', message: 'price must be a positive number of US dollars, got -1' }]);
  });
});
