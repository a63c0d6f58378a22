import type { ConsentChoice, ConsentPurpose } from './consent-choice.js';

/**
 * docs/decisions/082-consent-lifetime-withdrawal-and-gpc.md: Global Privacy Control (`navigator.globalPrivacyControl`,
 * the `Sec-GPC: 1` header) is a legal opt-out of sale and sharing for advertising in several US states. While the
 * browser sends it, marketing (the Meta pixel) stays refused whatever the visitor chooses; analytics is still asked.
 */
export function refusedByPrivacySignal(purpose: ConsentPurpose, globalPrivacyControl: boolean): boolean {
  return globalPrivacyControl && purpose === 'marketing';
}

export function underPrivacySignal(choice: ConsentChoice, globalPrivacyControl: boolean): ConsentChoice {
  return refusedByPrivacySignal('marketing', globalPrivacyControl) && choice.marketing ? { analytics: choice.analytics, marketing: false } : choice;
}

/**
 * docs/decisions/082: what the banner says, in one sentence, to a browser that sends Global Privacy Control, and
 * what the Cookie settings dialog says beside the marketing purpose it keeps off.
 */
export const PRIVACY_SIGNAL_SENTENCE = 'Your browser sends Global Privacy Control, so the Meta pixel stays off whatever you choose.';
export const PRIVACY_SIGNAL_MARKETING_NOTE = 'Off while your browser sends Global Privacy Control.';
