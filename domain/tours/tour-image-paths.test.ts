import { describe, expect, it } from 'vitest';
import { TOUR_IMAGE_ROUTE, TOUR_IMAGES_PATH, tourImagePath } from './tour-image-paths.js';

describe('the tour image addresses (docs/architecture.md §3)', () => {
  it('list the images at /api/tours/images', () => {
    expect(TOUR_IMAGES_PATH).toBe('/api/tours/images');
  });

  it('save one tour image at /api/tours/{id}/image', () => {
    expect(TOUR_IMAGE_ROUTE).toBe('/api/tours/:tourId/image');
    expect(tourImagePath(3)).toBe('/api/tours/3/image');
  });

  it('keep any tour id inside its one path segment', () => {
    expect(tourImagePath('../1')).toBe('/api/tours/..%2F1/image');
    expect(tourImagePath('a b')).toBe('/api/tours/a%20b/image');
  });
});
