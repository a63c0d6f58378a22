import { expect, it } from 'vitest';
import { newsletterSubscriptionsContract } from '../contracts/newsletter-subscriptions.contract.js';
import { ConsoleNewsletterSubscriptions } from './console-newsletter-subscriptions.js';

it('logs the address it subscribes, and nothing else', async () => {
  const lines: string[] = [];
  await new ConsoleNewsletterSubscriptions((line) => lines.push(line)).subscribe('ana@example.org');
  expect(lines).toEqual(['Newsletter sign-up: ana@example.org']);
});

newsletterSubscriptionsContract('ConsoleNewsletterSubscriptions', () => new ConsoleNewsletterSubscriptions(() => undefined));
