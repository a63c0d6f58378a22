import { describe, expect, it } from 'vitest';
import { hotelFeatures, hotelPriceColour, hotelPriceLevelWords, hotelRank, MAX_HOTEL_FEATURES } from './hotel-card.js';

describe('hotel card (docs/product.md §3, §9)', () => {
  it('ranks a hotel by its list position plus one', () => {
    expect(hotelRank(0)).toBe(1);
    expect(hotelRank(4)).toBe(5);
  });

  it('shows at most 4 features, then +N more', () => {
    expect(MAX_HOTEL_FEATURES).toBe(4);
    expect(hotelFeatures(['Spa', 'Pool', 'Volcano view', 'Hot springs', 'Bar', 'Gym'])).toEqual({
      shown: ['Spa', 'Pool', 'Volcano view', 'Hot springs'],
      more: '+2 more',
    });
    expect(hotelFeatures(['Spa', 'Pool', 'Volcano view', 'Hot springs', 'Bar'])).toEqual({
      shown: ['Spa', 'Pool', 'Volcano view', 'Hot springs'],
      more: '+1 more',
    });
  });

  it('shows every feature, without +N more, up to 4', () => {
    expect(hotelFeatures(['Spa', 'Pool', 'Volcano view', 'Hot springs'])).toEqual({ shown: ['Spa', 'Pool', 'Volcano view', 'Hot springs'] });
    expect(hotelFeatures(['Spa'])).toEqual({ shown: ['Spa'] });
    expect(hotelFeatures([])).toEqual({ shown: [] });
  });

  it.each([
    ['Luxury', 'purple'],
    ['$$$$', 'purple'],
    ['$$$', 'blue'],
    ['mid-range', 'blue'],
    ['Mid-Range', 'blue'],
    ['$$', 'green'],
    ['$', 'green'],
    ['Ultra-Luxury', 'purple'],
    ['luxury', 'purple'],
    ['mid', 'green'],
    ['$$$$$', 'green'],
    ['', 'green'],
  ])('colours the price badge %j %s', (range, colour) => {
    expect(hotelPriceColour(range)).toBe(colour);
  });
});

describe('a hotel card read aloud (issue 23.3)', () => {
  it.each([
    ['$', 'Price level 1 of 4'],
    ['$$', 'Price level 2 of 4'],
    ['$$$$', 'Price level 4 of 4'],
    ['Luxury', 'Price level: Luxury'],
    ['Ultra-Luxury', 'Price level: Ultra-Luxury'],
    ['mid-range', 'Price level: mid-range'],
    ['$$$$$', 'Price level: $$$$$'],
    ['from $', 'Price level: from $'],
  ])('says the price level %s in words: %s', (range, words) => {
    expect(hotelPriceLevelWords(range)).toBe(words);
  });
});
