import { describe, expect, it } from 'vitest';
import { InMemoryNewsletterSubscriptions } from '../../adapters/memory/in-memory-newsletter-subscriptions.js';
import { EMPTY_NEWSLETTER_FORM, NewsletterSignup } from './newsletter-signup.js';

describe('newsletter sign-up (docs/product.md §4, §5, §8)', () => {
  it('refuses without consent, keeps the form and subscribes nobody', async () => {
    const subscriptions = new InMemoryNewsletterSubscriptions();
    const form = { email: 'ana@example.cr', consent: false };
    expect(await new NewsletterSignup(subscriptions).submit(form)).toEqual({
      form,
      toast: { title: 'Consent Required', description: 'Please agree to receive updates to subscribe', variant: 'destructive' },
    });
    expect(subscriptions.emails).toEqual([]);
  });

  it('subscribes with consent, then clears the email and unchecks consent', async () => {
    const subscriptions = new InMemoryNewsletterSubscriptions();
    const outcome = await new NewsletterSignup(subscriptions).submit({ email: ' ana@example.cr ', consent: true });
    expect(outcome).toEqual({
      form: { email: '', consent: false },
      toast: { title: 'Success!', description: "You've been subscribed to our newsletter.", variant: 'default' },
    });
    expect(subscriptions.emails).toEqual(['ana@example.cr']);
  });

  it('says it failed and keeps the form when the subscription fails', async () => {
    const form = { email: 'not-an-email', consent: true };
    expect(await new NewsletterSignup(new InMemoryNewsletterSubscriptions()).submit(form)).toEqual({
      form,
      toast: { title: 'Failed to subscribe. Please try again.', variant: 'destructive' },
    });
  });

  it('starts empty and unchecked', () => {
    expect(EMPTY_NEWSLETTER_FORM).toEqual({ email: '', consent: false });
  });
});
