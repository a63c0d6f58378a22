import { NEWSLETTER_SUBSCRIPTIONS_PATH } from '../../domain/api-paths.js';
import type { FormAnswer } from '../../domain/forms/form-answer.js';
import type { NewsletterSubscriptionRequest, NewsletterSubscriptions } from '../../domain/newsletter/newsletter-subscriptions.js';
import { postVisitorForm } from './post-visitor-form.js';

/** POST /api/newsletter/subscriptions (docs/decisions/125): the server stores the address and mails the confirmation link. */
export class HttpNewsletterSubscriptions implements NewsletterSubscriptions {
  constructor(private readonly fetcher: typeof fetch = (...args) => fetch(...args)) {}

  subscribe(request: NewsletterSubscriptionRequest): Promise<FormAnswer> {
    return postVisitorForm(NEWSLETTER_SUBSCRIPTIONS_PATH, request, this.fetcher);
  }
}
