import { describe, expect, it } from 'vitest';
import { HOME_CATEGORY_BADGE, HOTEL_PRICE_BADGE } from './badge-tones.js';

describe('the badge tones that carry a meaning on the cards', () => {
  it('gives each of the five home categories its own colour and any other grey (docs/product.md §3)', () => {
    expect(HOME_CATEGORY_BADGE).toEqual({ adventure: 'orange', nature: 'green', thrill: 'red', wildlife: 'amber', ocean: 'blue', grey: 'grey' });
    expect(new Set(Object.values(HOME_CATEGORY_BADGE)).size).toBe(6);
  });

  it("draws a hotel's price badge in the domain's colour (docs/product.md §9)", () => {
    expect(HOTEL_PRICE_BADGE).toEqual({ purple: 'purple', blue: 'blue', green: 'green' });
  });
});
