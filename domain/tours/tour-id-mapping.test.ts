import { describe, expect, it } from 'vitest';
import { customImageFor, customTourImageFor } from './tour-id-mapping.js';

const images = [
  { tourId: 1, imageURL: '/objects/one' },
  { tourId: 7, imageURL: '/objects/seven' },
  { tourId: 8, imageURL: '/objects/eight' },
];

describe('customImageFor (docs/product.md §2: admin cards and public cards)', () => {
  it('gives a public tour the image of the admin tour its record is linked to', () => {
    expect(customImageFor({ adminTourId: 1 }, images)).toBe('/objects/one');
    expect(customImageFor({ adminTourId: 8 }, images)).toBe('/objects/eight');
  });

  it('gives nothing when the linked admin tour has no image', () => {
    expect(customImageFor({ adminTourId: 2 }, images)).toBeUndefined();
  });

  it('never gives an unlinked public tour an image', () => {
    expect(customImageFor({}, images)).toBeUndefined();
    expect(customImageFor({ adminTourId: undefined }, images)).toBeUndefined();
  });

  it('gives an admin card the image of its own id', () => {
    expect(customImageFor(7, images)).toBe('/objects/seven');
    expect(customImageFor(2, images)).toBeUndefined();
  });
});

describe('customTourImageFor (docs/decisions/048: the card needs the photo\'s copies too)', () => {
  it('gives the whole record', () => {
    const variants = [{ url: '/objects/one-480.avif', width: 480, type: 'image/avif' }];
    expect(customTourImageFor({ adminTourId: 1 }, [{ tourId: 1, imageURL: '/objects/one', variants }])).toEqual({ tourId: 1, imageURL: '/objects/one', variants });
    expect(customTourImageFor({}, images)).toBeUndefined();
  });
});
