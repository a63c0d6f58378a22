import { describe, expect, it } from 'vitest';
import { ratingWords, starsFor } from './star-rating.js';

describe('star rating (docs/product.md §9)', () => {
  it('fills the integer part and leaves the rest empty', () => {
    expect(starsFor(4.9)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starsFor(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starsFor(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('adds a half star from .5 when half stars are asked for', () => {
    expect(starsFor(4.5, { halfStars: true })).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsFor(4.49, { halfStars: true })).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starsFor(3.7, { halfStars: true })).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('keeps to five stars for out-of-range ratings', () => {
    expect(starsFor(7)).toHaveLength(5);
    expect(starsFor(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starsFor(5, { halfStars: true })).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('names the source of a rating in what is shown and what is spoken', () => {
    expect(ratingWords(4.8, 'GetYourGuide', 1287)).toEqual({ shown: '4.8 on GetYourGuide (1,287)', spoken: 'Rated 4.8 out of 5 on GetYourGuide, 1,287 reviews' });
    expect(ratingWords(4.5, 'Amazon')).toEqual({ shown: '4.5 on Amazon', spoken: 'Rated 4.5 out of 5 on Amazon' });
  });
});
