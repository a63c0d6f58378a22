import { describe, expect, it } from 'vitest';
import { homeTourImage } from './home-tour-image.js';

const tour = { id: '3', image: '/illustrations/volcano.svg' };

describe('a home tour card\'s image (docs/product.md §2 Home)', () => {
  it('is the curated image, with the Curated badge, when the image call returned one for the tour', () => {
    expect(homeTourImage(tour, { '3': 'https://cdn.getyourguide.com/img/tour/arenal.jpg' })).toEqual({
      src: 'https://cdn.getyourguide.com/img/tour/arenal.jpg',
      curated: true,
    });
  });

  it('keeps the default image when the answer has no entry for the tour', () => {
    expect(homeTourImage(tour, { '4': 'https://cdn.getyourguide.com/img/tour/other.jpg' })).toEqual({ src: tour.image, curated: false });
  });

  it('keeps the default image while the call runs or after it failed', () => {
    expect(homeTourImage(tour, undefined)).toEqual({ src: tour.image, curated: false });
  });

  it('ignores an empty image URL', () => {
    expect(homeTourImage(tour, { '3': '' })).toEqual({ src: tour.image, curated: false });
  });
});
