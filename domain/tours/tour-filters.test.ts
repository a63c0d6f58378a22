import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, ALL_DESTINATIONS, categoryFilterOptions, comingSoonFor, destinationFilterOptions, destinationsShown, filterResultAnnouncement, toursInCategory } from './tour-filters.js';

const tours = [
  { id: 'a', category: 'Zipline' },
  { id: 'b', category: 'Nature Walk' },
  { id: 'c', category: 'Zipline' },
  { id: 'd', category: 'Advanced' },
];

describe('category filter (docs/product.md §2, §4)', () => {
  it("offers 'All' then each distinct category once, in order of first appearance", () => {
    expect(categoryFilterOptions(tours)).toEqual(['All', 'Zipline', 'Nature Walk', 'Advanced']);
  });

  it("offers only 'All' for a page without tours", () => {
    expect(categoryFilterOptions([])).toEqual([ALL_CATEGORIES]);
  });

  it("keeps every tour, in order, for 'All'", () => {
    expect(toursInCategory(tours, 'All').map((tour) => tour.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps only the tours of the chosen category', () => {
    expect(toursInCategory(tours, 'Zipline').map((tour) => tour.id)).toEqual(['a', 'c']);
    expect(toursInCategory(tours, 'Advanced').map((tour) => tour.id)).toEqual(['d']);
  });

  it('matches the category exactly', () => {
    expect(toursInCategory(tours, 'zipline')).toEqual([]);
  });

  it('goes back to every tour after a category', () => {
    toursInCategory(tours, 'Zipline');
    expect(toursInCategory(tours, ALL_CATEGORIES)).toHaveLength(4);
  });

  it('gives a new list the caller may change', () => {
    const all = toursInCategory(tours, 'All');
    expect(all).not.toBe(tours);
  });
});

const destinations = [
  { name: 'Arenal', tours: [{ id: 'arenal-1' }] },
  { name: 'Uvita', tours: [] },
];

describe('/tours destination filter (docs/product.md §2, §4)', () => {
  it("offers 'All Destinations' then one per destination", () => {
    expect(destinationFilterOptions(destinations)).toEqual(['All Destinations', 'Arenal', 'Uvita']);
  });

  it('shows every section for All Destinations, only the chosen one otherwise', () => {
    expect(destinationsShown(destinations, ALL_DESTINATIONS).map((d) => d.name)).toEqual(['Arenal', 'Uvita']);
    expect(destinationsShown(destinations, ALL_DESTINATIONS)).not.toBe(destinations);
    expect(destinationsShown(destinations, 'Uvita').map((d) => d.name)).toEqual(['Uvita']);
  });

  it("says 'Tours Coming Soon!' for a destination without tours", () => {
    expect(comingSoonFor({ name: 'Uvita', tours: [] })).toEqual({
      title: 'Tours Coming Soon!',
      text: "We're currently adding exciting tour options for Uvita. Check back soon for amazing adventures!",
    });
  });

  it('says nothing for a destination with tours', () => {
    expect(comingSoonFor({ name: 'Arenal', tours: [{ id: 'arenal-1' } as never] })).toBeUndefined();
  });
});

describe('what a filter change announces (issue 23 point 4)', () => {
  it('says how many tours are shown and where', () => {
    expect(filterResultAnnouncement(4, 'Arenal')).toBe('4 tours in Arenal');
    expect(filterResultAnnouncement(1, 'Adventure')).toBe('1 tour in Adventure');
    expect(filterResultAnnouncement(39, ALL_DESTINATIONS)).toBe('39 tours in all destinations');
    expect(filterResultAnnouncement(6, ALL_CATEGORIES)).toBe('6 tours in all categories');
    expect(filterResultAnnouncement(0, 'Jaco')).toBe('0 tours in Jaco');
  });
});
