import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aCoffeeProduct, aGiftProduct, aPublicTour, aShop } from '../../test-support/catalogue-documents.js';
import { catalogueRecordsOf } from './catalogue-document.js';
import { referencesOf, referencesTo } from './catalogue-references.js';

const rows = catalogueRecordsOf(aCatalogueDocument());
const row = (collection: string, id: string) => rows.find((entry) => entry.collection === collection && entry.id === id)!;

describe('which catalogue records name which (docs/decisions/103)', () => {
  it('finds every page listing a tour, with the page\'s path and the place in its listing', () => {
    expect(referencesTo(rows, { collection: 'tours', id: 'mistico-hanging-bridges' })).toEqual([
      { from: { collection: 'pages', id: 'canopy-tours', page: '/canopy-tours' }, field: 'listing.tourIds[0]', to: { collection: 'tours', id: 'mistico-hanging-bridges' } },
      { from: { collection: 'pages', id: 'destinations-arenal', page: '/destinations/arenal' }, field: 'listing.tourIds[1]', to: { collection: 'tours', id: 'mistico-hanging-bridges' } },
      { from: { collection: 'pages', id: 'home', page: '/' }, field: 'listing.tourIds[0]', to: { collection: 'tours', id: 'mistico-hanging-bridges' } },
      { from: { collection: 'pages', id: 'tours', page: '/tours' }, field: 'sections[0].tourIds[1]', to: { collection: 'tours', id: 'mistico-hanging-bridges' } },
    ]);
  });

  it('finds the tours, hotels and pages that name a destination', () => {
    const naming = referencesTo(rows, { collection: 'destinations', id: 'arenal' }).map(({ from, field }) => `${from.collection}/${from.id} ${field}${from.page === undefined ? '' : ` (${from.page})`}`);
    expect(naming).toEqual([
      'tours/arenal-volcano-hike destination',
      'tours/mistico-hanging-bridges destination',
      'pages/destinations-arenal destination (/destinations/arenal)',
      'pages/tours sections[0].destination (/tours)',
      'hotels/nayara-springs destination',
    ]);
    expect(referencesTo(rows, { collection: 'destinations', id: 'tortuguero' }).map(({ from }) => from.id)).toEqual(['tortuguero-turtle-night-walk']);
  });

  it('finds every shop listing a product, with the shop\'s page and the place in its list (docs/decisions/144)', () => {
    const giftCard = { highlights: { en: ['One', 'Two', 'Three', 'Four'] }, illustration: 'coffee-bag' };
    const shared = catalogueRecordsOf(
      aCatalogueDocument({ products: [aCoffeeProduct({ giftCard }), aGiftProduct()], shops: [aShop('coffee', ['britt-tarrazu-montecielo']), aShop('gifts', ['salsa-lizano', 'britt-tarrazu-montecielo'])] }),
    );
    expect(referencesTo(shared, { collection: 'products', id: 'britt-tarrazu-montecielo' })).toEqual([
      { from: { collection: 'shops', id: 'coffee', page: '/featured-coffee' }, field: 'productIds[0]', to: { collection: 'products', id: 'britt-tarrazu-montecielo' } },
      { from: { collection: 'shops', id: 'gifts', page: '/gift-store' }, field: 'productIds[1]', to: { collection: 'products', id: 'britt-tarrazu-montecielo' } },
    ]);
  });

  it('finds nothing naming a record no other names, nor a record naming itself', () => {
    expect(referencesTo(rows, { collection: 'tours', id: 'tortuguero-turtle-night-walk' })).toEqual([]);
    expect(referencesTo(rows, { collection: 'products', id: 'salsa-lizano' }).map(({ from }) => from)).toEqual([{ collection: 'shops', id: 'gifts', page: '/gift-store' }]);
    expect(referencesTo(rows.filter(({ collection }) => collection !== 'shops'), { collection: 'products', id: 'salsa-lizano' })).toEqual([]);
    expect(referencesTo(rows, { collection: 'pages', id: 'home' })).toEqual([]);
    // Named by its collection too: no tour is called "arenal", whatever names the destination.
    expect(referencesTo(rows, { collection: 'tours', id: 'arenal' })).toEqual([]);
  });

  it('reads nothing from a record its schema refuses, or from a collection that names no record', () => {
    const { id, ...broken } = aPublicTour({ price: -5 });
    expect(referencesOf({ collection: 'tours', id, data: broken })).toEqual([]);
    expect(referencesOf({ collection: 'hotels', id: 'x', data: { destination: 'arenal' } })).toEqual([]);
    expect(referencesOf({ collection: 'pages', id: 'x', data: { kind: 'home' } })).toEqual([]);
    expect(referencesOf(row('products', 'salsa-lizano'))).toEqual([]);
    expect(referencesOf({ collection: 'shops', id: 'gifts', data: { productIds: 'salsa-lizano' } })).toEqual([]);
    expect(referencesOf(row('settings', 'site'))).toEqual([]);
  });

  it('reads a record by the id of its key, whatever its data says', () => {
    expect(referencesOf(row('hotels', 'nayara-springs'))).toStrictEqual([{ from: { collection: 'hotels', id: 'nayara-springs' }, field: 'destination', to: { collection: 'destinations', id: 'arenal' } }]);
    expect(referencesOf({ ...row('tours', 'arenal-volcano-hike'), id: 'renamed' })[0]!.from).toEqual({ collection: 'tours', id: 'renamed' });
  });
});
