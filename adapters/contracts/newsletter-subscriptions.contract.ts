import { describe, expect, it } from 'vitest';
import type { NewsletterSubscriptions } from '../../domain/newsletter/newsletter-subscriptions.js';

const request = { email: 'ana@example.cr', page: '/', consentVersion: '2026-11-28', website: '' };

/** What every NewsletterSubscriptions does (issue 39's contract, docs/decisions/125). */
export function newsletterSubscriptionsContract(name: string, fresh: () => NewsletterSubscriptions): void {
  describe(`${name} honours the NewsletterSubscriptions contract`, () => {
    it('takes an address and says to check the inbox', async () => {
      await expect(fresh().subscribe(request)).resolves.toEqual({ kind: 'accepted', message: 'Check your inbox: we sent you a link to confirm your subscription.' });
    });

    it('answers a known address as it answered a new one', async () => {
      const subscriptions = fresh();
      const first = await subscriptions.subscribe(request);
      await expect(subscriptions.subscribe(request)).resolves.toEqual(first);
    });

    it('answers a filled honeypot as it answers a person', async () => {
      const subscriptions = fresh();
      await expect(subscriptions.subscribe({ ...request, website: 'http://spam.example' })).resolves.toEqual(await fresh().subscribe(request));
    });

    it.each(['', 'not-an-email', 'ana@', '@example.cr', 'ana maria@example.cr'])('refuses %j by its email field', async (email) => {
      const answer = await fresh().subscribe({ ...request, email });
      expect(answer.kind).toBe('invalid');
      expect(answer.kind === 'invalid' && answer.errors.map((error) => error.field)).toEqual(['email']);
    });
  });
}
