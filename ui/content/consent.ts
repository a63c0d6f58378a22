import type { ConsentPurpose } from '../../domain/consent/consent-choice.js';

/*
 * The words of the consent banner and the Cookie settings dialog (docs/decisions/040-consent-before-tracking.md).
 * A module of its own, small, because the banner is part of every page's first load.
 */

/** The footer link that reopens the consent choice (docs/architecture.md §5). */
export const COOKIE_SETTINGS_LABEL = 'Cookie settings';

/** What each purpose loads, in the visitor's words. */
export const CONSENT_PURPOSE_TEXT: readonly { readonly purpose: ConsentPurpose; readonly name: string; readonly text: string }[] = [
  {
    purpose: 'analytics',
    name: 'Analytics (Google Analytics 4)',
    text: 'Which pages and tours visitors use, how far they scroll, and where visits come from.',
  },
  {
    purpose: 'marketing',
    name: 'Marketing (Meta pixel)',
    text: 'Whether our posts on Facebook and Instagram bring visitors to the site.',
  },
];

// What the banner and the dialog say under Global Privacy Control is the rule's own wording (domain/consent/privacy-signal.ts).
export { PRIVACY_SIGNAL_MARKETING_NOTE, PRIVACY_SIGNAL_SENTENCE } from '../../domain/consent/privacy-signal.js';

/** Marks a button in the static part of a page (the footer's Cookie settings) that opens the Cookie settings dialog. */
export const OPENS_COOKIE_SETTINGS = 'data-opens-cookie-settings';

/** Set on <html> by /consent-state.js, before the first paint, when a choice kept from an earlier visit still holds. */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen';
