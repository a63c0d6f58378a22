import { describe, expect, it } from 'vitest';
import { longUsDate } from './long-us-date.js';

describe('the long US date the site writes', () => {
  it('writes the month by name, the day without a leading zero, and the year', () => {
    expect(longUsDate(new Date('2026-03-05T00:00:00Z'))).toBe('March 5, 2026');
    expect(longUsDate(new Date('2026-11-25T12:00:00Z'))).toBe('November 25, 2026');
    expect(longUsDate(new Date('2027-01-01T00:00:00Z'))).toBe('January 1, 2027');
  });

  it('reads the day in UTC, as Intl does with timeZone UTC, wherever the code runs', () => {
    // Late on the 31st in Costa Rica (UTC-6) is already the next day in UTC.
    const instant = new Date('2026-12-31T23:30:00-06:00');
    expect(longUsDate(instant)).toBe('January 1, 2027');
    expect(longUsDate(instant)).toBe(instant.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));
  });

  it('agrees with Intl on every month', () => {
    for (let month = 0; month < 12; month += 1) {
      const day = new Date(Date.UTC(2026, month, 28));
      expect(longUsDate(day)).toBe(day.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));
    }
  });
});
