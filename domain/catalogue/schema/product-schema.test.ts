import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aCoffeeProduct, aGiftProduct, anEssentialsProduct, problemsThrownBy } from '../../../test-support/catalogue-documents.js';
import { parseCatalogueDocument } from '../catalogue-document.js';

const problemsOfProducts = (...products: unknown[]) => problemsThrownBy(() => parseCatalogueDocument(aCatalogueDocument({ products })));

describe('the products collection: one collection, each shop with its own fields', () => {
  it('takes a coffee, a gift and an essential, with every field or only those they need', () => {
    expect(problemsOfProducts(aCoffeeProduct(), aGiftProduct(), anEssentialsProduct())).toEqual([]);
    const { originalPrice: _1, bestseller: _2, choiceTag: _3, ...coffee } = aCoffeeProduct({ giftCard: { highlights: { en: ['One', 'Two', 'Three', 'Four'] }, illustration: 'coffee-bag' } });
    const { originalPrice: _4, badge: _5, ...gift } = aGiftProduct();
    const { originalPrice: _6, bestseller: _7, choiceTag: _8, ...essential } = anEssentialsProduct();
    expect(problemsOfProducts(coffee, gift, essential)).toEqual([]);
  });

  it.each([
    [aCoffeeProduct({ kind: 'books' }), 'products[0].kind', 'kind must be one of "coffee", "gifts", "essentials", got "books"'],
    [aCoffeeProduct({ kind: undefined }), 'products[0].kind', 'kind is missing'],
    [aCoffeeProduct({ shop: 'coffee' }), 'products[0]', 'the record has an unknown field "shop"'],
    [17.95, 'products[0]', 'the record must be a group of fields, such as { "name": … }, got 17.95'],
    [aCoffeeProduct({ position: 1 }), 'products[0]', 'the record has an unknown field "position"'],
    [aCoffeeProduct({ giftCard: { highlights: { en: ['One', 'Two', 'Three', 'Four'] } } }), 'products[0].giftCard.illustration', 'giftCard.illustration is missing'],
    [aCoffeeProduct({ giftCard: { highlights: { en: ['One'] }, illustration: 'coffee-bag' } }), 'products[0].giftCard.highlights.en', 'giftCard.highlights.en must list exactly 4 highlights'],
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
