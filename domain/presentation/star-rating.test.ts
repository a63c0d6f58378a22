import { describe, expect, it } from 'vitest';
import { ratingWords, starsFor } from './star-rating.js';

describe('star rating (docs/product.md §9: rounded to the nearest half star)', () => {
  it.each([
    [4, ['full', 'full', 'full', 'full', 'empty']],
    [4.2, ['full', 'full', 'full', 'full', 'empty']],
    [4.24, ['full', 'full', 'full', 'full', 'empty']],
    [4.25, ['full', 'full', 'full', 'full', 'half']],
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [4.7, ['full', 'full', 'full', 'full', 'half']],
    [4.74, ['full', 'full', 'full', 'full', 'half']],
    [4.75, ['full', 'full', 'full', 'full', 'full']],
    [4.9, ['full', 'full', 'full', 'full', 'full']],
    [5, ['full', 'full', 'full', 'full', 'full']],
    [3.7, ['full', 'full', 'full', 'half', 'empty']],
    [0.2, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('draws %s as the nearest half star', (rating, stars) => {
    expect(starsFor(rating)).toEqual(stars);
  });

  it('keeps to five stars for out-of-range ratings', () => {
    expect(starsFor(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starsFor(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('names the source of a rating in what is shown and what is spoken', () => {
    expect(ratingWords(4.8, 'GetYourGuide', 1287)).toEqual({ shown: '4.8 on GetYourGuide (1,287)', spoken: 'Rated 4.8 out of 5 on GetYourGuide, 1,287 reviews' });
    expect(ratingWords(4.5, 'Amazon')).toEqual({ shown: '4.5 on Amazon', spoken: 'Rated 4.5 out of 5 on Amazon' });
  });

  it('shows a whole rating with its decimal, as the source writes it', () => {
    expect(ratingWords(4, 'Amazon').shown).toBe('4.0 on Amazon');
    expect(ratingWords(4, 'Amazon').spoken).toBe('Rated 4.0 out of 5 on Amazon');
  });
});
