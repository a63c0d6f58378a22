import { expect, it } from 'vitest';
import { newsletterSubscriptionsContract } from '../contracts/newsletter-subscriptions.contract.js';
import { InMemoryNewsletterSubscriptions } from './in-memory-newsletter-subscriptions.js';

newsletterSubscriptionsContract('InMemoryNewsletterSubscriptions', () => new InMemoryNewsletterSubscriptions());

const request = { email: 'Ana@Example.cr', page: '/', consentVersion: '2026-11-28', website: '' };

it('keeps each subscriber once, whatever the case, with the page and consent version', async () => {
  const subscriptions = new InMemoryNewsletterSubscriptions();
  await subscriptions.subscribe(request);
  await subscriptions.subscribe({ ...request, email: 'ana@example.cr', page: '/tours' });
  expect(subscriptions.emails).toEqual(['ana@example.cr']);
  expect(subscriptions.kept).toEqual([{ ...request, email: 'ana@example.cr' }]);
});

it('keeps nothing of a filled honeypot', async () => {
  const subscriptions = new InMemoryNewsletterSubscriptions();
  await subscriptions.subscribe({ ...request, website: 'x' });
  expect(subscriptions.emails).toEqual([]);
});

it('gives the programmed answer once', async () => {
  const subscriptions = new InMemoryNewsletterSubscriptions();
  subscriptions.answerNext({ kind: 'too-many', retryAfterSeconds: 60 });
  expect(await subscriptions.subscribe(request)).toEqual({ kind: 'too-many', retryAfterSeconds: 60 });
  expect((await subscriptions.subscribe(request)).kind).toBe('accepted');
});
