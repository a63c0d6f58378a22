import { describe, expect, it } from 'vitest';
import { catalogueProblems, formatUsd, resolveTours, tourRecordProblems, type Catalogue, type TourRecord } from './catalogue.js';

const tour = (fields: Partial<TourRecord> = {}): TourRecord => ({
  id: 'arenal-1',
  destination: 'arenal',
  title: 'Arenal Volcano Hike',
  location: 'La Fortuna',
  duration: '4 hours',
  price: 75,
  rating: 4.8,
  reviewCount: 1200,
  description: 'A hike on the old lava flows.',
  highlights: ['Lava flow', 'Viewpoint', 'Guide'],
  category: 'Nature & Wildlife',
  searchTerm: 'Arenal volcano hike',
  ...fields,
});

const catalogue = (fields: Partial<Catalogue> = {}): Catalogue => ({
  tours: [tour(), tour({ id: 'arenal-2', title: 'Místico Hanging Bridges', searchTerm: 'Mistico hanging bridges' })],
  destinations: [{ id: 'arenal', name: 'Arenal', description: 'Volcano country.', icon: 'volcano', colour: '#c2410c' }],
  listings: [{ route: '/tours', section: 'Arenal', destination: 'arenal', tourIds: ['arenal-1', 'arenal-2'], bestSeller: 'arenal-1' }],
  ...fields,
});

describe('the tours collection schema', () => {
  it('accepts a complete record', () => {
    expect(tourRecordProblems(tour({ originalPrice: 90, picture: 'volcano-arenal' }))).toEqual([]);
  });

  it('accepts the edges of each range: a rating of 1 or 5, no reviews yet, four highlights', () => {
    expect(tourRecordProblems(tour({ rating: 1, reviewCount: 0 }))).toEqual([]);
    expect(tourRecordProblems(tour({ rating: 5, highlights: ['Lava flow', 'Viewpoint', 'Guide', 'Hot springs'] }))).toEqual([]);
  });

  it.each([
    [{ id: 'Arenal 1' }, 'the id is not a lowercase slug'],
    [{ price: 0 }, 'the price is not a positive number of USD'],
    [{ price: Number.NaN }, 'the price is not a positive number of USD'],
    [{ originalPrice: 75 }, 'the original price is not above the price'],
    [{ rating: 5.1 }, 'the rating is not between 1 and 5'],
    [{ rating: 0.5 }, 'the rating is not between 1 and 5'],
    [{ reviewCount: 1.5 }, 'the review count is not a whole number'],
    [{ reviewCount: -1 }, 'the review count is not a whole number'],
    [{ highlights: ['One', 'Two'] }, 'it needs 3 or 4 highlights'],
    [{ highlights: ['1', '2', '3', '4', '5'] }, 'it needs 3 or 4 highlights'],
    [{ title: ' ' }, 'the title, description and search term must not be empty'],
    [{ description: '' }, 'the title, description and search term must not be empty'],
    [{ searchTerm: '' }, 'the title, description and search term must not be empty'],
    [{ description: '  ' }, 'the title, description and search term must not be empty'],
    [{ searchTerm: '  ' }, 'the title, description and search term must not be empty'],
    [{ picture: 'Volcano.svg' }, 'the picture is not a subject slug'],
  ] as const)('refuses %o', (fields, problem) => {
    expect(tourRecordProblems(tour(fields))).toEqual([`tour ${tour(fields).id}: ${problem}`]);
  });
});

describe('the catalogue check', () => {
  it('finds nothing wrong with a sound catalogue', () => {
    expect(catalogueProblems(catalogue())).toEqual([]);
  });

  it('reports a record that breaks its schema', () => {
    expect(catalogueProblems(catalogue({ tours: [tour({ price: -5 })], listings: [] }))).toEqual(['tour arenal-1: the price is not a positive number of USD']);
  });

  it('reports ids and destination names that repeat', () => {
    const arenal = { id: 'arenal', name: 'Arenal', description: '', icon: 'volcano', colour: '' } as const;
    const problems = catalogueProblems(
      catalogue({
        tours: [tour(), tour({ title: 'Other', searchTerm: 'other' })],
        destinations: [arenal, arenal],
        listings: [],
      }),
    );
    expect(problems).toEqual(['the tour id arenal-1 repeats', 'the destination id arenal repeats', 'the destination name Arenal repeats']);
  });

  it('reports one real tour written twice, by its title or its marketplace search, whatever the accents and case', () => {
    const twice = catalogueProblems(
      catalogue({
        tours: [tour(), tour({ id: 'canopy-2', title: 'ARENAL volcano hike!', searchTerm: 'another search' }), tour({ id: 'x-1', title: 'Other', searchTerm: 'Arenal Volcano  hike' })],
        listings: [],
      }),
    );
    expect(twice).toEqual(['two records describe the same tour (title "arenal volcano hike")', 'two records describe the same tour (search "arenal volcano hike")']);
    expect(catalogueProblems(catalogue({ tours: [tour({ title: 'Místico' }), tour({ id: 'b-1', title: 'Mistico', searchTerm: 'b' })], listings: [] }))).toEqual([
      'two records describe the same tour (title "mistico")',
    ]);
  });

  it('reports an admin tour linked to two tours', () => {
    const link = { id: 1, category: 'Adventure' as const };
    expect(
      catalogueProblems(catalogue({ tours: [tour({ adminTour: link }), tour({ id: 'b-1', title: 'B', searchTerm: 'b', adminTour: link }), tour({ id: 'c-1', title: 'C', searchTerm: 'c' })], listings: [] })),
    ).toEqual(['the admin tour 1 is linked to two tours']);
  });

  it('reports references that do not resolve, tours listed twice and a best seller the page does not list', () => {
    const problems = catalogueProblems(
      catalogue({
        tours: [tour({ destination: 'arenl' })],
        listings: [{ route: '/tours', section: 'Arenal', destination: 'nowhere', tourIds: ['arenal-1', 'arenal-9', 'arenal-1'], bestSeller: 'arenal-2' }],
      }),
    );
    expect(problems).toEqual([
      'tour arenal-1: no destination arenl',
      '/tours "Arenal": no tour arenal-9',
      '/tours "Arenal": the tour arenal-1 is listed twice',
      '/tours "Arenal": no destination nowhere',
      '/tours "Arenal": the best seller arenal-2 is not listed',
    ]);
  });

  it('accepts a listing without destination or best seller', () => {
    expect(catalogueProblems(catalogue({ listings: [{ route: '/', section: 'Popular Tours', tourIds: ['arenal-2'] }] }))).toEqual([]);
  });
});

describe('resolving a listing', () => {
  it('gives the records in the listing order', () => {
    expect(resolveTours(['arenal-2', 'arenal-1'], catalogue().tours).map((record) => record.id)).toEqual(['arenal-2', 'arenal-1']);
  });

  it('refuses an id that is not in the catalogue', () => {
    expect(() => resolveTours(['arenal-9'], catalogue().tours)).toThrow('No tour arenal-9 in the catalogue');
  });
});

describe('prices as cards write them', () => {
  it.each([
    [65, '$65'],
    [4200, '$4,200'],
    [1200, '$1,200'],
    [4.125, '$4.13'],
  ])('%d reads %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });
});
