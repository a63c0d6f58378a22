import { describe, expect, it } from 'vitest';
import { deliveryLine } from './delivery-date.js';

/** Noon in Costa Rica (UTC−6) on the day. */
const on = (day: string) => new Date(`${day}T18:00:00Z`);

describe('a development\'s delivery date, given today (issue 37: never in the past without saying so)', () => {
  it('says the planned month while it is still ahead', () => {
    expect(deliveryLine('2027-06', on('2026-11-28'))).toEqual({ text: 'Delivery planned for June 2027', past: false });
  });

  it('still says it during the planned month', () => {
    expect(deliveryLine('2026-11', on('2026-11-30'))).toEqual({ text: 'Delivery planned for November 2026', past: false });
  });

  it('says a month gone by is past, and whom to ask', () => {
    expect(deliveryLine('2026-06', on('2026-11-28'))).toEqual({ text: 'Delivery was planned for June 2026, a date now past: ask the broker for the current one', past: true });
    expect(deliveryLine('2026-10', on('2026-11-01'))).toMatchObject({ past: true });
  });

  it('reads today in Costa Rica: 1 December at 01:00 UTC is still 30 November there', () => {
    expect(deliveryLine('2026-11', new Date('2026-12-01T01:00:00Z')).past).toBe(false);
    expect(deliveryLine('2026-11', new Date('2026-12-01T06:00:00Z')).past).toBe(true);
  });

  it('refuses a month that is not YYYY-MM', () => {
    expect(() => deliveryLine('mid-2026', on('2026-11-28'))).toThrow('deliveryLine needs a YYYY-MM month, got "mid-2026"');
    expect(() => deliveryLine('x2026-06', on('2026-11-28'))).toThrow('got "x2026-06"');
    expect(() => deliveryLine('2026-06x', on('2026-11-28'))).toThrow('got "2026-06x"');
  });
});
