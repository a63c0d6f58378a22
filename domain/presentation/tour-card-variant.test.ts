import { describe, expect, it } from 'vitest';
import { cardChips, compactTourLine, priceUnitWords, tourCardFacts } from './tour-card-variant.js';

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

  it('shows the record\'s own badges and never the location as a badge: the line under the title gives it (docs/decisions/145)', () => {
    expect(tourCardFacts({ ...tour, badges: ['Authentic'] }, { locationBadge: true }).imageBadges).toEqual([{ kind: 'record', text: 'Authentic' }]);
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

describe('a tour named in one line, where a partner box lists it instead of the widget (issue 37: "/ person" everywhere)', () => {
  it('gives the price with the record\'s unit, and the rating with one decimal and its source', () => {
    expect(compactTourLine({ price: 65, priceUnit: 'person', rating: 4.8 }, 'GetYourGuide')).toEqual({
      shown: '$65 / person · 4.8 ★ on GetYourGuide',
      spoken: '$65 per person, rated 4.8 out of 5 on GetYourGuide',
    });
    expect(compactTourLine({ price: 1200, priceUnit: 'boat', rating: 5 }, 'GetYourGuide').shown).toBe('$1,200 / boat · 5.0 ★ on GetYourGuide');
    expect(compactTourLine({ price: 180, priceUnit: 'group', rating: 4.25 }, 'Viator').spoken).toBe('$180 per group, rated 4.3 out of 5 on Viator');
  });
});
