import { describe, expect, it } from 'vitest';
import { costaRicaTimeOf, parseScheduleTime } from './costa-rica-time.js';

describe('a scheduled change\'s time, in Costa Rica time (docs/decisions/104)', () => {
  it('reads a time without an offset as Costa Rica time, six hours behind UTC all year', () => {
    expect(parseScheduleTime('2026-12-01T08:00')).toEqual({ at: new Date('2026-12-01T14:00:00Z'), readAsCostaRicaTime: true });
    // No daylight saving time: July is six hours behind too.
    expect(parseScheduleTime('2026-07-01T08:00:30')).toEqual({ at: new Date('2026-07-01T14:00:30Z'), readAsCostaRicaTime: true });
    expect(parseScheduleTime('2026-12-31T23:30')).toEqual({ at: new Date('2027-01-01T05:30:00Z'), readAsCostaRicaTime: true });
  });

  it('reads a time with its own offset, or in UTC, as it says', () => {
    expect(parseScheduleTime('2026-12-01T14:00Z')).toEqual({ at: new Date('2026-12-01T14:00:00Z'), readAsCostaRicaTime: false });
    expect(parseScheduleTime('2026-12-01T09:00:00+01:00')).toEqual({ at: new Date('2026-12-01T08:00:00Z'), readAsCostaRicaTime: false });
    expect(parseScheduleTime('2026-12-01T08:00-06:00')).toEqual({ at: new Date('2026-12-01T14:00:00Z'), readAsCostaRicaTime: false });
    expect(parseScheduleTime('2026-12-01T19:30+05:30')).toEqual({ at: new Date('2026-12-01T14:00:00Z'), readAsCostaRicaTime: false });
  });

  it.each([
    ['a date without a time', '2026-12-01'],
    ['words', 'next Monday at 8'],
    ['a day that does not exist', '2026-02-30T08:00'],
    ['a month that does not exist', '2026-13-01T08:00'],
    ['seconds that do not exist', '2026-12-01T08:00:60'],
    ['an hour that does not exist', '2026-12-01T24:00'],
    ['a minute that does not exist', '2026-12-01T08:60'],
    ['seconds with a fraction', '2026-12-01T08:00:00.5'],
    ['a space instead of the T', '2026-12-01 08:00'],
    ['an offset without its colon', '2026-12-01T08:00+0100'],
    ['text around it', ' 2026-12-01T08:00'],
    ['an empty text', ''],
  ])('refuses %s', (_what, text) => {
    expect(parseScheduleTime(text)).toBeUndefined();
  });

  it('writes an instant as Costa Rica time, to the minute', () => {
    expect(costaRicaTimeOf(new Date('2026-12-01T14:00:00Z'))).toBe('2026-12-01T08:00');
    expect(costaRicaTimeOf(new Date('2027-01-01T05:30:59Z'))).toBe('2026-12-31T23:30');
    expect(costaRicaTimeOf(new Date('2026-03-01T03:07:00Z'))).toBe('2026-02-28T21:07');
  });
});
