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

  it('is stored with the version of the purposes it answers, and read back', () => {
    const choice = { analytics: true, marketing: false };
    expect(JSON.parse(consentToText(choice))).toEqual({ version: 1, analytics: true, marketing: false });
    expect(consentFromText(consentToText(choice))).toEqual(choice);
  });

  it.each([
    ['nothing stored', null],
    ['undefined', undefined],
    ['an empty text', ''],
    ['damaged JSON', '{"version":1,'],
    ['not an object', '"yes"'],
    ['null', 'null'],
    ['another version', '{"version":2,"analytics":true,"marketing":true}'],
    ['a missing purpose', '{"version":1,"analytics":true}'],
    ['a purpose that is not yes or no', '{"version":1,"analytics":"true","marketing":false}'],
  ])('is no choice yet when the store holds %s', (_, text) => {
    expect(consentFromText(text)).toBeUndefined();
  });
});
