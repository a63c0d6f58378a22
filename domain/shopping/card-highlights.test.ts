import { expect, it } from 'vitest';
import { cardHighlights, GIFT_CARD_HIGHLIGHTS } from './card-highlights.js';

it('shows the first 3 of a gift\'s 4 highlights (docs/product.md §3, §9)', () => {
  expect(GIFT_CARD_HIGHLIGHTS).toBe(3);
  expect(cardHighlights(['Single origin', 'Whole bean', '12 oz', 'Roasted in Heredia'])).toEqual(['Single origin', 'Whole bean', '12 oz']);
});

it('shows all of them when there are fewer', () => {
  expect(cardHighlights(['One', 'Two'])).toEqual(['One', 'Two']);
});
