import { describe, expect, it } from 'vitest';
import { CatalogueReader } from '../domain/catalogue/catalogue-reader.js';
import { readSeedDocument } from '../scripts/catalogue-seed.js';
import { siteRecordFacts } from './page-facts.js';

const seed = () => readSeedDocument(new URL('..', import.meta.url).pathname);

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
});
