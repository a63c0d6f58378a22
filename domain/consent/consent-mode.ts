import type { ConsentChoice } from './consent-choice.js';

/** Google Consent Mode v2: the four consent types the analytics tag reads, each granted or denied. */
export interface ConsentModeSettings {
  readonly ad_storage: 'granted' | 'denied';
  readonly ad_user_data: 'granted' | 'denied';
  readonly ad_personalization: 'granted' | 'denied';
  readonly analytics_storage: 'granted' | 'denied';
}

/** docs/decisions/040-consent-before-tracking.md: everything denied until the visitor chooses. */
export const CONSENT_MODE_DEFAULT: ConsentModeSettings = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

const state = (allowed: boolean) => (allowed ? 'granted' : 'denied');

/** The update sent on the visitor's choice: analytics storage follows analytics, the three ad types follow marketing. */
export function consentModeFor(choice: ConsentChoice): ConsentModeSettings {
  const marketing = state(choice.marketing);
  return { ad_storage: marketing, ad_user_data: marketing, ad_personalization: marketing, analytics_storage: state(choice.analytics) };
}
