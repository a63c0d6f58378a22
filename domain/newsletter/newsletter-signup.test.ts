import { describe, expect, it } from 'vitest';
import { CHECK_YOUR_INBOX, InMemoryNewsletterSubscriptions } from '../../adapters/memory/in-memory-newsletter-subscriptions.js';
import { FORM_FAILED_TEXT, tooManyText } from '../forms/form-answer.js';
import { NEWSLETTER_CONSENT } from './newsletter-consent.js';
import { CONSENT_REQUIRED_TEXT, EMPTY_NEWSLETTER_FORM, NEWSLETTER_FIELDS, NewsletterSignup } from './newsletter-signup.js';

const ana = { email: 'ana@example.cr', consent: true, website: '' };

describe('newsletter sign-up (docs/product.md §4, §5, §8; docs/decisions/125)', () => {
  it('refuses without consent, by the box, keeps the form and sends nothing', async () => {
    const subscriptions = new InMemoryNewsletterSubscriptions();
    const form = { ...ana, consent: false };
    expect(await new NewsletterSignup(subscriptions).submit(form, '/')).toEqual({ form, status: { kind: 'refused', refusal: { byField: { consent: CONSENT_REQUIRED_TEXT } } } });
    expect(CONSENT_REQUIRED_TEXT).toBe('Please agree to receive updates to subscribe.');
    expect(subscriptions.emails).toEqual([]);
  });

  it('refuses a wrong address by its field, with the consent refusal beside it when both are wrong', async () => {
    const subscriptions = new InMemoryNewsletterSubscriptions();
    const form = { email: 'ana at example', consent: false, website: '' };
    expect((await new NewsletterSignup(subscriptions).submit(form, '/')).status).toEqual({
      kind: 'refused',
      refusal: { byField: { email: 'Enter an email address like name@example.com.', consent: CONSENT_REQUIRED_TEXT } },
    });
    expect(subscriptions.emails).toEqual([]);
  });

  it('sends the trimmed address with the page and the consent version, then shows the answer and empties the form', async () => {
    const subscriptions = new InMemoryNewsletterSubscriptions();
    const outcome = await new NewsletterSignup(subscriptions).submit({ ...ana, email: ' ana@example.cr ' }, '/');
    expect(outcome).toEqual({ form: EMPTY_NEWSLETTER_FORM, status: { kind: 'sent', message: CHECK_YOUR_INBOX } });
    expect(subscriptions.kept).toEqual([{ email: 'ana@example.cr', page: '/', consentVersion: NEWSLETTER_CONSENT.version, website: '' }]);
  });

  it('sends the honeypot as it was filled, and the address trimmed', async () => {
    const subscriptions = new InMemoryNewsletterSubscriptions();
    const sent: unknown[] = [];
    await new NewsletterSignup({ subscribe: async (request) => (sent.push(request), subscriptions.subscribe(request)) }).submit({ ...ana, email: ' ana@example.cr ', website: 'spam' }, '/tours');
    expect(sent).toEqual([{ email: 'ana@example.cr', page: '/tours', consentVersion: NEWSLETTER_CONSENT.version, website: 'spam' }]);
  });

  it("puts the server's refusal by its field and keeps the form", async () => {
    const subscriptions = new InMemoryNewsletterSubscriptions();
    subscriptions.answerNext({ kind: 'invalid', message: 'Bad', errors: [{ field: 'email', message: 'This address cannot receive mail.' }] });
    expect(await new NewsletterSignup(subscriptions).submit(ana, '/')).toEqual({ form: ana, status: { kind: 'refused', refusal: { byField: { email: 'This address cannot receive mail.' } } } });
  });

  it('says when to retry after a 429, and that it failed when the server is not reached, keeping the form', async () => {
    const subscriptions = new InMemoryNewsletterSubscriptions();
    subscriptions.answerNext({ kind: 'too-many', retryAfterSeconds: 120 });
    expect(await new NewsletterSignup(subscriptions).submit(ana, '/')).toEqual({ form: ana, status: { kind: 'refused', refusal: { byField: {}, general: tooManyText(120) } } });
    subscriptions.answerNext({ kind: 'failed' });
    expect(await new NewsletterSignup(subscriptions).submit(ana, '/')).toEqual({ form: ana, status: { kind: 'refused', refusal: { byField: {}, general: FORM_FAILED_TEXT } } });
  });

  it('starts empty, unticked, with an empty honeypot, and names its two fields', () => {
    expect(EMPTY_NEWSLETTER_FORM).toEqual({ email: '', consent: false, website: '' });
    expect(NEWSLETTER_FIELDS).toEqual(['email', 'consent']);
  });

  it('records a dated consent text that says how to leave', () => {
    expect(NEWSLETTER_CONSENT.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(NEWSLETTER_CONSENT.text).toContain('unsubscribe');
  });
});
