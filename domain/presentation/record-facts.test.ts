import { describe, expect, it } from 'vitest';
import { aCatalogueDocument } from '../../test-support/catalogue-documents.js';
import { CatalogueReader } from '../catalogue/catalogue-reader.js';
import type { PublicTour } from '../tours/public-tour.js';
import { publicTourCard } from './catalogue-tours.js';
import { contradictions, productFactsShown, repeatedChips, tourFactsShown } from './record-facts.js';

/** The sample catalogue's Arenal hike as its cards show it, with what a test changes. */
const tour = (overrides: Partial<PublicTour> = {}): PublicTour => ({
  ...publicTourCard(new CatalogueReader(aCatalogueDocument()), 'arenal-volcano-hike'),
  originalPrice: undefined,
  difficulty: undefined,
  badges: [],
  bestSellerRank: undefined,
  ...overrides,
});

const product = { retailUrl: 'https://www.amazon.com/s?k=Doka+Peaberry', price: '$21.99', rating: 4.6, reviewCount: 743 };

describe('the facts a page shows of its records (issue 37: one truth for every record)', () => {
  it('names each fact of a tour card by its tour and the page', () => {
    const facts = tourFactsShown('/tours', [tour({ originalPrice: 90, difficulty: 'Moderate', badges: ['Best Seller'] })]);
    expect(Object.fromEntries(facts.map((fact) => [fact.fact, fact.value]))).toEqual({
      price: '$75',
      originalPrice: '$90',
      priceUnit: '/ person',
      rating: '4.8',
      reviewCount: '1200',
      duration: '4 hours',
      groupSize: 'Small group',
      category: 'Nature & Wildlife',
      difficulty: 'Moderate',
      badges: 'Best Seller',
    });
    expect(new Set(facts.map((fact) => `${fact.page} ${fact.record}`))).toEqual(new Set(['/tours tour:arenal-1']));
  });

  it('writes a tour\'s badges in their order', () => {
    expect(tourFactsShown('/', [tour({ badges: ['Best Seller', 'Popular'] })]).find((fact) => fact.fact === 'badges')?.value).toBe('Best Seller, Popular');
  });

  it('writes what a card leaves out as none, so a page that drops a fact contradicts one that shows it', () => {
    const facts = tourFactsShown('/', [tour({ groupSize: undefined })]);
    expect(facts.filter((fact) => ['originalPrice', 'groupSize', 'difficulty', 'badges'].includes(fact.fact)).map((fact) => fact.value)).toEqual(['none', 'none', 'none', 'none']);
  });

  it('names a product by the retail product its link opens, whichever shop lists it', () => {
    expect(productFactsShown('/gift-store', [{ ...product, originalPrice: '$24.99' }])).toEqual([
      { page: '/gift-store', record: `product:${product.retailUrl}`, fact: 'price', value: '$21.99' },
      { page: '/gift-store', record: `product:${product.retailUrl}`, fact: 'originalPrice', value: '$24.99' },
      { page: '/gift-store', record: `product:${product.retailUrl}`, fact: 'rating', value: '4.6' },
      { page: '/gift-store', record: `product:${product.retailUrl}`, fact: 'reviewCount', value: '743' },
    ]);
  });
});

describe('contradictions between pages', () => {
  it('are none when every page shows a record alike', () => {
    expect(contradictions([...tourFactsShown('/', [tour()]), ...tourFactsShown('/tours', [tour()]), ...tourFactsShown('/destinations/arenal', [tour()])])).toEqual([]);
  });

  it('name the record, the fact and each page\'s value', () => {
    const shown = [...tourFactsShown('/', [tour({ category: 'Adventure' })]), ...tourFactsShown('/tours', [tour()]), ...tourFactsShown('/destinations/arenal', [tour()])];
    expect(contradictions(shown)).toEqual([
      {
        record: 'tour:arenal-1',
        fact: 'category',
        shown: [
          { page: '/', value: 'Adventure' },
          { page: '/tours', value: 'Nature & Wildlife' },
          { page: '/destinations/arenal', value: 'Nature & Wildlife' },
        ],
      },
    ]);
  });

  it('find a product priced two ways on two shops', () => {
    const shown = [...productFactsShown('/featured-coffee', [product]), ...productFactsShown('/gift-store', [{ ...product, price: '$22.99', reviewCount: 1084 }])];
    expect(contradictions(shown).map(({ fact, shown: values }) => [fact, values.map((value) => value.value)])).toEqual([
      ['price', ['$21.99', '$22.99']],
      ['reviewCount', ['743', '1084']],
    ]);
  });

  it('are not made by different records with the same figures', () => {
    expect(contradictions([...tourFactsShown('/', [tour()]), ...tourFactsShown('/', [tour({ id: 'arenal-2', price: 90 })])])).toEqual([]);
  });
});

describe('repeated chips on a card', () => {
  it('are none on a card whose chips and badges all differ', () => {
    expect(repeatedChips('/tours', [tour({ difficulty: 'Beginner', badges: ['Best Seller', 'Popular'], originalPrice: 90 })], { locationBadge: true })).toEqual([]);
  });

  it('are a badge that says what the card already says', () => {
    expect(repeatedChips('/destinations/papagayo', [tour({ category: 'Luxury', badges: ['Luxury'] })], {})).toEqual([{ page: '/destinations/papagayo', record: 'tour:arenal-1', chip: 'Luxury' }]);
    expect(repeatedChips('/tours', [tour({ location: 'Popular', badges: ['Popular'] })], {})).toEqual([{ page: '/tours', record: 'tour:arenal-1', chip: 'Popular' }]);
  });

  it('are never the location, which the card\'s line under its title gives, not a chip, even where the page asked for a location badge (issue 37, docs/decisions/145)', () => {
    expect(repeatedChips('/destinations/puerto-viejo', [tour({ location: 'Playa Chiquita' })], { locationBadge: true })).toEqual([]);
  });

  it('count the best seller and sale marks, which only a card with them shows', () => {
    const named = (location: string, overrides: Partial<PublicTour> = {}) => tour({ location, ...overrides });
    expect(repeatedChips('/tours', [named('Best Seller', { bestSellerRank: 1 }), named('On Sale', { originalPrice: 90 })], { locationBadge: true }).map((repeated) => repeated.chip)).toEqual(['Best Seller', 'On Sale']);
    expect(repeatedChips('/tours', [named('Best Seller'), named('On Sale')], { locationBadge: true })).toEqual([]);
  });

  it('are never the category repeated as the difficulty: the card shows it once', () => {
    expect(repeatedChips('/surf-lessons', [tour({ category: 'Beginner', difficulty: 'Beginner' })], {})).toEqual([]);
  });
});
