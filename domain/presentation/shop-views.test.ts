import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aCoffeeProduct, aGiftProduct, anEssentialsProduct, aShop, someSettings } from '../../test-support/catalogue-documents.js';
import { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { coffeeShopView, earliestCheck, essentialsShopView, giftShopView, productDrawingPath, retailPriceText } from './shop-views.js';

const reader = (overrides: Record<string, unknown> = {}) =>
  new CatalogueReader(aCatalogueDocument({ settings: someSettings({ retail: { tag: 'our-tag-20' } }), ...overrides }));

describe('retail prices as the cards write them', () => {
  it.each([
    [17.95, '$17.95'],
    [75, '$75.00'],
    [185, '$185.00'],
    [1299.5, '$1,299.50'],
  ])('%d reads %s', (amount, text) => {
    expect(retailPriceText(amount)).toBe(text);
  });

  it('draws a product by its illustration\'s file', () => {
    expect(productDrawingPath('sauce-bottle')).toBe('/illustrations/products/sauce-bottle.svg');
  });
});

describe('the day of a shop\'s price note', () => {
  it('is the earliest day any of its products\' figures were read, so the note holds for every card', () => {
    expect(earliestCheck([{ priceCheckedOn: '2026-11-20' }, { priceCheckedOn: '2026-10-02' }, { priceCheckedOn: '2026-11-01' }])).toBe('2026-10-02');
    expect(earliestCheck([{ priceCheckedOn: '2026-11-20' }])).toBe('2026-11-20');
  });

  it('is read from the records by every shop', () => {
    const older = { priceCheckedOn: '2026-09-30' };
    const products = [aCoffeeProduct(older), aGiftProduct(older), anEssentialsProduct(older)];
    expect(coffeeShopView(reader()).pricesCheckedOn).toBe('2026-11-20');
    expect([coffeeShopView(reader({ products })), giftShopView(reader({ products })), essentialsShopView(reader({ products }))].map((view) => view.pricesCheckedOn)).toEqual(['2026-09-30', '2026-09-30', '2026-09-30']);
  });
});

describe('the coffee shop', () => {
  it('lists the coffees in their order, each with its bag label and a retail search with the settings\' tag', () => {
    const second = aCoffeeProduct({ id: 'britt-dark', title: { en: 'Dark Roast' }, roast: 'Dark', originalPrice: undefined, bestseller: undefined, choiceTag: undefined, prime: false });
    const view = coffeeShopView(reader({ products: [second, aCoffeeProduct(), aGiftProduct()], shops: [aShop('coffee', ['britt-tarrazu-montecielo', 'britt-dark'])] }));
    expect(view.retailTag).toBe('our-tag-20');
    expect(view.products[0]).toEqual({
      id: 'britt-tarrazu-montecielo',
      title: 'Tarrazú Montecielo Whole Bean Coffee',
      brand: 'Café Britt',
      description: 'A bag of Costa Rican coffee.',
      price: '$17.95',
      originalPrice: '$19.95',
      rating: 4.6,
      reviewCount: 2184,
      cover: { brand: 'Café Britt', origin: 'Tarrazú', roast: 'Medium', roastColour: 'orange', pattern: 'beans' },
      retailUrl: 'https://www.amazon.com/s?k=Caf%C3%A9+Britt+Tarraz%C3%BA+Montecielo+Whole+Bean+Coffee&tag=our-tag-20',
      roast: 'Medium',
      origin: 'Tarrazú',
      prime: true,
      bestseller: true,
      choiceTag: 'This Week’s Pick',
    });
    expect(view.products[1]).toEqual(expect.not.objectContaining({ originalPrice: expect.anything(), bestseller: expect.anything(), choiceTag: expect.anything() }));
    expect(view.products.map((product) => product.id)).toEqual(['britt-tarrazu-montecielo', 'britt-dark']);
  });
});

describe('the gift store', () => {
  it('lists the gifts with their drawings, badges and four highlights', () => {
    const plain = aGiftProduct({ id: 'lizano-small', badge: undefined, originalPrice: undefined });
    const { products, retailTag } = giftShopView(reader({ products: [plain, aGiftProduct()], shops: [aShop('gifts', ['salsa-lizano', 'lizano-small'])] }));
    expect(retailTag).toBe('our-tag-20');
    expect(products[0]).toEqual({
      id: 'salsa-lizano',
      title: 'Salsa Lizano',
      description: 'A bag of Costa Rican coffee.',
      category: 'Food',
      price: '$17.95',
      originalPrice: '$19.95',
      rating: 4.6,
      reviewCount: 2184,
      imageUrl: '/illustrations/products/sauce-bottle.svg',
      retailUrl: 'https://www.amazon.com/s?k=Salsa+Lizano+Costa+Rican+Sauce&tag=our-tag-20',
      badge: 'Best Seller',
      highlights: ['The taste of gallo pinto', 'Large bottle', 'Made in Costa Rica', 'Great on eggs'],
    });
    expect(products[1]).toEqual(expect.not.objectContaining({ badge: expect.anything(), originalPrice: expect.anything() }));
  });
});

describe('one product in two shops (docs/decisions/144)', () => {
  const giftCard = { badge: { en: 'Best Seller' }, highlights: { en: ['Tarrazú', 'Whole bean', 'Roasted in Costa Rica', 'An airport classic'] }, illustration: 'coffee-bag' };
  const products = [aCoffeeProduct({ giftCard }), aGiftProduct()];
  const shops = [aShop('coffee', ['britt-tarrazu-montecielo']), aShop('gifts', ['britt-tarrazu-montecielo', 'salsa-lizano'])];

  it('draws a coffee the gift store lists as a gift: its gift card, its brand over its title, in the category Coffee, its own figures', () => {
    const gift = giftShopView(reader({ products, shops })).products[0]!;
    const coffee = coffeeShopView(reader({ products, shops })).products[0]!;
    expect(gift).toEqual({
      id: 'britt-tarrazu-montecielo',
      title: coffee.title,
      brand: 'Café Britt',
      description: coffee.description,
      category: 'Coffee',
      price: coffee.price,
      originalPrice: coffee.originalPrice,
      rating: coffee.rating,
      reviewCount: coffee.reviewCount,
      imageUrl: '/illustrations/products/coffee-bag.svg',
      retailUrl: coffee.retailUrl,
      badge: 'Best Seller',
      highlights: ['Tarrazú', 'Whole bean', 'Roasted in Costa Rica', 'An airport classic'],
    });
  });

  it('draws no card the shop cannot draw: a coffee without a gift card in the gift store, a product of another kind', () => {
    const listed = [aShop('gifts', ['britt-tarrazu-montecielo', 'lifestraw-go-filter-bottle', 'salsa-lizano']), aShop('coffee', ['salsa-lizano', 'britt-tarrazu-montecielo']), aShop('essentials', ['salsa-lizano'])];
    const everything = [aCoffeeProduct(), aGiftProduct(), anEssentialsProduct()];
    expect(giftShopView(reader({ products: everything, shops: listed })).products.map((product) => product.id)).toEqual(['salsa-lizano']);
    expect(coffeeShopView(reader({ products: everything, shops: listed })).products.map((product) => product.id)).toEqual(['britt-tarrazu-montecielo']);
    expect(essentialsShopView(reader({ products: everything, shops: listed })).products).toEqual([]);
  });
});

describe('the travel essentials', () => {
  it('lists the essentials with their drawings, Prime, best seller and choice tag', () => {
    const plain = anEssentialsProduct({ id: 'plain', bestseller: undefined, choiceTag: undefined, originalPrice: undefined });
    const { products } = essentialsShopView(reader({ products: [plain, anEssentialsProduct()], shops: [aShop('essentials', ['lifestraw-go-filter-bottle', 'plain'])] }));
    expect(products[0]).toEqual({
      id: 'lifestraw-go-filter-bottle',
      title: 'LifeStraw Go Water Filter Bottle',
      description: 'A bag of Costa Rican coffee.',
      price: '$17.95',
      originalPrice: '$19.95',
      rating: 4.6,
      reviewCount: 2184,
      imageUrl: '/illustrations/products/water-bottle.svg',
      retailUrl: 'https://www.amazon.com/s?k=LifeStraw+Go+Water+Filter+Bottle+22+oz&tag=our-tag-20',
      category: 'Hydration',
      prime: true,
      bestseller: true,
      choiceTag: 'Amazon’s Choice',
    });
    expect(products[1]).toEqual(expect.not.objectContaining({ bestseller: expect.anything(), choiceTag: expect.anything(), originalPrice: expect.anything() }));
  });

  it('reads the settings, its shop and each product the shop lists (docs/decisions/144)', () => {
    const read = reader();
    essentialsShopView(read);
    expect(read.log).toEqual(['settings/site', 'shops/essentials', 'products/lifestraw-go-filter-bottle']);
  });
});
