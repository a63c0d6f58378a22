import { expect, it } from 'vitest';
import { newsletterSubscriptionsContract } from '../contracts/newsletter-subscriptions.contract.js';
import { InMemoryNewsletterSubscriptions } from './in-memory-newsletter-subscriptions.js';

newsletterSubscriptionsContract('InMemoryNewsletterSubscriptions', () => new InMemoryNewsletterSubscriptions());

it('keeps each subscriber once, whatever the case', async () => {
  const subscriptions = new InMemoryNewsletterSubscriptions();
  await subscriptions.subscribe('Ana@Example.cr');
  await subscriptions.subscribe('ana@example.cr');
  expect(subscriptions.emails).toEqual(['ana@example.cr']);
});
