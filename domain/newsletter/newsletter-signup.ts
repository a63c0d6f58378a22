import { emailFieldProblem } from '../forms/email-field.js';
import { refusalOf, type FormOutcome, type FormStatus } from '../forms/form-answer.js';
import { NEWSLETTER_CONSENT } from './newsletter-consent.js';
import type { NewsletterSubscriptions } from './newsletter-subscriptions.js';

/** docs/product.md §3 newsletter form, with its honeypot (`website`, hidden from people and assistive technology). */
export interface NewsletterForm {
  readonly email: string;
  readonly consent: boolean;
  readonly website: string;
}

export const EMPTY_NEWSLETTER_FORM: NewsletterForm = { email: '', consent: false, website: '' };

/** The fields a message can stand beside. */
export type NewsletterField = 'email' | 'consent';
export const NEWSLETTER_FIELDS: readonly NewsletterField[] = ['email', 'consent'];

/** docs/product.md §8: the refusal of a sign-up without consent, said beside the box. */
export const CONSENT_REQUIRED_TEXT = 'Please agree to receive updates to subscribe.';

/** What the form says after a submit: the server's answer when it took the address, or what to fix. */
export type NewsletterStatus = FormStatus<NewsletterField>;
export type NewsletterOutcome = FormOutcome<NewsletterForm, NewsletterStatus>;

/**
 * Use case: the newsletter form's submit (docs/product.md §4, §5, §8; docs/decisions/125). The form's own check comes
 * first (an address, consent ticked), each message by its field, and nothing is sent; then the server's answer: its
 * message when it took the address (the email clears, consent unticks), its refusals by field, or when to retry.
 * The address is trimmed; the request names the page and the consent version the visitor read.
 */
export class NewsletterSignup {
  constructor(private readonly subscriptions: NewsletterSubscriptions) {}

  async submit(form: NewsletterForm, page: string): Promise<NewsletterOutcome> {
    const byField: Partial<Record<NewsletterField, string>> = {};
    const emailProblem = emailFieldProblem(form.email);
    if (emailProblem) byField.email = emailProblem;
    if (!form.consent) byField.consent = CONSENT_REQUIRED_TEXT;
    if (Object.keys(byField).length > 0) return { form, status: { kind: 'refused', refusal: { byField } } };
    const answer = await this.subscriptions.subscribe({ email: form.email.trim(), page, consentVersion: NEWSLETTER_CONSENT.version, website: form.website });
    if (answer.kind === 'accepted') return { form: EMPTY_NEWSLETTER_FORM, status: { kind: 'sent', message: answer.message } };
    return { form, status: { kind: 'refused', refusal: refusalOf(answer, NEWSLETTER_FIELDS) } };
  }
}
