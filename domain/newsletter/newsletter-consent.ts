/**
 * The consent the newsletter form asks for (issue 39 point 1; the GDPR's record of consent: what was agreed to, when
 * and how). The form shows this text (GET /api/newsletter/consent), and each subscription keeps the text and version it
 * was given with. A new wording is a new version: subscriptions keep the version they agreed to.
 */
export const NEWSLETTER_CONSENT = {
  version: '2026-11-28',
  text:
    'I agree to receive the Costa Rica Gateway newsletter by e-mail (travel tips, new tours and relocation news, at most twice a month). ' +
    'I can unsubscribe in one click from any e-mail. My address is kept only for this newsletter and never shared.',
} as const;

export type NewsletterConsent = typeof NEWSLETTER_CONSENT;
