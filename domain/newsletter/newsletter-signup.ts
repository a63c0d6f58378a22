import type { Toast } from '../notifications/toast.js';
import type { NewsletterSubscriptions } from './newsletter-subscriptions.js';

/** docs/product.md §3 newsletter form. */
export interface NewsletterForm {
  readonly email: string;
  readonly consent: boolean;
}

export const EMPTY_NEWSLETTER_FORM: NewsletterForm = { email: '', consent: false };

/** docs/product.md §8 newsletter texts. */
export const newsletterToasts = {
  consentRequired: { title: 'Consent Required', description: 'Please agree to receive updates to subscribe', variant: 'destructive' },
  subscribed: { title: 'Success!', description: "You've been subscribed to our newsletter.", variant: 'default' },
  failed: { title: 'Failed to subscribe. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, Toast>;

export interface NewsletterOutcome {
  /** The form as it reads afterwards. */
  readonly form: NewsletterForm;
  readonly toast: Toast;
}

/**
 * Use case: the newsletter form's submit (docs/product.md §4, §5, §8). Without consent it is refused with a
 * destructive toast and nothing is sent; on success the email clears and consent unchecks; on
 * failure the form keeps what the visitor typed.
 */
export class NewsletterSignup {
  constructor(private readonly subscriptions: NewsletterSubscriptions) {}

  async submit(form: NewsletterForm): Promise<NewsletterOutcome> {
    if (!form.consent) return { form, toast: newsletterToasts.consentRequired };
    try {
      await this.subscriptions.subscribe(form.email.trim());
      return { form: EMPTY_NEWSLETTER_FORM, toast: newsletterToasts.subscribed };
    } catch {
      return { form, toast: newsletterToasts.failed };
    }
  }
}
