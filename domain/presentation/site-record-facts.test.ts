import { describe, expect, it } from 'vitest';
import { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { readSeedDocument } from '../../scripts/catalogue-seed.js';
import { aCatalogueDocument, anotherPublicTour } from '../../test-support/catalogue-documents.js';
import { siteRecordFacts } from './site-record-facts.js';

const seed = () => readSeedDocument(new URL('../..', import.meta.url).pathname);

describe('one truth for every record over the seed (issue 37)', () => {
  it('shows every tour and product alike on every page, and no card repeats a chip', () => {
    const found = siteRecordFacts(new CatalogueReader(seed()));
    expect(found.factsShown).toBeGreaterThan(1000);
    expect(found.contradictions).toEqual([]);
    expect(found.repeatedChips).toEqual([]);
  });

  it('finds a product priced two ways by two records of it, one listed by the gift store', () => {
    const document = seed();
    const coffee = document.products.find((product) => product.id === 'doka-peaberry')!;
    const copy = { ...coffee, id: 'doka-estate-peaberry', price: 22.99 };
    const shops = document.shops.map((shop) => (shop.id === 'gifts' ? { ...shop, productIds: shop.productIds.map((id) => (id === coffee.id ? copy.id : id)) } : shop));
    expect(siteRecordFacts(new CatalogueReader({ ...document, products: [...document.products, copy], shops })).contradictions).toEqual([
      {
        record: expect.stringContaining('product:https://www.amazon.com/s?k=Doka+Estate+Peaberry'),
        fact: 'price',
        shown: [
          { page: '/gift-store', value: '$22.99' },
          { page: '/featured-coffee', value: '$21.99' },
          { page: '/coffee', value: '$21.99' },
        ],
      },
    ]);
  });

  it('finds none when the one record of a product two shops list changes its price (docs/decisions/144)', () => {
    const document = seed();
    const products = document.products.map((product) => (product.id === 'doka-peaberry' ? { ...product, price: 22.99 } : product));
    expect(siteRecordFacts(new CatalogueReader({ ...document, products })).contradictions).toEqual([]);
  });

  it('finds a badge that repeats a card\'s category', () => {
    const document = seed();
    const tours = document.tours.map((tour) => (tour.id === 'papagayo-luxury-catamaran-day-sail' && tour.visibility === 'public' ? { ...tour, badges: ['Luxury' as const] } : tour));
    expect(siteRecordFacts(new CatalogueReader({ ...document, tours })).repeatedChips).toContainEqual({ page: '/tours', record: 'tour:papagayo-1', chip: 'Luxury' });
  });

  it("reads the facts of every page that shows records, and of no other, on the small sample catalogue", () => {
    // The cards of the home page, /tours, the Arenal and canopy pages, the three shops and /coffee: 80 facts. The legal
    // pages, /real-estate, the picture of the day and /admin show none (one more page read would change the count).
    expect(siteRecordFacts(new CatalogueReader(aCatalogueDocument())).factsShown).toBe(80);
  });

  it("finds a chip a tour's card repeats on every page that lists it, the home page's included", () => {
    const document = aCatalogueDocument();
    const tours = document.tours.map((tour) => (tour.id === 'mistico-hanging-bridges' ? anotherPublicTour({ badges: ['Nature Walk'] }) : tour));
    expect(siteRecordFacts(new CatalogueReader({ ...document, tours })).repeatedChips.map(({ page }) => page)).toEqual(['/', '/tours', '/destinations/arenal', '/canopy-tours']);
  });
});
