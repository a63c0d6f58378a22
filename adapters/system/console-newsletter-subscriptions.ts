import { isEmailAddress } from '../../domain/newsletter/email-address.js';
import type { NewsletterSubscriptions } from '../../domain/newsletter/newsletter-subscriptions.js';

/**
 * docs/product.md §7: the newsletter sign-up makes no server call; the browser logs the address
 * locally. A mailing-list provider would be another adapter of the same port.
 */
export class ConsoleNewsletterSubscriptions implements NewsletterSubscriptions {
  constructor(private readonly log: (message: string) => void = (message) => console.info(message)) {}

  async subscribe(email: string): Promise<void> {
    if (!isEmailAddress(email)) throw new Error(`Cannot subscribe "${email}": not an email address`);
    this.log(`Newsletter sign-up: ${email}`);
  }
}
