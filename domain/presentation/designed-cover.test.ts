import { describe, expect, it } from 'vitest';
import { coverPatternFor, coverPatternPath } from './designed-cover.js';

describe('the designed cover of a card without a true drawing', () => {
  it.each([
    ['Zipline', 'adventure'],
    ['Nature & Wildlife', 'nature'],
    ['Marine Wildlife', 'water'],
    ['Culture & History', 'culture'],
    ['Luxury', 'luxury'],
    ['Wellness', 'wellness'],
    ['Deep Sea', 'fishing'],
    ['Food & Culture', 'food'],
  ])('a %s tour gets the %s pattern', (category, pattern) => {
    expect(coverPatternFor(category)).toBe(pattern);
  });

  // Every category the catalogue's tours carry today, each with the pattern its card shows.
  it.each([
    ['Adventure', 'adventure'],
    ['Zipline', 'adventure'],
    ['Multi-Day', 'adventure'],
    ['Thrill', 'adventure'],
    ['Nature & Wildlife', 'nature'],
    ['Nature Walk', 'nature'],
    ['Cloud Forest', 'nature'],
    ['Rainforest', 'nature'],
    ['Volcano', 'nature'],
    ['Expedition', 'nature'],
    ['Nature', 'nature'],
    ['Wildlife', 'nature'],
    ['Water Sports', 'water'],
    ['Marine Wildlife', 'water'],
    ['Beginner', 'water'],
    ['Intermediate', 'water'],
    ['Advanced', 'water'],
    ['Ocean', 'water'],
    ['Culture & History', 'culture'],
    ['Cultural', 'culture'],
    ['Luxury', 'luxury'],
    ['Wellness', 'wellness'],
    ['Fishing', 'fishing'],
    ['Deep Sea', 'fishing'],
    ['Inshore', 'fishing'],
    ['Fly Fishing', 'fishing'],
    ['Food & Culture', 'food'],
  ])('the category %s is drawn with the %s pattern', (category, pattern) => {
    expect(coverPatternFor(category)).toBe(pattern);
  });

  it('gives an unknown category, even an Object property name, the adventure pattern', () => {
    expect(coverPatternFor('Birding')).toBe('adventure');
    expect(coverPatternFor('toString')).toBe('adventure');
  });

  it('names the pattern file', () => {
    expect(coverPatternPath('water')).toBe('/illustrations/covers/pattern-water.svg');
  });
});
