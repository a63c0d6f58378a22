import { describe, expect, it } from 'vitest';
import { InMemoryAnalyticsSink } from '../../adapters/memory/in-memory-analytics-sink.js';
import { InMemoryConsentStore } from '../../adapters/memory/in-memory-consent-store.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { ACCEPT_ALL, REJECT_ALL, type ConsentChoice, type KeptConsentChoice } from './consent-choice.js';
import { ConsentGatedSink } from './consent-gated-sink.js';
import { DEFAULT_CONSENT_LIFETIME } from './consent-lifetime.js';
import { CONSENT_MODE_DEFAULT, consentModeFor } from './consent-mode.js';
import { Consent } from './consent.js';
import { underPrivacySignal } from './privacy-signal.js';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-01-15T09:00:00Z');

/** A choice kept in the store, made at `madeAt` (asked again by the default durations). */
function kept(choice: ConsentChoice, madeAt = START): KeptConsentChoice {
  return { choice, madeAt, askAgainAt: new Date('2099-01-01T00:00:00Z') };
}

describe('the visitor\'s consent (docs/decisions/040-consent-before-tracking.md)', () => {
  it('allows nothing before the visitor chooses', () => {
    const consent = new Consent(new InMemoryConsentStore(), { clock: new ManualClock(START) });
    expect(consent.choice).toBeUndefined();
    expect(consent.allows('analytics')).toBe(false);
    expect(consent.allows('marketing')).toBe(false);
    expect(consent.allowsAny).toBe(false);
  });

  it('starts from the choice kept in the store', () => {
    const consent = new Consent(new InMemoryConsentStore(kept({ analytics: true, marketing: false })), { clock: new ManualClock(START) });
    expect(consent.choice).toEqual({ analytics: true, marketing: false });
    expect(consent.allows('analytics')).toBe(true);
    expect(consent.allows('marketing')).toBe(false);
    expect(consent.allowsAny).toBe(true);
  });

  it('keeps a choice in the store with its date and the date it is asked again, and tells every subscriber', () => {
    const store = new InMemoryConsentStore();
    const clock = new ManualClock(START);
    const consent = new Consent(store, { clock });
    const seen: (ConsentChoice | undefined)[] = [];
    const stop = consent.subscribe(() => seen.push(consent.choice));
    consent.choose(ACCEPT_ALL);
    expect(store.load()).toEqual({ choice: ACCEPT_ALL, madeAt: START, askAgainAt: new Date('2027-02-15T09:00:00Z') });
    stop();
    clock.advance(DAY);
    consent.choose(REJECT_ALL);
    expect(store.load()).toEqual({ choice: REJECT_ALL, madeAt: new Date('2026-01-16T09:00:00Z'), askAgainAt: new Date('2026-07-16T09:00:00Z') });
    expect(seen).toEqual([ACCEPT_ALL]);
    expect(new Consent(store, { clock }).choice).toEqual(REJECT_ALL);
  });

  it('gives the same choice object until the next choice (a stable snapshot for React)', () => {
    const consent = new Consent(new InMemoryConsentStore(), { clock: new ManualClock(START) });
    consent.choose({ analytics: true, marketing: true });
    expect(consent.choice).toBe(consent.choice);
    expect(consent.choice).not.toBe(ACCEPT_ALL);
  });

  it('gives a following tag the choice now when there is one, then every change', () => {
    const consent = new Consent(new InMemoryConsentStore(kept(ACCEPT_ALL)), { clock: new ManualClock(START) });
    const told: ConsentChoice[] = [];
    const stop = consent.follow({ consentChanged: (choice) => told.push(choice) });
    consent.choose(REJECT_ALL);
    stop();
    consent.choose(ACCEPT_ALL);
    expect(told).toEqual([ACCEPT_ALL, REJECT_ALL]);
  });

  it('tells a following tag nothing before the visitor chooses', () => {
    const consent = new Consent(new InMemoryConsentStore(), { clock: new ManualClock(START) });
    const told: ConsentChoice[] = [];
    consent.follow({ consentChanged: (choice) => told.push(choice) });
    expect(told).toEqual([]);
    consent.choose({ analytics: false, marketing: true });
    expect(told).toEqual([{ analytics: false, marketing: true }]);
  });
});

describe('a choice that expires (docs/decisions/082)', () => {
  /** The choice a visitor finds on coming back after `days`, their choice made at START. */
  function comingBackAfter(choice: ConsentChoice, days: number, lifetime = DEFAULT_CONSENT_LIFETIME) {
    const clock = new ManualClock(START);
    const store = new InMemoryConsentStore();
    new Consent(store, { clock, lifetime }).choose(choice);
    clock.advance(days * DAY);
    return new Consent(store, { clock, lifetime });
  }

  it('keeps an acceptance 12 months, and asks again 13 months and a day after it', () => {
    // 2026-01-15 + 365 days = 2027-01-15; + 13 months = 2027-02-15; 2027-02-16 is 397 days on.
    expect(comingBackAfter(ACCEPT_ALL, 365).choice).toEqual(ACCEPT_ALL);
    expect(comingBackAfter(ACCEPT_ALL, 395).choice).toEqual(ACCEPT_ALL);
    expect(comingBackAfter(ACCEPT_ALL, 397).choice).toBeUndefined();
  });

  it('keeps a refusal 5 months, and asks again 6 months and a day after it; a partial refusal is a refusal', () => {
    // 2026-01-15 + 181 days = 2026-07-15 (6 months); 182 days is the day after.
    expect(comingBackAfter(REJECT_ALL, 150).choice).toEqual(REJECT_ALL);
    expect(comingBackAfter(REJECT_ALL, 182).choice).toBeUndefined();
    expect(comingBackAfter({ analytics: true, marketing: false }, 182).choice).toBeUndefined();
    expect(comingBackAfter({ analytics: true, marketing: false }, 150).allows('analytics')).toBe(true);
  });

  it('follows the configured durations', () => {
    expect(comingBackAfter(ACCEPT_ALL, 40, { refusalMonths: 1, acceptanceMonths: 2 }).choice).toEqual(ACCEPT_ALL);
    expect(comingBackAfter(ACCEPT_ALL, 60, { refusalMonths: 1, acceptanceMonths: 2 }).choice).toBeUndefined();
  });

  it('once expired, allows nothing until the visitor chooses again, then keeps the new choice from its own date', () => {
    const consent = comingBackAfter(ACCEPT_ALL, 400);
    expect(consent.allowsAny).toBe(false);
    consent.choose(ACCEPT_ALL);
    expect(consent.allowsAny).toBe(true);
  });
});

describe('Global Privacy Control (docs/decisions/082)', () => {
  it('refuses marketing while the browser sends the signal, and leaves analytics to the visitor', () => {
    expect(underPrivacySignal(ACCEPT_ALL, true)).toEqual({ analytics: true, marketing: false });
    expect(underPrivacySignal({ analytics: false, marketing: true }, true)).toEqual(REJECT_ALL);
    expect(underPrivacySignal(ACCEPT_ALL, false)).toEqual(ACCEPT_ALL);
  });

  it('keeps marketing refused whatever the visitor chooses, and stores what was applied', () => {
    const store = new InMemoryConsentStore();
    const consent = new Consent(store, { clock: new ManualClock(START), globalPrivacyControl: true });
    expect(consent.globalPrivacyControl).toBe(true);
    expect(consent.choice).toBeUndefined();
    consent.choose(ACCEPT_ALL);
    expect(consent.choice).toEqual({ analytics: true, marketing: false });
    expect(consent.allows('marketing')).toBe(false);
    expect(consent.allows('analytics')).toBe(true);
    expect(store.load()?.choice).toEqual({ analytics: true, marketing: false });
  });

  it('refuses marketing to a choice made before the browser sent the signal, for as long as it does', () => {
    const store = new InMemoryConsentStore(kept(ACCEPT_ALL));
    const withSignal = new Consent(store, { clock: new ManualClock(START), globalPrivacyControl: true });
    expect(withSignal.choice).toEqual({ analytics: true, marketing: false });
    const told: ConsentChoice[] = [];
    withSignal.follow({ consentChanged: (choice) => told.push(choice) });
    expect(told).toEqual([{ analytics: true, marketing: false }]);
    expect(new Consent(store, { clock: new ManualClock(START) }).choice).toEqual(ACCEPT_ALL);
  });

  it('is off unless the browser sends it', () => {
    expect(new Consent(new InMemoryConsentStore(), { clock: new ManualClock(START) }).globalPrivacyControl).toBe(false);
  });

  it('leaves the visitor every purpose to choose, except marketing while the browser sends the signal', () => {
    const withSignal = new Consent(new InMemoryConsentStore(), { clock: new ManualClock(START), globalPrivacyControl: true });
    expect(withSignal.canChoose('analytics')).toBe(true);
    expect(withSignal.canChoose('marketing')).toBe(false);
    const without = new Consent(new InMemoryConsentStore(), { clock: new ManualClock(START) });
    expect(without.canChoose('analytics')).toBe(true);
    expect(without.canChoose('marketing')).toBe(true);
  });
});

describe('the consent gate in front of a tag', () => {
  it('drops events while the purpose is not allowed, and does not deliver them later', () => {
    const consent = new Consent(new InMemoryConsentStore(), { clock: new ManualClock(START) });
    const tag = new InMemoryAnalyticsSink();
    const gate = new ConsentGatedSink(consent, 'analytics', tag);
    gate.send({ name: 'page_view', params: { page_path: '/' } });
    consent.choose({ analytics: false, marketing: true });
    gate.send({ name: 'cta_click', params: {} });
    consent.choose(ACCEPT_ALL);
    gate.send({ name: 'tour_click', params: { event_label: 'Arenal: Hike' } });
    consent.choose(REJECT_ALL);
    gate.send({ name: 'scroll_depth', params: {} });
    expect(tag.events).toEqual([{ name: 'tour_click', params: { event_label: 'Arenal: Hike' } }]);
  });
});

describe('Google Consent Mode v2', () => {
  it('denies every type by default', () => {
    expect(CONSENT_MODE_DEFAULT).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  });

  it('grants analytics storage with analytics, and the ad types with marketing', () => {
    expect(consentModeFor({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentModeFor({ analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
    expect(consentModeFor(REJECT_ALL)).toEqual(CONSENT_MODE_DEFAULT);
  });
});
