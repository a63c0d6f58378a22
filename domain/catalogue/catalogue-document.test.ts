import { describe, expect, it } from 'vitest';
import {
  aCatalogueDocument, aCoffeeProduct, aCondoDevelopment, aDestination, aDestinationPage, aGiftProduct, aHomePage, aHotel, anActivityPage, anAdminOnlyTour,
  anEssentialsProduct, anotherPublicTour, aPreSaleDevelopment, aPublicTour, aToursPage, problemsThrownBy, shopsOf, someSettings,
} from '../../test-support/catalogue-documents.js';
import { aDestinationEntry, aSettingsEntry, aTourEntry } from '../../test-support/catalogue-records.js';
import { CATALOGUE_SEED_FILE, CatalogueParser, CatalogueValidationError, catalogueDocumentOf, catalogueRecordsJson, catalogueRecordsOf, parseCatalogueDocument, type CatalogueRecord } from './catalogue-document.js';

const problemsOf = (document: unknown) => problemsThrownBy(() => parseCatalogueDocument(document));

const tortuguero = aDestination({ id: 'tortuguero', name: { en: 'Tortuguero' } });

describe('a whole catalogue document', () => {
  it('is given back as it was when every record and every reference is sound', () => {
    expect(parseCatalogueDocument(aCatalogueDocument())).toEqual(aCatalogueDocument());
  });

  it("holds the store's sample records as they are: one builder per kind, sound by default (issue 41 point 3)", () => {
    const document = aCatalogueDocument({
      tours: [aTourEntry('arenal-volcano-hike').data, anotherPublicTour(), anAdminOnlyTour()],
      destinations: [aDestinationEntry('arenal').data, aCatalogueDocument().destinations[1]],
      settings: aSettingsEntry().data,
    });
    expect(parseCatalogueDocument(document)).toEqual(aCatalogueDocument());
  });

  it('must be a group of the seven collections, each a list but the settings', () => {
    expect(problemsOf('catalogue')).toEqual([{ path: '', message: 'the catalogue must be a group of fields, such as { "name": … }, got "catalogue"' }]);
    expect(problemsOf({ ...aCatalogueDocument(), tours: 'all', destinations: undefined, tour: [] })).toEqual([
      { path: 'tours', message: 'tours must be a list of records, got "all"' },
      { path: 'destinations', message: 'destinations is missing' },
      { path: '', message: 'the catalogue has an unknown field "tour"' },
    ]);
  });

  it('quotes the value it refuses when it is text, a number or true/false, never a whole record', () => {
    expect(problemsOf(aCatalogueDocument({ tours: [aPublicTour({ title: { en: true } }), anotherPublicTour(), anAdminOnlyTour()] }))).toEqual([
      { path: 'tours[0].title.en', message: 'title.en must be text, got true' },
    ]);
    expect(problemsOf(aCatalogueDocument({ tours: [aPublicTour(), anotherPublicTour(), anAdminOnlyTour({ adminTour: [7] })] }))).toEqual([
      { path: 'tours[2].adminTour', message: 'adminTour must be a group of fields, such as { "name": … }' },
    ]);
  });
});

describe('ids', () => {
  it('are each record\'s own in its collection', () => {
    const document = aCatalogueDocument({
      tours: [aPublicTour(), anotherPublicTour(), anAdminOnlyTour({ id: 'arenal-volcano-hike' })],
      destinations: [aDestination(), tortuguero, aDestination({ name: { en: 'Arenal again' } })],
      hotels: [aHotel(), aHotel({ rank: 2 })],
      products: [aCoffeeProduct(), aGiftProduct(), anEssentialsProduct({ id: 'salsa-lizano' })],
      shops: shopsOf([aCoffeeProduct(), aGiftProduct()]),
      developments: [aPreSaleDevelopment(), aCondoDevelopment({ id: 'serena' })],
      pages: [aHomePage(), aToursPage(), aDestinationPage(), anActivityPage({ id: 'tours', path: '/surf-lessons' })],
    });
    expect(problemsOf(document)).toEqual([
      { path: 'tours[2].id', message: 'id "arenal-volcano-hike" is already the id of tours[0]: each record needs its own' },
      { path: 'destinations[2].id', message: 'id "arenal" is already the id of destinations[0]: each record needs its own' },
      { path: 'pages[3].id', message: 'id "tours" is already the id of pages[1]: each record needs its own' },
      { path: 'hotels[1].id', message: 'id "nayara-springs" is already the id of hotels[0]: each record needs its own' },
      { path: 'products[2].id', message: 'id "salsa-lizano" is already the id of products[1]: each record needs its own' },
      { path: 'developments[1].id', message: 'id "serena" is already the id of developments[0]: each record needs its own' },
    ]);
  });

  it('are only what a record claims as text: a missing id or one that is not text is reported once, as such', () => {
    const { id: _id, ...withoutId } = aHotel();
    const document = aCatalogueDocument({
      hotels: [aHotel(), withoutId, { ...withoutId, rank: 2 }],
      developments: [aPreSaleDevelopment({ id: 5 }), aCondoDevelopment({ id: 5 })],
      products: [aCoffeeProduct(), aGiftProduct(), anEssentialsProduct(), null],
    });
    expect(problemsOf(document)).toEqual([
      { path: 'hotels[1].id', message: 'id is missing' },
      { path: 'hotels[2].id', message: 'id is missing' },
      { path: 'products[3]', message: 'the record must be a group of fields, such as { "name": … }' },
      { path: 'developments[0].id', message: 'id must be text, got 5' },
      { path: 'developments[1].id', message: 'id must be text, got 5' },
    ]);
  });

  it('are counted even on a record with problems of its own, so its references are not reported too', () => {
    const broken = aPublicTour({ price: -1 });
    expect(problemsOf(aCatalogueDocument({ tours: [broken, anotherPublicTour(), anAdminOnlyTour()] }))).toEqual([
      { path: 'tours[0].price', message: 'price must be a positive number of US dollars, got -1' },
    ]);
  });
});

describe('references between records', () => {
  it('resolve a tour\'s destination', () => {
    expect(problemsOf(aCatalogueDocument({ tours: [aPublicTour({ destination: 'arenl' }), anotherPublicTour(), anAdminOnlyTour()] }))).toEqual([
      { path: 'tours[0].destination', message: 'destination "arenl" is not the id of any destination' },
    ]);
  });

  it('resolve every tour a page lists, and never list an admin-only tour', () => {
    const home = aHomePage({ listing: { title: { en: 'Popular Tours' }, tourIds: ['mistico-hanging-bridges', 'arenal-9', 'tortuguero-turtle-night-walk'] } });
    const tours = aToursPage({ sections: [{ destination: 'arenal', tourIds: ['arenal-volcano-hike', 'canopy-2'] }] });
    const canopy = anActivityPage({ listing: { title: { en: 'Top Canopy Tours' }, tourIds: ['zipline'] } });
    const arenal = aDestinationPage({ partnerWidget: undefined, listing: { title: { en: 'Top Arenal Tours' }, tourIds: ['tortuguero-turtle-night-walk'] } });
    expect(problemsOf(aCatalogueDocument({ pages: [home, tours, arenal, canopy] }))).toEqual([
      { path: 'pages[0].listing.tourIds[1]', message: 'listing.tourIds[1] "arenal-9" is not the id of any tour' },
      { path: 'pages[0].listing.tourIds[2]', message: 'listing.tourIds[2] "tortuguero-turtle-night-walk" is an admin-only tour, which no page may list' },
      { path: 'pages[1].sections[0].tourIds[1]', message: 'sections[0].tourIds[1] "canopy-2" is not the id of any tour' },
      { path: 'pages[2].listing.tourIds[0]', message: 'listing.tourIds[0] "tortuguero-turtle-night-walk" is an admin-only tour, which no page may list' },
      { path: 'pages[3].listing.tourIds[0]', message: 'listing.tourIds[0] "zipline" is not the id of any tour' },
    ]);
  });

  it('resolve the destination of a destination page and of each section of /tours', () => {
    const tours = aToursPage({ sections: [...aToursPage().sections, { destination: 'jaco', tourIds: [] }] });
    const page = aDestinationPage({ id: 'destinations-jaco', position: 2, path: '/destinations/jaco', destination: 'jaco', showsHotels: false, partnerWidget: undefined });
    expect(problemsOf(aCatalogueDocument({ pages: [aHomePage(), tours, aDestinationPage(), page] }))).toEqual([
      { path: 'pages[1].sections[1].destination', message: 'sections[1].destination "jaco" is not the id of any destination' },
      { path: 'pages[3].destination', message: 'destination "jaco" is not the id of any destination' },
    ]);
  });

  it('give a destination page that shows hotels a destination that has some', () => {
    expect(problemsOf(aCatalogueDocument({ hotels: [aHotel({ destination: 'tortuguero' })] }))).toEqual([
      { path: 'pages[2].showsHotels', message: 'showsHotels is true, but no hotel has the destination "arenal"' },
    ]);
    expect(problemsOf(aCatalogueDocument({ hotels: [aHotel({ destination: 'tortuguero', rank: 0 })] }))).toEqual([
      { path: 'hotels[0].rank', message: 'rank must be a whole number from 1, got 0' },
      { path: 'pages[2].showsHotels', message: 'showsHotels is true, but no hotel has the destination "arenal"' },
    ]);
  });

  it('give a partner widget that falls back on its /tours section a section to fall back on', () => {
    const toursWithoutArenal = aToursPage({ sections: [{ destination: 'tortuguero', tourIds: [] }] });
    expect(problemsOf(aCatalogueDocument({ pages: [aHomePage(), toursWithoutArenal, aDestinationPage(), anActivityPage()] }))).toEqual([
      { path: 'pages[2].partnerWidget.fallback', message: 'partnerWidget.fallback is "tours-section", but /tours has no section for "arenal"' },
    ]);
    expect(problemsOf(aCatalogueDocument({ pages: [aHomePage(), anActivityPage(), aDestinationPage()] }))).toEqual([
      { path: 'pages[2].partnerWidget.fallback', message: 'partnerWidget.fallback is "tours-section", but /tours has no section for "arenal"' },
    ]);
    const onItsListing = aDestinationPage({ partnerWidget: { title: { en: 'Favorite Arenal Tours' }, query: 'Arenal', fallback: 'listing' } });
    expect(problemsOf(aCatalogueDocument({ pages: [aHomePage(), toursWithoutArenal, onItsListing, anActivityPage()] }))).toEqual([]);
  });

  it('leave the widget\'s fallback unchecked while /tours has problems of its own, which are reported', () => {
    expect(problemsOf(aCatalogueDocument({ pages: [aHomePage(), aToursPage({ heading: undefined }), aDestinationPage(), anActivityPage()] }))).toEqual([
      { path: 'pages[1].heading', message: 'heading is missing' },
    ]);
    const toursWithoutArenal = aToursPage({ sections: [{ destination: 'tortuguero', tourIds: [] }] });
    expect(problemsOf(aCatalogueDocument({ pages: [aHomePage({ heading: undefined }), toursWithoutArenal, aDestinationPage(), anActivityPage()] }))).toEqual([
      { path: 'pages[0].heading', message: 'heading is missing' },
      { path: 'pages[2].partnerWidget.fallback', message: 'partnerWidget.fallback is "tours-section", but /tours has no section for "arenal"' },
    ]);
  });

  it('resolve a hotel\'s destination', () => {
    expect(problemsOf(aCatalogueDocument({ hotels: [aHotel(), aHotel({ id: 'casa-jaco', destination: 'jaco' })] }))).toEqual([
      { path: 'hotels[1].destination', message: 'destination "jaco" is not the id of any destination' },
    ]);
  });
});

describe('what belongs to one record only', () => {
  it('gives each tour its own click-count link, whether from its legacy id or its id', () => {
    const tours = [aPublicTour(), anotherPublicTour(), anAdminOnlyTour(), anotherPublicTour({ id: 'arenal-1' }), anotherPublicTour({ id: 'other', legacyId: 'arenal-1' })];
    expect(problemsOf(aCatalogueDocument({ tours }))).toEqual([
      { path: 'tours[3].id', message: 'id "arenal-1" makes the click-count link "tour:arenal-1", already the link of tours[0]: each tour\'s clicks are counted apart' },
      { path: 'tours[4].legacyId', message: 'legacyId "arenal-1" makes the click-count link "tour:arenal-1", already the link of tours[0]: each tour\'s clicks are counted apart' },
    ]);
  });

  it('gives an admin-only tour no click-count link, so its id may be an old tour\'s link id', () => {
    expect(problemsOf(aCatalogueDocument({ tours: [aPublicTour(), anotherPublicTour(), anAdminOnlyTour({ id: 'arenal-1' })] }))).toEqual([]);
  });

  it('gives each admin tour number to one tour', () => {
    const tours = [aPublicTour(), anotherPublicTour({ adminTour: { number: 7, category: 'Nature' } }), anAdminOnlyTour(), anAdminOnlyTour({ id: 'poas', adminTour: { number: 1, category: 'Adventure' } })];
    expect(problemsOf(aCatalogueDocument({ tours }))).toEqual([
      { path: 'tours[2].adminTour.number', message: 'adminTour.number 7 is already the admin tour number of tours[1]: each admin tour belongs to one tour' },
      { path: 'tours[3].adminTour.number', message: 'adminTour.number 1 is already the admin tour number of tours[0]: each admin tour belongs to one tour' },
    ]);
  });

  it('gives each page its own path', () => {
    expect(problemsOf(aCatalogueDocument({ pages: [aHomePage(), aToursPage(), aDestinationPage(), anActivityPage(), anActivityPage({ id: 'zip-lines', position: 2 })] }))).toEqual([
      { path: 'pages[4].path', message: 'path "/canopy-tours" is already the path of pages[3]' },
    ]);
  });

  it('gives each rank to one hotel of a destination, and each position to one development and one page of a kind', () => {
    const document = aCatalogueDocument({
      pages: [aHomePage(), aToursPage(), aDestinationPage(), anActivityPage(), anActivityPage({ id: 'zip-lines', path: '/zip-lines' })],
      hotels: [aHotel(), aHotel({ id: 'tabacon' }), aHotel({ id: 'tortuga-lodge', destination: 'tortuguero' })],
      developments: [aPreSaleDevelopment(), aCondoDevelopment({ position: 1 })],
    });
    expect(problemsOf(document)).toEqual([
      { path: 'hotels[1].rank', message: 'rank 1 is already the rank of hotels[0], a hotel of the same destination: each rank is one hotel\'s' },
      { path: 'pages[4].position', message: 'position 1 is already the position of pages[3], a page of the same kind' },
      { path: 'developments[1].position', message: 'position 1 is already the position of developments[0]' },
    ]);
  });
});

describe('the error', () => {
  it('carries every problem of every collection at once, each with its record\'s id where it has one', () => {
    const document = aCatalogueDocument({
      tours: [aPublicTour({ price: 0, destination: 'nowhere' }), anotherPublicTour({ destination: 'nowhere' }), anAdminOnlyTour()],
      settings: someSettings({ support: { email: 'x' } }),
      hotels: [aHotel({ rank: 'first' })],
    });
    const error = (() => {
      try {
        parseCatalogueDocument(document);
      } catch (thrown) {
        return thrown;
      }
      return undefined;
    })() as CatalogueValidationError;
    expect(error).toBeInstanceOf(CatalogueValidationError);
    expect(error.name).toBe('CatalogueValidationError');
    expect(error.issues).toEqual([
      { path: 'tours[0].price', message: 'price must be a positive number of US dollars, got 0', recordId: 'arenal-volcano-hike' },
      { path: 'hotels[0].rank', message: 'rank must be a whole number from 1, got "first"', recordId: 'nayara-springs' },
      { path: 'settings.support.email', message: 'support.email must be an email address such as hello@costaricagateway.com, got "x"' },
      { path: 'tours[1].destination', message: 'destination "nowhere" is not the id of any destination', recordId: 'mistico-hanging-bridges' },
    ]);
    expect(error.message).toBe(
      [
        'The catalogue has 4 problems:',
        '- tours[0].price (arenal-volcano-hike): price must be a positive number of US dollars, got 0',
        '- hotels[0].rank (nayara-springs): rank must be a whole number from 1, got "first"',
        '- settings.support.email: support.email must be an email address such as hello@costaricagateway.com, got "x"',
        '- tours[1].destination (mistico-hanging-bridges): destination "nowhere" is not the id of any destination',
      ].join('\n'),
    );
  });

  it('says "1 problem", and names the catalogue where the problem is the whole document', () => {
    expect(() => parseCatalogueDocument(null)).toThrow(
      new CatalogueValidationError([{ path: '', message: 'the catalogue must be a group of fields, such as { "name": … }' }]),
    );
    expect(new CatalogueValidationError([{ path: '', message: 'the catalogue is missing' }]).message).toBe('The catalogue has 1 problem:\n- (the catalogue): the catalogue is missing');
  });
});

describe('the store\'s rows', () => {
  const rows = catalogueRecordsOf(aCatalogueDocument());

  it('are one record per row, by collection and then by id, the id out of its data, the settings last', () => {
    expect(rows.map((row) => `${row.collection}/${row.id}`)).toEqual([
      'tours/arenal-volcano-hike', 'tours/mistico-hanging-bridges', 'tours/tortuguero-turtle-night-walk',
      'destinations/arenal', 'destinations/tortuguero',
      'pages/canopy-tours', 'pages/destinations-arenal', 'pages/home', 'pages/tours',
      'hotels/nayara-springs',
      'products/britt-tarrazu-montecielo', 'products/lifestraw-go-filter-bottle', 'products/salsa-lizano',
      'shops/coffee', 'shops/essentials', 'shops/gifts',
      'developments/serena', 'developments/zura',
      'settings/site',
    ]);
    const { id: _id, ...hotel } = aHotel();
    expect(rows.find((row) => row.collection === 'hotels')).toEqual({ collection: 'hotels', id: 'nayara-springs', data: hotel });
    expect(rows.at(-1)).toEqual({ collection: 'settings', id: 'site', data: someSettings() });
  });

  it('make the same catalogue again, each collection in row order', () => {
    const document = catalogueDocumentOf(rows);
    expect(document.settings).toEqual(someSettings());
    expect(document.pages.map((page) => page.id)).toEqual(['canopy-tours', 'destinations-arenal', 'home', 'tours']);
    expect(catalogueRecordsOf(document)).toEqual(rows);
    expect(parseCatalogueDocument([...rows].reverse()).tours.map((tour) => tour.id)).toEqual(['tortuguero-turtle-night-walk', 'mistico-hanging-bridges', 'arenal-volcano-hike']);
  });

  it('are checked like the document they make', () => {
    const withBrokenTour = rows.map((row): CatalogueRecord => (row.id === 'mistico-hanging-bridges' ? { ...row, data: { ...row.data, price: 'free' } } : row));
    expect(problemsOf(withBrokenTour)).toEqual([{ path: 'tours[1].price', message: 'price must be a number of US dollars, got "free"' }]);
    expect(problemsOf(rows.filter((row) => row.collection !== 'settings'))).toEqual([{ path: 'settings', message: 'settings is missing' }]);
  });

  it('must each be a record of a known collection with a slug id and its fields, before their contents are checked', () => {
    const tour = rows[0]!;
    const settings = rows.at(-1)!;
    const broken = [
      'tour',
      { ...tour, collection: 'tour' },
      { ...tour, id: 'Arenal 1', data: { ...tour.data, price: -1 } },
      { ...tour, data: 'arenal' },
      { ...tour, data: { ...tour.data, id: 'arenal-volcano-hike' } },
      { ...settings, id: 'main' },
      settings,
      settings,
      { ...tour, extra: true },
    ];
    expect(problemsOf(broken)).toEqual([
      { path: 'records[0]', message: 'the record must be a group of fields, such as { "name": … }, got "tour"' },
      { path: 'records[1].collection', message: 'collection must be one of "tours", "destinations", "pages", "hotels", "products", "shops", "developments", "settings", got "tour"' },
      { path: 'records[2].id', message: 'id must be a readable slug: lowercase letters and digits in words joined by single hyphens, such as "arenal-hanging-bridges", got "Arenal 1"' },
      { path: 'records[3].data', message: 'data must be the record\'s fields, such as { "name": … }, got "arenal"' },
      { path: 'records[4].data.id', message: 'data.id must not be there: a record\'s id is the id of its row' },
      { path: 'records[5].id', message: 'id must be "site" for the settings record, got "main"' },
      { path: 'records[7].collection', message: 'collection "settings" is already the collection of records[6]: the catalogue has one settings record' },
      { path: 'records[8]', message: 'the record has an unknown field "extra"' },
    ]);
    expect(problemsThrownBy(() => parseCatalogueDocument(broken)).length).toBe(8);
    expect((() => {
      try {
        return parseCatalogueDocument(['tour']);
      } catch (error) {
        return (error as CatalogueValidationError).issues[0];
      }
    })()).not.toHaveProperty('recordId');
  });

  it('name the record of each problem found in them', () => {
    expect(() => parseCatalogueDocument([{ ...rows[0]!, id: 'Arenal 1' }])).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ recordId: 'Arenal 1' })] }));
  });
});

describe('the rows as JSON, for the build\'s catalogue-seed.json', () => {
  it('are written to catalogue-seed.json, beside the built pages', () => {
    expect(CATALOGUE_SEED_FILE).toBe('catalogue-seed.json');
  });

  it('are the rows with every key in order, two spaces deep and a last line end, the same for the same catalogue however written', () => {
    const json = catalogueRecordsJson(aCatalogueDocument());
    expect(JSON.parse(json)).toEqual(catalogueRecordsOf(aCatalogueDocument()));
    expect(json.startsWith('[\n  {\n    "collection": "tours",\n    "data": {\n      "adminTour": {\n        "category": "Adventure",\n        "number": 1\n      },\n      "badges": [\n        "Best Seller"\n      ],\n      "category": {')).toBe(true);
    expect(json.endsWith('}\n]\n')).toBe(true);
    const rewritten = aCatalogueDocument({
      tours: [anAdminOnlyTour(), anotherPublicTour(), Object.fromEntries(Object.entries(aPublicTour()).reverse())],
      settings: Object.fromEntries(Object.entries(someSettings()).reverse()),
    });
    expect(catalogueRecordsJson(rewritten)).toBe(json);
  });
});

describe('a catalogue parser that remembers each record it checked (docs/decisions/108)', () => {
  const problemsOfParsed = (parser: CatalogueParser, document: unknown) => problemsThrownBy(() => parser.parse(document));

  it('gives the same catalogue again, checking only the records it has not seen', () => {
    const parser = new CatalogueParser();
    expect(parser.parse(aCatalogueDocument())).toEqual(aCatalogueDocument());
    const seen = parser.rememberedRecords;
    expect(seen).toBe(Object.values(aCatalogueDocument()).filter(Array.isArray).flat().length);
    expect(parser.parse(aCatalogueDocument())).toEqual(aCatalogueDocument());
    expect(parser.rememberedRecords).toBe(seen);
    const changed = aCatalogueDocument({ tours: [aPublicTour({ price: 80 }), anotherPublicTour(), anAdminOnlyTour()] });
    expect(parser.parse(changed)).toEqual(changed);
    expect(parser.rememberedRecords).toBe(seen + 1);
  });

  it('checks a record again when its content changed since a check it passed', () => {
    const parser = new CatalogueParser();
    parser.parse(aCatalogueDocument());
    expect(problemsOfParsed(parser, aCatalogueDocument({ tours: [aPublicTour({ price: -5 }), anotherPublicTour(), anAdminOnlyTour()] }))).toEqual([
      { path: 'tours[0].price', message: 'price must be a positive number of US dollars, got -5' },
    ]);
  });

  it('checks a record by the schema of the collection it is in, even when another collection passed the same content', () => {
    const parser = new CatalogueParser();
    const document = aCatalogueDocument();
    parser.parse(document);
    const destinationAsTour = aCatalogueDocument({ tours: [document.destinations[0], anotherPublicTour(), anAdminOnlyTour()] });
    expect(problemsThrownBy(() => parser.parse(destinationAsTour))).toEqual(problemsOf(destinationAsTour));
    expect(problemsOf(destinationAsTour).length).toBeGreaterThan(0);
  });

  it('reports a remembered failed record at the place it is now', () => {
    const parser = new CatalogueParser();
    const broken = aPublicTour({ price: -5 });
    problemsOfParsed(parser, aCatalogueDocument({ tours: [broken, anotherPublicTour(), anAdminOnlyTour()] }));
    expect(problemsOfParsed(parser, aCatalogueDocument({ tours: [anotherPublicTour(), anAdminOnlyTour(), broken] }))).toEqual([
      { path: 'tours[2].price', message: 'price must be a positive number of US dollars, got -5' },
    ]);
  });

  it('forgets every record once it remembers as many as it may, and goes on checking', () => {
    const parser = new CatalogueParser({ remembers: 3 });
    expect(parser.parse(aCatalogueDocument())).toEqual(aCatalogueDocument());
    expect(parser.rememberedRecords).toBeLessThanOrEqual(3);
    expect(parser.rememberedRecords).toBeGreaterThan(0);
    const small = new CatalogueParser({ remembers: 2 });
    small.parse(aCatalogueDocument({ tours: [aPublicTour()], pages: [], hotels: [], products: [], shops: [], developments: [], destinations: [aDestination()] }));
    expect(small.rememberedRecords).toBe(2);
  });
});
