import { describe, expect, it } from 'vitest';
import type { NewsletterSubscriptions } from '../../domain/newsletter/newsletter-subscriptions.js';

/** What every NewsletterSubscriptions does. */
export function newsletterSubscriptionsContract(name: string, fresh: () => NewsletterSubscriptions): void {
  describe(`${name} honours the NewsletterSubscriptions contract`, () => {
    it('subscribes an email address', async () => {
      await expect(fresh().subscribe('ana@example.cr')).resolves.toBeUndefined();
    });

    it('subscribes the same address twice without complaint', async () => {
      const subscriptions = fresh();
      await subscriptions.subscribe('ana@example.cr');
      await expect(subscriptions.subscribe('ana@example.cr')).resolves.toBeUndefined();
    });

    it.each(['', 'not-an-email', 'ana@', '@example.cr', 'ana maria@example.cr'])('refuses %j', async (email) => {
      await expect(fresh().subscribe(email)).rejects.toThrow();
    });
  });
}
