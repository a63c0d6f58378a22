import { describe, expect, it } from 'vitest';
import { HOME_TOUR_CATEGORIES, HOME_TOUR_LOCATIONS, homeCategoryTone } from './home-tour.js';

describe('home tour category badge (docs/product.md §3 "Home tour")', () => {
  it.each([
    ['Adventure', 'adventure'],
    ['Nature', 'nature'],
    ['Thrill', 'thrill'],
    ['Wildlife', 'wildlife'],
    ['Ocean', 'ocean'],
    ['Nature Walk', 'nature'],
    ['Cloud Forest', 'nature'],
    ['Zipline', 'thrill'],
    ['Nature & Wildlife', 'wildlife'],
    ['Water Sports', 'ocean'],
    ['Marine Wildlife', 'ocean'],
  ])('%s has its kind\'s colour, %s', (category, tone) => {
    expect(homeCategoryTone(category)).toBe(tone);
  });

  it('gives every listed category a different colour, none of them grey', () => {
    const tones = HOME_TOUR_CATEGORIES.map(homeCategoryTone);
    expect(new Set(tones).size).toBe(HOME_TOUR_CATEGORIES.length);
    expect(tones).not.toContain('grey');
  });

  it.each(['Culture', 'Food & Culture', '', 'Adventures', ' Nature'])('any other category, %j, is grey', (category) => {
    expect(homeCategoryTone(category)).toBe('grey');
  });

  // The catalogue's categories are typed constants, so the match is exact: a differently cased
  // category is another category and gets the grey badge.
  it.each(['adventure', 'NATURE', 'wildLife'])('matches case-sensitively: %j is grey', (category) => {
    expect(homeCategoryTone(category)).toBe('grey');
  });

  it.each(['toString', 'constructor', '__proto__'])('an object property name, %j, is grey', (category) => {
    expect(homeCategoryTone(category)).toBe('grey');
  });
});

describe('home tour locations (docs/product.md §3 "Home tour")', () => {
  it('are the seven places of the home tours', () => {
    expect(HOME_TOUR_LOCATIONS).toEqual([
      'Arenal',
      'Monteverde',
      'Manuel Antonio',
      'Tamarindo',
      'Playas del Coco',
      'Papagayo',
      'Santa Teresa',
    ]);
  });
});
