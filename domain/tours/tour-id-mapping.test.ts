import { describe, expect, it } from 'vitest';
import { adminTourIdFor, customImageFor, customTourImageFor } from './tour-id-mapping.js';

describe('public → admin tour id mapping (docs/product.md §3)', () => {
  it.each([
    ['arenal-1', 1],
    ['arenal-2', 2],
    ['monteverde-1', 3],
    ['monteverde-2', 4],
    ['manuel-1', 5],
    ['manuel-2', 6],
    ['tamarindo-1', 8],
  ])('maps %s to admin tour %i', (publicId, adminId) => {
    expect(adminTourIdFor(publicId)).toBe(adminId);
  });

  it.each(['arenal-3', 'arenal-4', 'tamarindo-2', 'manuel-3', 'santa-teresa-1', 'canopy-1', '', 'ARENAL-1'])(
    'maps %j to no admin tour',
    (publicId) => {
      expect(adminTourIdFor(publicId)).toBeUndefined();
    },
  );
});

describe('customImageFor (docs/product.md §2: admin cards and /tours cards)', () => {
  const images = [
    { tourId: 1, imageURL: '/objects/one' },
    { tourId: 7, imageURL: '/objects/seven' },
    { tourId: 8, imageURL: '/objects/eight' },
  ];

  it('gives the image of the mapped admin tour', () => {
    expect(customImageFor('arenal-1', images)).toBe('/objects/one');
    expect(customImageFor('tamarindo-1', images)).toBe('/objects/eight');
  });

  it('gives nothing when the mapped admin tour has no record', () => {
    expect(customImageFor('arenal-2', images)).toBeUndefined();
  });

  it('gives nothing to an unmapped tour even if an admin tour with a matching number has an image', () => {
    expect(customImageFor('santa-teresa-1', images)).toBeUndefined();
  });

  it('gives an admin card, named by its admin tour id, the image of that tour', () => {
    expect(customImageFor(7, images)).toBe('/objects/seven');
    expect(customImageFor(2, images)).toBeUndefined();
  });
});

describe('customTourImageFor (docs/decisions/048: the card needs the photo\'s copies too)', () => {
  it('gives the whole record of the mapped admin tour, copies included', () => {
    const variants = [{ url: '/objects/one-480.avif', width: 480, type: 'image/avif' }];
    const images = [{ tourId: 1, imageURL: '/objects/one', variants }];
    expect(customTourImageFor('arenal-1', images)).toEqual({ tourId: 1, imageURL: '/objects/one', variants });
    expect(customTourImageFor('santa-teresa-1', images)).toBeUndefined();
  });
});
