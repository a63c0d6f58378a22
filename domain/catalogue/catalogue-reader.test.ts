import { describe, expect, it } from 'vitest';
import {
  aCatalogueDocument, aCoffeeProduct, aCondoDevelopment, aDestinationPage, aGiftProduct, aHomePage, aHotel, anActivityPage, anAdminOnlyTour, anEssentialsProduct,
  anotherPublicTour, aPreSaleDevelopment, aPublicTour, aShop, aToursPage, someSettings,
} from '../../test-support/catalogue-documents.js';
import { CatalogueReader, pageReadsChange } from './catalogue-reader.js';

const reader = (overrides: Record<string, unknown> = {}) => new CatalogueReader(aCatalogueDocument(overrides));

describe('a catalogue reader', () => {
  it('gives a record by its id and logs that one record', () => {
    const read = reader();
    expect(read.tour('mistico-hanging-bridges')).toEqual(anotherPublicTour());
    expect(read.destination('arenal').id).toBe('arenal');
    expect(read.page('canopy-tours')).toEqual(anActivityPage());
    expect(read.log).toEqual(['tours/mistico-hanging-bridges', 'destinations/arenal', 'pages/canopy-tours']);
  });

  it('logs each read once, in the order first read', () => {
    const read = reader();
    read.tour('arenal-volcano-hike');
    read.settings();
    read.tour('arenal-volcano-hike');
    expect(read.log).toEqual(['tours/arenal-volcano-hike', 'settings/site']);
  });

  it('refuses a record the catalogue does not have, naming it, and still logs the read: adding the record changes the page', () => {
    const read = reader();
    expect(() => read.tour('nowhere-tour')).toThrow('The catalogue has no tours record "nowhere-tour"');
    expect(read.log).toEqual(['tours/nowhere-tour']);
  });

  it('logs a query over a collection as the whole collection', () => {
    const read = reader();
    expect(read.pageAt('/tours')).toEqual(aToursPage());
    expect(read.pageAt('/nowhere')).toBeUndefined();
    expect(read.pages()).toHaveLength(4);
    expect(read.log).toEqual(['pages/*']);
  });

  it('gives the destination and activity pages of a kind in their order', () => {
    const second = aDestinationPage({ id: 'destinations-jaco', position: 2, path: '/destinations/jaco', destination: 'jaco' });
    const read = reader({ pages: [aHomePage(), second, aDestinationPage(), anActivityPage()] });
    expect(read.placePages('destination').map((page) => page.id)).toEqual(['destinations-arenal', 'destinations-jaco']);
    expect(read.placePages('activity').map((page) => page.id)).toEqual(['canopy-tours']);
    expect(read.log).toEqual(['pages/*']);
  });

  it('gives a destination\'s hotels by rank and the developments by position, each a query', () => {
    const read = reader({
      hotels: [aHotel({ id: 'tabacon', rank: 2 }), aHotel(), aHotel({ id: 'tortuga-lodge', destination: 'tortuguero' })],
      developments: [aCondoDevelopment(), aPreSaleDevelopment()],
    });
    expect(read.hotelsOf('arenal').map((hotel) => hotel.id)).toEqual(['nayara-springs', 'tabacon']);
    expect(read.developments().map((development) => development.id)).toEqual(['serena', 'zura']);
    expect(read.log).toEqual(['hotels/*', 'developments/*']);
  });

  it('gives a shop\'s products in the shop\'s order, reading the shop and each product it lists, one record in two shops', () => {
    const read = reader({
      products: [aCoffeeProduct({ id: 'britt-dark' }), aGiftProduct(), aCoffeeProduct(), anEssentialsProduct()],
      shops: [aShop('coffee', ['britt-tarrazu-montecielo', 'britt-dark']), aShop('gifts', ['salsa-lizano', 'britt-tarrazu-montecielo'])],
    });
    expect(read.shopProducts('coffee').map((product) => product.id)).toEqual(['britt-tarrazu-montecielo', 'britt-dark']);
    expect(read.shopProducts('gifts')).toEqual([aGiftProduct(), aCoffeeProduct()]);
    expect(read.log).toEqual(['shops/coffee', 'products/britt-tarrazu-montecielo', 'products/britt-dark', 'shops/gifts', 'products/salsa-lizano']);
  });

  it('gives no products for a shop the catalogue has no record of, having read it', () => {
    const read = reader({ shops: [] });
    expect(read.shopProducts('essentials')).toEqual([]);
    expect(read.log).toEqual(['shops/essentials']);
  });

  it('gives the tours the admin page shows by their number, a query over every tour', () => {
    const read = reader({ tours: [anAdminOnlyTour(), anotherPublicTour(), aPublicTour()] });
    expect(read.adminTours().map((tour) => tour.adminTour?.number)).toEqual([1, 7]);
    expect(read.log).toEqual(['tours/*']);
  });

  it('gives the settings as the one settings record', () => {
    const read = reader();
    expect(read.settings()).toEqual(someSettings());
    expect(read.log).toEqual(['settings/site']);
  });
});

describe('whether a change reaches a page', () => {
  const reads = ['tours/arenal-volcano-hike', 'hotels/*', 'settings/site'];

  it('does when the page read the changed record', () => {
    expect(pageReadsChange(reads, [{ collection: 'tours', id: 'arenal-volcano-hike' }])).toBe(true);
    expect(pageReadsChange(reads, [{ collection: 'settings', id: 'site' }])).toBe(true);
  });

  it('does when the page queried the changed record\'s collection: a new, changed or archived record may change the answer', () => {
    expect(pageReadsChange(reads, [{ collection: 'hotels', id: 'a-new-hotel' }])).toBe(true);
  });

  it('does when any one of the changes reaches it', () => {
    expect(pageReadsChange(reads, [{ collection: 'tours', id: 'another-tour' }, { collection: 'hotels', id: 'tabacon' }])).toBe(true);
  });

  it('does not when it read neither the record nor its collection', () => {
    expect(pageReadsChange(reads, [{ collection: 'tours', id: 'another-tour' }, { collection: 'products', id: 'salsa-lizano' }])).toBe(false);
    expect(pageReadsChange(reads, [])).toBe(false);
    expect(pageReadsChange([], [{ collection: 'tours', id: 'arenal-volcano-hike' }])).toBe(false);
  });

  it('does for a product\'s change on every shop that lists it, and on no other shop (docs/decisions/144)', () => {
    const document = aCatalogueDocument({
      products: [aCoffeeProduct(), aGiftProduct(), anEssentialsProduct()],
      shops: [aShop('coffee', ['britt-tarrazu-montecielo']), aShop('gifts', ['salsa-lizano', 'britt-tarrazu-montecielo']), aShop('essentials', ['lifestraw-go-filter-bottle'])],
    });
    const readsOf = (shop: 'coffee' | 'gifts' | 'essentials') => {
      const read = new CatalogueReader(document);
      read.shopProducts(shop);
      return read.log;
    };
    const coffeeChanged = [{ collection: 'products', id: 'britt-tarrazu-montecielo' }];
    expect([readsOf('coffee'), readsOf('gifts'), readsOf('essentials')].map((shopReads) => pageReadsChange(shopReads, coffeeChanged))).toEqual([true, true, false]);
    expect(pageReadsChange(readsOf('coffee'), [{ collection: 'shops', id: 'coffee' }])).toBe(true);
    expect(pageReadsChange(readsOf('coffee'), [{ collection: 'shops', id: 'gifts' }, { collection: 'products', id: 'a-new-product' }])).toBe(false);
  });

  it('does not mistake a record whose id starts like a read one', () => {
    expect(pageReadsChange(reads, [{ collection: 'tours', id: 'arenal-volcano' }])).toBe(false);
  });
});
