import { describe, expect, it } from 'vitest';
import { fieldChanges } from './field-changes.js';

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
