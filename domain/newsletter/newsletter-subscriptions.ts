import type { FormAnswer } from '../forms/form-answer.js';

/** What the newsletter form sends (POST /api/newsletter/subscriptions; docs/decisions/125). */
export interface NewsletterSubscriptionRequest {
  readonly email: string;
  /** The page the form was sent from, part of the consent record. */
  readonly page: string;
  /** The version of the consent text the visitor agreed to (./newsletter-consent.ts). */
  readonly consentVersion: string;
  /** The honeypot: people never see it, so it is empty unless a robot filled it in. */
  readonly website: string;
}

/**
 * Where newsletter sign-ups go (browser side): the server, which mails a confirmation link (double opt-in). The answer
 * is the same whether or not the address was known, so the form learns nothing about who subscribed.
 */
export interface NewsletterSubscriptions {
  /** Resolves to what came of it; never rejects (a server not reached is `failed`). */
  subscribe(request: NewsletterSubscriptionRequest): Promise<FormAnswer>;
}
