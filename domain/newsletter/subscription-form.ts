import { z } from 'zod';
import { boundedText, emailAddress, honeypot, parsedForm } from '../inbox/visitor-form.js';
import { NEWSLETTER_CONSENT } from './newsletter-consent.js';

/** The longest page address a subscription keeps as where it came from. */
export const MAX_PAGE_LENGTH = 300;

/** The newsletter form as the server takes it (issue 39 point 1; w39 contract: { email, page, consentVersion, website }). */
export interface SubscriptionForm {
  readonly email: string;
  readonly page: string;
  readonly consentVersion: string;
  /** The honeypot: filled by robots only. */
  readonly website?: string | undefined;
}

const subscriptionForm = () =>
  z.strictObject(
    {
      email: emailAddress(),
      page: boundedText(MAX_PAGE_LENGTH).refine((page) => page.startsWith('/'), { error: 'must be a page of the site, such as /' }),
      // The text the visitor agreed to must be the one kept: a form showing an older text is sent again with the new one.
      consentVersion: z
        .string({ error: 'must be text' })
        .refine((version) => version === NEWSLETTER_CONSENT.version, { error: `must be the consent version the form shows now (${NEWSLETTER_CONSENT.version}); reload the page` }),
      website: honeypot(),
    },
    { error: 'must be the form\'s fields, such as { "email": "ana@example.com", … }' },
  );

/** The form's fields, checked; InvalidFormError naming each wrong one. */
export function readSubscriptionForm(body: unknown): SubscriptionForm {
  return parsedForm(subscriptionForm(), body);
}
