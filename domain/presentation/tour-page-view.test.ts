import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES } from '../tours/tour-filters.js';
import { tourPageView } from './tour-page-view.js';

const tour = (id: string, category: string, adminTourId?: number) => ({ id, category, ...(adminTourId === undefined ? {} : { adminTourId }) });
const tours = [tour('canopy-zipline', 'Adventure', 3), tour('sloth-walk', 'Wildlife'), tour('rafting', 'Adventure'), tour('bird-walk', 'Wildlife')];

describe('a destination or activity page (docs/product.md §2, §4)', () => {
  it('has no tours section when the page lists no tours', () => {
    expect(tourPageView([], ALL_CATEGORIES, [])).toBeUndefined();
  });

  it('offers All then each category in order of first appearance, with All chosen, and announces every tour', () => {
    const view = tourPageView(tours, ALL_CATEGORIES, [])!;
    expect(view.filter).toEqual({ options: [ALL_CATEGORIES, 'Adventure', 'Wildlife'], chosen: ALL_CATEGORIES, announcement: '4 tours in all categories' });
    expect(view.cards.map((card) => card.tour.id)).toEqual(['canopy-zipline', 'sloth-walk', 'rafting', 'bird-walk']);
  });

  it('shows only the chosen category, keeping every option on offer', () => {
    const view = tourPageView(tours, 'Wildlife', [])!;
    expect(view.filter).toEqual({ options: [ALL_CATEGORIES, 'Adventure', 'Wildlife'], chosen: 'Wildlife', announcement: '2 tours in Wildlife' });
    expect(view.cards.map((card) => card.tour.id)).toEqual(['sloth-walk', 'bird-walk']);
  });

  it('places the booking links in the tours section from 1, and loads no card first: the hero illustration is the LCP (docs/decisions/048)', () => {
    const cards = tourPageView(tours, 'Adventure', [])!.cards;
    expect(cards.map((card) => card.placement)).toEqual([
      { section: 'tours', position: 1 },
      { section: 'tours', position: 2 },
    ]);
    expect(cards.map((card) => card.imageLoading)).toEqual([
      { loading: 'eager', fetchPriority: 'auto' },
      { loading: 'eager', fetchPriority: 'auto' },
    ]);
    expect(tourPageView(tours, ALL_CATEGORIES, [])!.cards[2]!.imageLoading).toEqual({ loading: 'lazy', fetchPriority: 'auto' });
  });

  it('gives each card the place of its category in the filter row, which the row works by without scripts (docs/decisions/131)', () => {
    expect(tourPageView(tours, ALL_CATEGORIES, [])!.cards.map((card) => card.filterChoice)).toEqual([1, 2, 1, 2]);
    // The place in the whole row, not among the cards shown: a chosen category keeps its number.
    expect(tourPageView(tours, 'Wildlife', [])!.cards.map((card) => card.filterChoice)).toEqual([2, 2]);
  });

  it("shows the operator's photo, badged Custom Image, on a linked admin tour's card", () => {
    const cards = tourPageView(tours, ALL_CATEGORIES, [{ tourId: 3, imageURL: '/objects/zipline.jpg' }])!.cards;
    expect(cards[0]!.photo).toEqual({ badge: 'Custom Image', photo: { src: '/objects/zipline.jpg', sources: [] } });
    expect(cards.slice(1).some((card) => card.photo)).toBe(false);
  });
});
