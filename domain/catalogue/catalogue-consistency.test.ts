import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aHotel, anAdminOnlyTour, aPublicTour, someSettings } from '../../test-support/catalogue-documents.js';
import { catalogueRecordsOf } from './catalogue-document.js';
import { problemsOfPublication, problemsOfRecordChange } from './catalogue-consistency.js';
import type { CatalogueEntry } from './catalogue-store.js';

const rows = catalogueRecordsOf(aCatalogueDocument());
/** A record as the store keeps it: its id in its key, not in its data. */
const entry = (collection: string, record: { id: string }): CatalogueEntry => {
  const { id, ...data } = record;
  return { collection, id, data };
};

describe('the problems a record change brings into the live catalogue (docs/decisions/103)', () => {
  it('finds none when the catalogue still holds together', () => {
    expect(problemsOfRecordChange(rows, entry('tours', aPublicTour({ price: 59 })))).toEqual([]);
    expect(problemsOfRecordChange(rows, entry('tours', aPublicTour({ id: 'arenal-night-walk', legacyId: undefined, adminTour: undefined })))).toEqual([]);
  });

  it('names each field the schema refuses, in the schema\'s own words', () => {
    expect(problemsOfRecordChange(rows, entry('tours', aPublicTour({ price: -5, highlights: { en: ['Only one'] } })))).toEqual([
      { field: 'price', message: 'price must be a positive number of US dollars, got -5' },
      { field: 'highlights.en', message: 'highlights.en must list 3 to 4 highlights' },
    ]);
  });

  it('names a reference to a record that does not exist', () => {
    expect(problemsOfRecordChange(rows, entry('tours', aPublicTour({ destination: 'atlantis' })))).toEqual([
      { field: 'destination', message: 'destination "atlantis" is not the id of any destination' },
    ]);
    const home = rows.find((row) => row.id === 'home')!;
    const listing = { title: { en: 'Popular Tours' }, tourIds: ['mistico-hanging-bridges', 'invented-tour'] };
    expect(problemsOfRecordChange(rows, { ...home, data: { ...(home.data as object), listing } })).toEqual([
      { field: 'listing.tourIds[1]', message: 'listing.tourIds[1] "invented-tour" is not the id of any tour' },
    ]);
  });

  it('names a new record\'s clash with another where it is reported, on the new one or on the other', () => {
    expect(problemsOfRecordChange(rows, entry('hotels', aHotel({ id: 'tabacon-resort', name: 'Tabacón Resort' })))).toEqual([
      { field: 'rank', message: 'rank 1 is already the rank of hotels[0], a hotel of the same destination: each rank is one hotel\'s' },
    ]);
    const twoHotels = [...rows, entry('hotels', aHotel({ id: 'tabacon-resort', name: 'Tabacón Resort', rank: 2 }))];
    // The renamed hotel comes first, so the clash is told at the hotel it meets.
    expect(problemsOfRecordChange(twoHotels, entry('hotels', aHotel({ rank: 2 })))).toEqual([
      { field: 'hotels/tabacon-resort.rank', message: 'rank 2 is already the rank of hotels[0], a hotel of the same destination: each rank is one hotel\'s' },
    ]);
  });

  it('names another record\'s field by its key, even when it shares the changed record\'s id', () => {
    // A tour whose id is also a page's, listed by that very page: made admin-only, the page's listing breaks.
    const { id: _id, ...canopy } = aPublicTour({ id: 'canopy-tours', legacyId: undefined, adminTour: undefined });
    const shared = rows.map((row) => (row.id === 'canopy-tours' ? { ...row, data: { ...(row.data as object), listing: { title: { en: 'Canopy' }, tourIds: ['canopy-tours'] } } } : row));
    const withTour = [...shared, { collection: 'tours', id: 'canopy-tours', data: canopy }];
    const { id: _sameId, ...adminOnly } = anAdminOnlyTour({ id: 'canopy-tours', destination: 'arenal', adminTour: { number: 9, category: 'Adventure' } });
    expect(problemsOfRecordChange(withTour, { collection: 'tours', id: 'canopy-tours', data: adminOnly })).toEqual([
      { field: 'pages/canopy-tours.listing.tourIds[0]', message: 'listing.tourIds[0] "canopy-tours" is an admin-only tour, which no page may list' },
    ]);
  });

  it('names the settings\' fields by their name', () => {
    expect(problemsOfRecordChange(rows, { collection: 'settings', id: 'site', data: someSettings({ support: { email: 'nobody' } }) })).toEqual([
      { field: 'support.email', message: 'support.email must be an email address such as hello@costaricagateway.com, got "nobody"' },
    ]);
  });

  it('names a record that is not a record as it is stored', () => {
    expect(problemsOfRecordChange(rows, { collection: 'tours', id: 'arenal-volcano-hike', data: aPublicTour() })).toEqual([
      { field: 'id', message: 'data.id must not be there: a record\'s id is the id of its row' },
    ]);
    expect(problemsOfRecordChange(rows, { collection: 'tours', id: 'arenal-volcano-hike', data: 'a tour' })).toEqual([
      { field: 'data', message: 'data must be the record\'s fields, such as { "name": … }, got "a tour"' },
    ]);
  });

  it('lets a failure that is not a verdict on the catalogue through as it is', () => {
    const unreadable = Object.defineProperty({ ...(entry('tours', aPublicTour()).data as object) }, 'price', {
      enumerable: true,
      get: () => {
        throw new Error('the data could not be read');
      },
    });
    expect(() => problemsOfRecordChange(rows, { collection: 'tours', id: 'arenal-volcano-hike', data: unreadable })).toThrow('the data could not be read');
  });

  it('does not tell a problem the catalogue had before the change, but tells the same problem of another record', () => {
    const broken = rows.map((row) => (row.id === 'nayara-springs' ? { ...row, data: { ...(row.data as object), destination: 'atlantis' } } : row));
    expect(problemsOfRecordChange(broken, entry('tours', aPublicTour({ price: 59 })))).toEqual([]);
    expect(problemsOfRecordChange(broken, entry('tours', aPublicTour({ destination: 'atlantis' })))).toEqual([
      { field: 'destination', message: 'destination "atlantis" is not the id of any destination' },
    ]);
  });

  it('finds the record a problem is on however far down its list or the rows it is', () => {
    // Ids that sort as they count, so hotel-11 is the twelfth.
    const hotels = Array.from({ length: 12 }, (_, index) => aHotel({ id: `hotel-${String(index).padStart(2, '0')}`, name: `Hotel ${index}`, rank: index + 1 }));
    const many = catalogueRecordsOf(aCatalogueDocument({ hotels }));
    expect(problemsOfRecordChange(many, entry('hotels', aHotel({ id: 'hotel-11', name: 'Hotel 11', rank: 12, rating: 7 })))).toEqual([
      { field: 'rating', message: 'rating must be a rating from 1 to 5 in steps of 0.5, got 7' },
    ]);
    const product = many.find((row) => row.id === 'salsa-lizano')!;
    expect(many.indexOf(product)).toBeGreaterThan(9);
    expect(problemsOfRecordChange(many, { ...product, data: { ...(product.data as object), id: 'salsa-lizano' } })).toEqual([
      { field: 'id', message: 'data.id must not be there: a record\'s id is the id of its row' },
    ]);
  });
});

describe('the problems a publication brings into the published catalogue (docs/decisions/103)', () => {
  it('finds none for a change that keeps it whole', () => {
    expect(problemsOfPublication(rows, [entry('tours', aPublicTour({ price: 59 }))])).toEqual([]);
    expect(problemsOfPublication(rows, [{ collection: 'tours', id: 'tortuguero-turtle-night-walk', data: null }])).toEqual([]);
  });

  it('names every page still listing a tour taken off the site', () => {
    expect(problemsOfPublication(rows, [{ collection: 'tours', id: 'mistico-hanging-bridges', data: null }]).map((problem) => problem.field)).toEqual([
      'pages/canopy-tours.listing.tourIds[0]',
      'pages/destinations-arenal.listing.tourIds[1]',
      'pages/home.listing.tourIds[0]',
      'pages/tours.sections[0].tourIds[1]',
    ]);
  });

  it('names a tour published before the destination it names', () => {
    expect(problemsOfPublication(rows, [entry('tours', aPublicTour({ destination: 'tamarindo' }))])).toEqual([
      { field: 'tours/arenal-volcano-hike.destination', message: 'destination "tamarindo" is not the id of any destination' },
    ]);
  });

  it('names what the catalogue lacks as a whole', () => {
    expect(problemsOfPublication(rows, [{ collection: 'settings', id: 'site', data: null }])).toEqual([{ field: 'settings', message: 'settings is missing' }]);
  });
});
