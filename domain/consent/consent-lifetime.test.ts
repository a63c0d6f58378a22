import { describe, expect, it } from 'vitest';
import { askAgainAt, CONSENT_MONTHS, DEFAULT_CONSENT_LIFETIME, isStillValid, monthsLater } from './consent-lifetime.js';

const madeAt = new Date('2026-01-15T09:00:00Z');
const lifetime = DEFAULT_CONSENT_LIFETIME;

describe('how long a consent choice lasts (docs/decisions/082-consent-lifetime-withdrawal-and-gpc.md)', () => {
  it('keeps a refusal 6 months and an acceptance 13 months by default, as the CNIL and EU guidance do', () => {
    expect(DEFAULT_CONSENT_LIFETIME).toEqual({ refusalMonths: 6, acceptanceMonths: 13 });
  });

  it('asks again 13 months after an acceptance of every purpose', () => {
    expect(askAgainAt({ choice: { analytics: true, marketing: true }, madeAt }, lifetime)).toEqual(new Date('2027-02-15T09:00:00Z'));
  });

  it('asks again 6 months after a choice that refuses any purpose', () => {
    expect(askAgainAt({ choice: { analytics: false, marketing: false }, madeAt }, lifetime)).toEqual(new Date('2026-07-15T09:00:00Z'));
    expect(askAgainAt({ choice: { analytics: true, marketing: false }, madeAt }, lifetime)).toEqual(new Date('2026-07-15T09:00:00Z'));
    expect(askAgainAt({ choice: { analytics: false, marketing: true }, madeAt }, lifetime)).toEqual(new Date('2026-07-15T09:00:00Z'));
  });

  it('follows the configured durations', () => {
    expect(askAgainAt({ choice: { analytics: true, marketing: true }, madeAt }, { refusalMonths: 1, acceptanceMonths: 2 })).toEqual(new Date('2026-03-15T09:00:00Z'));
    expect(askAgainAt({ choice: { analytics: false, marketing: true }, madeAt }, { refusalMonths: 1, acceptanceMonths: 2 })).toEqual(new Date('2026-02-15T09:00:00Z'));
  });

  it('counts calendar months, ending on the last day of a shorter month', () => {
    expect(monthsLater(new Date('2026-01-31T23:30:00Z'), 1)).toEqual(new Date('2026-02-28T23:30:00Z'));
    expect(monthsLater(new Date('2027-08-31T12:00:00Z'), 6)).toEqual(new Date('2028-02-29T12:00:00Z'));
    expect(monthsLater(new Date('2026-03-31T00:00:00Z'), 13)).toEqual(new Date('2027-04-30T00:00:00Z'));
    expect(monthsLater(new Date('2026-11-15T08:00:00Z'), 2)).toEqual(new Date('2027-01-15T08:00:00Z'));
  });

  it('is valid until the day it is asked again, not from then on', () => {
    const accepted = { choice: { analytics: true, marketing: true }, madeAt };
    expect(isStillValid(accepted, new Date('2027-01-15T09:00:00Z'), lifetime)).toBe(true);
    expect(isStillValid(accepted, new Date('2027-02-15T08:59:59.999Z'), lifetime)).toBe(true);
    expect(isStillValid(accepted, new Date('2027-02-15T09:00:00Z'), lifetime)).toBe(false);
    expect(isStillValid(accepted, new Date('2027-02-16T09:00:00Z'), lifetime)).toBe(false);
    const refused = { choice: { analytics: false, marketing: false }, madeAt };
    expect(isStillValid(refused, new Date('2026-07-14T09:00:00Z'), lifetime)).toBe(true);
    expect(isStillValid(refused, new Date('2026-07-16T09:00:00Z'), lifetime)).toBe(false);
  });

  it('asks again when a choice is dated in the future (a clock that was set wrong, a date edited by hand)', () => {
    const fromTheFuture = { choice: { analytics: true, marketing: true }, madeAt: new Date('2030-01-01T00:00:00Z') };
    expect(isStillValid(fromTheFuture, new Date('2026-01-15T09:00:00Z'), lifetime)).toBe(false);
  });
});

describe('the configured durations (VITE_CONSENT_REFUSAL_MONTHS, VITE_CONSENT_ACCEPTANCE_MONTHS)', () => {
  it('are whole months from 1 to 24: two years is beyond any regulator\'s guidance (checked by ui/build-settings-schema.ts)', () => {
    expect(CONSENT_MONTHS).toEqual({ min: 1, max: 24 });
  });
});
