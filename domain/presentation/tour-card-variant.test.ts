import { describe, expect, it } from 'vitest';
import { tourCardFacts } from './tour-card-variant.js';

const tour = { duration: '4 hours', groupSize: 'Small group', location: 'La Fortuna' };

describe('what a destination or activity tour card shows (docs/product.md §2)', () => {
  it('shows the duration and the group size by default, with no badges on the image', () => {
    expect(tourCardFacts(tour, {})).toEqual({ duration: '4 hours', groupSize: 'Small group', priceSuffix: undefined, imageBadges: [] });
  });

  it('shows "/ person" after the price instead of the group size', () => {
    expect(tourCardFacts(tour, { perPerson: true })).toMatchObject({ groupSize: undefined, priceSuffix: '/ person' });
  });

  it('shows the location badge, then the fixed badge, on the image', () => {
    expect(tourCardFacts(tour, { locationBadge: true, fixedBadge: 'Luxury' }).imageBadges).toEqual([
      { kind: 'location', text: 'La Fortuna' },
      { kind: 'fixed', text: 'Luxury' },
    ]);
  });

  it('shows a fixed badge that names a category of the filter only on the tours of that category', () => {
    const luxury = { ...tour, category: 'Luxury' };
    const wellness = { ...tour, category: 'Wellness' };
    const filter = ['All', 'Luxury', 'Wellness'];
    expect(tourCardFacts(luxury, { fixedBadge: 'Luxury' }, filter).imageBadges).toEqual([{ kind: 'fixed', text: 'Luxury' }]);
    expect(tourCardFacts(wellness, { fixedBadge: 'Luxury' }, filter).imageBadges).toEqual([]);
    expect(tourCardFacts(wellness, { fixedBadge: 'Popular' }, filter).imageBadges).toEqual([{ kind: 'fixed', text: 'Popular' }]);
  });

  it('has no group size line for a tour without one', () => {
    expect(tourCardFacts({ duration: 'Full day', location: 'Osa' }, {}).groupSize).toBeUndefined();
  });
});
