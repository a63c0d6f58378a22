import { describe, expect, it } from 'vitest';
import { fieldChanges, textChanges } from './field-changes.js';

describe('fieldChanges: what a revision changed, field by field', () => {
  it('names each changed field by its path, nested fields and list items included', () => {
    const before = { price: 165, title: { en: 'Hike', es: 'Caminata' }, listing: { tourIds: ['a', 'b', 'c'] }, rating: 4.5 };
    const after = { title: { es: 'Caminata', en: 'Volcano hike' }, price: 149, listing: { tourIds: ['a', 'd', 'c'] }, rating: 4.5 };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'price', before: 165, after: 149 },
      { field: 'title.en', before: 'Hike', after: 'Volcano hike' },
      { field: 'listing.tourIds[1]', before: 'b', after: 'd' },
    ]);
  });

  it('tells a field added or removed with null on the side without it, and a list that grew whole', () => {
    expect(fieldChanges({ price: 75, tags: ['x'] }, { price: 75, originalPrice: 90, tags: ['x', 'y'] })).toEqual([
      { field: 'tags', before: ['x'], after: ['x', 'y'] },
      { field: 'originalPrice', before: null, after: 90 },
    ]);
    expect(fieldChanges({ price: 75, originalPrice: 90 }, { price: 75 })).toEqual([{ field: 'originalPrice', before: 90, after: null }]);
    expect(fieldChanges({ a: { b: 1 } }, { a: [1] })).toEqual([{ field: 'a', before: { b: 1 }, after: [1] }]);
    expect(fieldChanges({ a: [{ b: 1 }] }, { a: [{ b: 2 }] })).toEqual([{ field: 'a[0].b', before: 1, after: 2 }]);
    expect(fieldChanges({ a: [1] }, { a: { b: 1 } })).toEqual([{ field: 'a', before: [1], after: { b: 1 } }]);
  });

  it('finds nothing between equal data, whatever the order of keys', () => {
    expect(fieldChanges({ a: 1, b: { c: [1, { d: 2 }] } }, { b: { c: [1, { d: 2 }] }, a: 1 })).toEqual([]);
    expect(fieldChanges({ a: [1, 2] }, { a: [1, 3] })).toEqual([{ field: 'a[1]', before: 2, after: 3 }]);
    expect(fieldChanges({ a: null }, { a: null })).toEqual([]);
  });

  it('tells a creation or an archiving by the top-level fields', () => {
    expect(fieldChanges(null, { price: 75, title: { en: 'Hike' } })).toEqual([
      { field: 'price', before: null, after: 75 },
      { field: 'title', before: null, after: { en: 'Hike' } },
    ]);
    expect(fieldChanges({ price: 75 }, null)).toEqual([{ field: 'price', before: 75, after: null }]);
    expect(fieldChanges(null, null)).toEqual([]);
  });
});

describe('fieldChanges between a list and a value of another kind', () => {
  it('tells the field whole', () => {
    expect(fieldChanges({ links: ['x'] }, { links: 'y' })).toEqual([{ field: 'links', before: ['x'], after: 'y' }]);
    expect(fieldChanges({ links: 'y' }, { links: ['x'] })).toEqual([{ field: 'links', before: 'y', after: ['x'] }]);
  });
});

describe('textChanges: the history\'s changes as text, field by field', () => {
  it('tells a value by language as its text, and a group or list on either side by its fields and items', () => {
    expect(textChanges(fieldChanges(null, { title: { en: 'Arenal Hike' }, price: 75, highlights: { en: ['Lava', 'Guide'] }, adminTour: { number: 1, category: 'Adventure' }, badges: [] }))).toEqual([
      { field: 'title.en', before: '—', after: 'Arenal Hike' },
      { field: 'price', before: '—', after: '75' },
      { field: 'highlights.en[0]', before: '—', after: 'Lava' },
      { field: 'highlights.en[1]', before: '—', after: 'Guide' },
      { field: 'adminTour.number', before: '—', after: '1' },
      { field: 'adminTour.category', before: '—', after: 'Adventure' },
      { field: 'badges', before: '—', after: '(none)' },
    ]);
  });

  it('tells only the items that differ in a list that grew, and yes or no for a flag', () => {
    expect(textChanges(fieldChanges({ highlights: { en: ['Lava', 'Guide'] }, featured: true }, { highlights: { en: ['Lava', 'Guide', 'Sloths'] }, featured: false }))).toEqual([
      { field: 'highlights.en[2]', before: '—', after: 'Sloths' },
      { field: 'featured', before: 'yes', after: 'no' },
    ]);
  });

  it('tells an archiving by the fields it took away, and a value that changed kind', () => {
    expect(textChanges(fieldChanges({ name: 'Nayara', photo: { src: '/objects/a' } }, null))).toEqual([
      { field: 'name', before: 'Nayara', after: '—' },
      { field: 'photo.src', before: '/objects/a', after: '—' },
    ]);
    expect(textChanges([{ field: 'price', before: '75', after: 75 }])).toEqual([{ field: 'price', before: '75', after: '75' }]);
    expect(textChanges([{ field: 'links', before: [], after: {} }])).toEqual([{ field: 'links', before: '(none)', after: '(none)' }]);
  });
});
