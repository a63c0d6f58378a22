import { describe, expect, it } from 'vitest';
import { cardChips, priceUnitWords, tourCardFacts } from './tour-card-variant.js';

const tour = { duration: '4 hours', groupSize: 'Small group', location: 'La Fortuna', priceUnit: 'person' as const };

describe('what a tour card shows (docs/product.md §2: the record decides, never the page or the position)', () => {
  it('shows the duration, the group size and the record\'s price unit, with no badges on the image', () => {
    expect(tourCardFacts(tour, {})).toEqual({ duration: '4 hours', groupSize: 'Small group', priceSuffix: '/ person', imageBadges: [] });
  });

  it('writes each price unit after the price, and says it in words to a screen reader', () => {
    expect(tourCardFacts({ ...tour, priceUnit: 'group' }, {}).priceSuffix).toBe('/ group');
    expect(tourCardFacts({ ...tour, priceUnit: 'boat' }, {}).priceSuffix).toBe('/ boat');
    expect(priceUnitWords('person')).toBe('per person');
    expect(priceUnitWords('boat')).toBe('per boat');
    expect(priceUnitWords('group')).toBe('per group');
  });

  it('shows the location badge where the page asks for it, then the record\'s own badges, on the image', () => {
    expect(tourCardFacts({ ...tour, badges: ['Authentic'] }, { locationBadge: true }).imageBadges).toEqual([
      { kind: 'location', text: 'La Fortuna' },
      { kind: 'record', text: 'Authentic' },
    ]);
    expect(tourCardFacts({ ...tour, badges: ['Luxury'] }, {}).imageBadges).toEqual([{ kind: 'record', text: 'Luxury' }]);
  });

  it('leaves the best seller mark to its own place on the card', () => {
    expect(tourCardFacts({ ...tour, badges: ['Best Seller', 'Popular'] }, {}).imageBadges).toEqual([{ kind: 'record', text: 'Popular' }]);
  });

  it('has no group size line for a tour without one', () => {
    expect(tourCardFacts({ duration: 'Full day', location: 'Osa', priceUnit: 'person' }, {}).groupSize).toBeUndefined();
  });
});

describe('the chips under a tour card\'s picture (issue 37: no chip repeats)', () => {
  it('shows the category, then the difficulty', () => {
    expect(cardChips({ category: 'Water Sports', difficulty: 'Beginner' })).toEqual(['Water Sports', 'Beginner']);
  });

  it('shows a difficulty that is also the category once', () => {
    expect(cardChips({ category: 'Beginner', difficulty: 'Beginner' })).toEqual(['Beginner']);
  });

  it('shows the category alone for a tour without a difficulty', () => {
    expect(cardChips({ category: 'Volcano' })).toEqual(['Volcano']);
  });
});
