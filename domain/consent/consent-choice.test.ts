import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, allowsAny, CONSENT_PURPOSES, consentFromText, consentToText, REJECT_ALL } from './consent-choice.js';

describe('the consent choice (docs/decisions/040-consent-before-tracking.md)', () => {
  it('has one purpose per kind of tag: analytics and marketing', () => {
    expect(CONSENT_PURPOSES).toEqual(['analytics', 'marketing']);
    expect(ACCEPT_ALL).toEqual({ analytics: true, marketing: true });
    expect(REJECT_ALL).toEqual({ analytics: false, marketing: false });
  });

  it('allows tracking when at least one purpose is allowed', () => {
    expect(allowsAny(undefined)).toBe(false);
    expect(allowsAny(REJECT_ALL)).toBe(false);
    expect(allowsAny({ analytics: false, marketing: true })).toBe(true);
    expect(allowsAny({ analytics: true, marketing: false })).toBe(true);
  });

  it('is stored with the version of the purposes it answers, the date it was made and the date it is asked again, and read back', () => {
    const kept = { choice: { analytics: true, marketing: false }, madeAt: new Date('2026-01-15T09:00:00Z'), askAgainAt: new Date('2026-07-15T09:00:00Z') };
    expect(JSON.parse(consentToText(kept))).toEqual({
      version: 1,
      analytics: true,
      marketing: false,
      madeAt: '2026-01-15T09:00:00.000Z',
      askAgainAt: '2026-07-15T09:00:00.000Z',
    });
    expect(consentFromText(consentToText(kept))).toEqual(kept);
  });

  const dates = '"madeAt":"2026-01-15T09:00:00.000Z","askAgainAt":"2027-02-15T09:00:00.000Z"';
  it.each([
    ['nothing stored', null],
    ['undefined', undefined],
    ['an empty text', ''],
    ['damaged JSON', '{"version":1,'],
    ['not an object', '"yes"'],
    ['null', 'null'],
    ['another version', `{"version":2,"analytics":true,"marketing":true,${dates}}`],
    ['a missing purpose', `{"version":1,"analytics":true,${dates}}`],
    ['a purpose that is not yes or no', `{"version":1,"analytics":"true","marketing":false,${dates}}`],
    ['a choice kept without its date, as versions before the expiry kept it', '{"version":1,"analytics":true,"marketing":true}'],
    ['a date that is not a date', '{"version":1,"analytics":true,"marketing":true,"madeAt":"last spring","askAgainAt":"2027-02-15T09:00:00.000Z"}'],
    ['a date that is a number', '{"version":1,"analytics":true,"marketing":true,"madeAt":1768467600000,"askAgainAt":"2027-02-15T09:00:00.000Z"}'],
    ['no date to ask again', '{"version":1,"analytics":true,"marketing":true,"madeAt":"2026-01-15T09:00:00.000Z"}'],
  ])('is no choice yet when the store holds %s', (_, text) => {
    expect(consentFromText(text)).toBeUndefined();
  });
});
