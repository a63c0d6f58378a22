import { describe, expect, it } from 'vitest';
import {
  aCatalogueDocument, aCoffeeProduct, aCondoDevelopment, aDestinationPage, aGiftProduct, aHomePage, aHotel, anActivityPage, anAdminOnlyTour, anEssentialsProduct,
  anotherPublicTour, aPreSaleDevelopment, aPublicTour, aToursPage, someSettings,
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

  it('gives a destination\'s hotels by rank, a shop\'s products and the developments by position, each a query', () => {
    const read = reader({
      hotels: [aHotel({ id: 'tabacon', rank: 2 }), aHotel(), aHotel({ id: 'tortuga-lodge', destination: 'tortuguero' })],
      products: [aCoffeeProduct({ id: 'britt-dark', position: 2 }), aGiftProduct(), aCoffeeProduct(), anEssentialsProduct()],
      developments: [aCondoDevelopment(), aPreSaleDevelopment()],
    });
    expect(read.hotelsOf('arenal').map((hotel) => hotel.id)).toEqual(['nayara-springs', 'tabacon']);
    expect(read.products('coffee').map((product) => product.id)).toEqual(['britt-tarrazu-montecielo', 'britt-dark']);
    expect(read.products('gifts')).toEqual([aGiftProduct()]);
    expect(read.developments().map((development) => development.id)).toEqual(['serena', 'zura']);
    expect(read.log).toEqual(['hotels/*', 'products/*', 'developments/*']);
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

  it('does not mistake a record whose id starts like a read one', () => {
    expect(pageReadsChange(reads, [{ collection: 'tours', id: 'arenal-volcano' }])).toBe(false);
  });
});
