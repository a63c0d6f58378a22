import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aCoffeeProduct, aGiftProduct, anEssentialsProduct, someSettings } from '../../test-support/catalogue-documents.js';
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
    const second = aCoffeeProduct({ id: 'britt-dark', position: 2, title: { en: 'Dark Roast' }, roast: 'Dark', originalPrice: undefined, bestseller: undefined, choiceTag: undefined, prime: false });
    const view = coffeeShopView(reader({ products: [second, aCoffeeProduct(), aGiftProduct()] }));
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
    const plain = aGiftProduct({ id: 'lizano-small', position: 2, badge: undefined, originalPrice: undefined });
    const { products, retailTag } = giftShopView(reader({ products: [plain, aGiftProduct()] }));
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

describe('the travel essentials', () => {
  it('lists the essentials with their drawings, Prime, best seller and choice tag', () => {
    const plain = anEssentialsProduct({ id: 'plain', position: 2, bestseller: undefined, choiceTag: undefined, originalPrice: undefined });
    const { products } = essentialsShopView(reader({ products: [plain, anEssentialsProduct()] }));
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

  it('reads the settings and the products, a query', () => {
    const read = reader();
    essentialsShopView(read);
    expect(read.log).toEqual(['settings/site', 'products/*']);
  });
});
