import { describe, expect, it } from 'vitest';
import { InMemoryAnalyticsSink } from '../../adapters/memory/in-memory-analytics-sink.js';
import { InMemoryConsentStore } from '../../adapters/memory/in-memory-consent-store.js';
import { ACCEPT_ALL, REJECT_ALL, type ConsentChoice } from './consent-choice.js';
import { ConsentGatedSink } from './consent-gated-sink.js';
import { CONSENT_MODE_DEFAULT, consentModeFor } from './consent-mode.js';
import { Consent } from './consent.js';

describe('the visitor\'s consent (docs/decisions/040-consent-before-tracking.md)', () => {
  it('allows nothing before the visitor chooses', () => {
    const consent = new Consent(new InMemoryConsentStore());
    expect(consent.choice).toBeUndefined();
    expect(consent.allows('analytics')).toBe(false);
    expect(consent.allows('marketing')).toBe(false);
    expect(consent.allowsAny).toBe(false);
  });

  it('starts from the choice kept in the store', () => {
    const consent = new Consent(new InMemoryConsentStore({ analytics: true, marketing: false }));
    expect(consent.choice).toEqual({ analytics: true, marketing: false });
    expect(consent.allows('analytics')).toBe(true);
    expect(consent.allows('marketing')).toBe(false);
    expect(consent.allowsAny).toBe(true);
  });

  it('keeps a choice in the store and tells every subscriber', () => {
    const store = new InMemoryConsentStore();
    const consent = new Consent(store);
    const seen: (ConsentChoice | undefined)[] = [];
    const stop = consent.subscribe(() => seen.push(consent.choice));
    consent.choose(ACCEPT_ALL);
    expect(store.load()).toEqual(ACCEPT_ALL);
    stop();
    consent.choose(REJECT_ALL);
    expect(seen).toEqual([ACCEPT_ALL]);
    expect(new Consent(store).choice).toEqual(REJECT_ALL);
  });

  it('gives the same choice object until the next choice (a stable snapshot for React)', () => {
    const consent = new Consent(new InMemoryConsentStore());
    consent.choose({ analytics: true, marketing: true });
    expect(consent.choice).toBe(consent.choice);
    expect(consent.choice).not.toBe(ACCEPT_ALL);
  });

  it('gives a following tag the choice now when there is one, then every change', () => {
    const consent = new Consent(new InMemoryConsentStore(ACCEPT_ALL));
    const told: ConsentChoice[] = [];
    const stop = consent.follow({ consentChanged: (choice) => told.push(choice) });
    consent.choose(REJECT_ALL);
    stop();
    consent.choose(ACCEPT_ALL);
    expect(told).toEqual([ACCEPT_ALL, REJECT_ALL]);
  });

  it('tells a following tag nothing before the visitor chooses', () => {
    const consent = new Consent(new InMemoryConsentStore());
    const told: ConsentChoice[] = [];
    consent.follow({ consentChanged: (choice) => told.push(choice) });
    expect(told).toEqual([]);
    consent.choose({ analytics: false, marketing: true });
    expect(told).toEqual([{ analytics: false, marketing: true }]);
  });
});

describe('the consent gate in front of a tag', () => {
  it('drops events while the purpose is not allowed, and does not deliver them later', () => {
    const consent = new Consent(new InMemoryConsentStore());
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
