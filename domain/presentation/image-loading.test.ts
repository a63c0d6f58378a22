import { describe, expect, it } from 'vitest';
import { cardImageLoading, EAGER_CARD_COUNT } from './image-loading.js';

describe('cardImageLoading (docs/decisions/048)', () => {
  it('fetches the first card first when the hero is text only: it is the page\'s largest image', () => {
    expect(cardImageLoading(0, 'text only')).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(cardImageLoading(1, 'text only')).toEqual({ loading: 'eager', fetchPriority: 'auto' });
  });

  it('leaves the priority to the hero\'s own image when it has one', () => {
    expect(cardImageLoading(0, 'image')).toEqual({ loading: 'eager', fetchPriority: 'auto' });
  });

  it('loads the first two cards at once and the rest lazily', () => {
    expect(EAGER_CARD_COUNT).toBe(2);
    expect(cardImageLoading(1, 'image').loading).toBe('eager');
    expect(cardImageLoading(2, 'image')).toEqual({ loading: 'lazy', fetchPriority: 'auto' });
    expect(cardImageLoading(2, 'text only')).toEqual({ loading: 'lazy', fetchPriority: 'auto' });
  });
});
