import { expect, it } from 'vitest';
import { retailPriceNote } from './retail-price-note.js';

it('says the prices are typical, not live, when they were noted, and that the retailer\'s price at purchase applies', () => {
  expect(retailPriceNote('2026-11-01', 'Amazon')).toBe(
    'Typical prices as of November 1, 2026, not live: prices and availability change, and the price shown on Amazon at the time of purchase applies.',
  );
});

it('refuses a date that is not YYYY-MM-DD, rather than printing "Invalid Date"', () => {
  expect(() => retailPriceNote('1 Nov 2026', 'Amazon')).toThrow(/YYYY-MM-DD/);
  expect(() => retailPriceNote('2026-11-01T00:00', 'Amazon')).toThrow(/YYYY-MM-DD/);
  expect(() => retailPriceNote('on 2026-11-01', 'Amazon')).toThrow(/YYYY-MM-DD/);
});
