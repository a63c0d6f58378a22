import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aCoffeeProduct, aGiftProduct, anEssentialsProduct, problemsThrownBy } from '../../../test-support/catalogue-documents.js';
import { parseCatalogueDocument } from '../catalogue-document.js';

const problemsOfProducts = (...products: unknown[]) => problemsThrownBy(() => parseCatalogueDocument(aCatalogueDocument({ products })));

describe('the products collection: one collection, each shop with its own fields', () => {
  it('takes a coffee, a gift and an essential, with every field or only those they need', () => {
    expect(problemsOfProducts(aCoffeeProduct(), aGiftProduct(), anEssentialsProduct())).toEqual([]);
    const { originalPrice: _1, bestseller: _2, choiceTag: _3, ...coffee } = aCoffeeProduct();
    const { originalPrice: _4, badge: _5, ...gift } = aGiftProduct();
    const { originalPrice: _6, bestseller: _7, choiceTag: _8, ...essential } = anEssentialsProduct();
    expect(problemsOfProducts(coffee, gift, essential)).toEqual([]);
  });

  it.each([
    [aCoffeeProduct({ shop: 'books' }), 'products[0].shop', 'shop must be one of "coffee", "gifts", "essentials", got "books"'],
    [aCoffeeProduct({ shop: undefined }), 'products[0].shop', 'shop is missing'],
    [17.95, 'products[0]', 'the record must be a group of fields, such as { "name": … }, got 17.95'],
    [aCoffeeProduct({ position: 0 }), 'products[0].position', 'position must be a whole number from 1, got 0'],
    [aCoffeeProduct({ title: { en: '' } }), 'products[0].title.en', 'title.en must not be empty, got ""'],
    [aCoffeeProduct({ price: '$17.95' }), 'products[0].price', 'price must be a number of US dollars, got "$17.95"'],
    [aCoffeeProduct({ originalPrice: 17.95 }), 'products[0].originalPrice', 'originalPrice must be above price (17.95), got 17.95'],
    [aGiftProduct({ originalPrice: 10 }), 'products[0].originalPrice', 'originalPrice must be above price (17.95), got 10'],
    [anEssentialsProduct({ originalPrice: 17 }), 'products[0].originalPrice', 'originalPrice must be above price (17.95), got 17'],
    [aCoffeeProduct({ rating: 6 }), 'products[0].rating', 'rating must be a rating from 1 to 5, got 6'],
    [aCoffeeProduct({ searchTerm: '' }), 'products[0].searchTerm', 'searchTerm must not be empty, got ""'],
    [aCoffeeProduct({ brand: undefined }), 'products[0].brand', 'brand is missing'],
    [aCoffeeProduct({ roast: 'Blonde' }), 'products[0].roast', 'roast must be one of "Light", "Light-Medium", "Medium-Light", "Medium", "Medium-Dark", "Dark", got "Blonde"'],
    [aCoffeeProduct({ origin: 'Kona' }), 'products[0].origin', 'origin must be one of "Central Valley", "Tarrazú", "West Valley", got "Kona"'],
    [aCoffeeProduct({ priceCheckedOn: undefined }), 'products[0].priceCheckedOn', 'priceCheckedOn is missing'],
    [aCoffeeProduct({ priceCheckedOn: '20 November 2026' }), 'products[0].priceCheckedOn', 'priceCheckedOn must be a date such as 2026-11-20, got "20 November 2026"'],
    [aCoffeeProduct({ priceCheckedOn: '2026-02-30' }), 'products[0].priceCheckedOn', 'priceCheckedOn must be a date such as 2026-11-20, got "2026-02-30"'],
    [aCoffeeProduct({ prime: 'yes' }), 'products[0].prime', 'prime must be true or false, got "yes"'],
    [aCoffeeProduct({ choiceTag: 'Pick' }), 'products[0].choiceTag', 'choiceTag must be given by language, such as { "en": … } (English only for now), got "Pick"'],
    [aCoffeeProduct({ category: 'Coffee' }), 'products[0]', 'the record has an unknown field "category"'],
    [aGiftProduct({ category: 'Books' }), 'products[0].category', 'category must be one of "Coffee", "Food", "Apparel", "Souvenirs", got "Books"'],
    [aGiftProduct({ highlights: { en: ['One', 'Two', 'Three'] } }), 'products[0].highlights.en', 'highlights.en must list exactly 4 highlights'],
    [aGiftProduct({ illustration: 'Sauce Bottle' }), 'products[0].illustration', expect.stringMatching(/^illustration must be a readable slug.*, got "Sauce Bottle"$/)],
    [aGiftProduct({ prime: true }), 'products[0]', 'the record has an unknown field "prime"'],
    [anEssentialsProduct({ category: 'Food' }), 'products[0].category', 'category must be one of "Hydration", "Clothing", "Sun Protection", "Backpacks", "Weather Protection", "Footwear", "Electronics", "Bug Protection", got "Food"'],
    [anEssentialsProduct({ illustration: undefined }), 'products[0].illustration', 'illustration is missing'],
  ])('refuses %o', (product, path, message) => {
    expect(problemsOfProducts(product)).toEqual([{ path, message }]);
  });
});

describe('one product, one truth (issue 37): records linking to the same retail product agree on its facts', () => {
  const sameBag = { searchTerm: 'Café Britt Tarrazú Montecielo Whole Bean Coffee' };

  it('takes a coffee listed by the gift store too when both records give the same facts', () => {
    expect(problemsOfProducts(aCoffeeProduct(), aGiftProduct({ ...sameBag, category: 'Coffee' }), anEssentialsProduct())).toEqual([]);
  });

  it.each([
    [{ price: 17.99 }, 'price', 'price 17.99 differs from products[0], which links to the same retail product ("Café Britt Tarrazú Montecielo Whole Bean Coffee") at 17.95: one product shows one figure on every page'],
    [{ rating: 4.5 }, 'rating', 'rating 4.5 differs from products[0], which links to the same retail product ("Café Britt Tarrazú Montecielo Whole Bean Coffee") at 4.6: one product shows one figure on every page'],
    [{ reviewCount: 2146 }, 'reviewCount', 'reviewCount 2146 differs from products[0], which links to the same retail product ("Café Britt Tarrazú Montecielo Whole Bean Coffee") at 2184: one product shows one figure on every page'],
    [{ priceCheckedOn: '2026-11-21' }, 'priceCheckedOn', 'priceCheckedOn 2026-11-21 differs from products[0], which links to the same retail product ("Café Britt Tarrazú Montecielo Whole Bean Coffee") at 2026-11-20: one product shows one figure on every page'],
    [{ originalPrice: 20.95 }, 'originalPrice', 'originalPrice 20.95 differs from products[0], which links to the same retail product ("Café Britt Tarrazú Montecielo Whole Bean Coffee") at 19.95: one product shows one figure on every page'],
  ])('refuses a second record of the same product with %o', (facts, field, message) => {
    expect(problemsOfProducts(aCoffeeProduct(), aGiftProduct({ ...sameBag, ...facts }), anEssentialsProduct())).toEqual([{ path: `products[1].${field}`, message }]);
  });

  it('refuses an earlier price on one record only', () => {
    const { originalPrice: _, ...noEarlierPrice } = aGiftProduct(sameBag);
    expect(problemsOfProducts(aCoffeeProduct(), noEarlierPrice, anEssentialsProduct())).toEqual([
      { path: 'products[1].originalPrice', message: 'originalPrice none differs from products[0], which links to the same retail product ("Café Britt Tarrazú Montecielo Whole Bean Coffee") at 19.95: one product shows one figure on every page' },
    ]);
  });

  it('refuses an earlier price given by the later record only', () => {
    const { originalPrice: _, ...noEarlierPrice } = aCoffeeProduct();
    expect(problemsOfProducts(noEarlierPrice, aGiftProduct(sameBag), anEssentialsProduct())).toEqual([
      { path: 'products[1].originalPrice', message: 'originalPrice 19.95 differs from products[0], which links to the same retail product ("Café Britt Tarrazú Montecielo Whole Bean Coffee") at none: one product shows one figure on every page' },
    ]);
  });

  it('tells products apart by the retail product they link to, whatever their shops', () => {
    expect(problemsOfProducts(aCoffeeProduct(), aCoffeeProduct({ id: 'britt-dark-roast', position: 2, searchTerm: 'Café Britt Dark Roast', price: 15.95 }), anEssentialsProduct())).toEqual([]);
  });
});
