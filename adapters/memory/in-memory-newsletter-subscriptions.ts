import { isEmailAddress } from '../../domain/newsletter/email-address.js';
import type { NewsletterSubscriptions } from '../../domain/newsletter/newsletter-subscriptions.js';

/** A list of subscribers kept in memory. Like a mailing-list provider, it refuses an address it cannot mail. */
export class InMemoryNewsletterSubscriptions implements NewsletterSubscriptions {
  private readonly subscribers = new Set<string>();

  async subscribe(email: string): Promise<void> {
    if (!isEmailAddress(email)) throw new Error(`Cannot subscribe "${email}": not an email address`);
    this.subscribers.add(email.toLowerCase());
  }

  get emails(): string[] {
    return [...this.subscribers];
  }
}
