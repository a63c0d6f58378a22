import type { FormAnswer } from '../../domain/forms/form-answer.js';
import { emailFieldProblem } from '../../domain/forms/email-field.js';
import type { NewsletterSubscriptionRequest, NewsletterSubscriptions } from '../../domain/newsletter/newsletter-subscriptions.js';

/** The server's answer to a sign-up it took (issue 39's contract): the same whatever the address's state. */
export const CHECK_YOUR_INBOX = 'Check your inbox: we sent you a link to confirm your subscription.';

/**
 * The sign-ups kept in memory, answered as the server answers them: an address it cannot mail is refused by its field;
 * a known address gets the same answer as a new one; a filled honeypot too, and nothing is kept. `answerNext` makes
 * the next sign-up get another answer (a 429, a server not reached) for the forms' tests.
 */
export class InMemoryNewsletterSubscriptions implements NewsletterSubscriptions {
  private readonly requests: NewsletterSubscriptionRequest[] = [];
  private next: FormAnswer | undefined;

  async subscribe(request: NewsletterSubscriptionRequest): Promise<FormAnswer> {
    const programmed = this.next;
    this.next = undefined;
    if (programmed) return programmed;
    const problem = emailFieldProblem(request.email);
    if (problem) return { kind: 'invalid', message: 'The subscription has errors.', errors: [{ field: 'email', message: problem }] };
    const email = request.email.trim().toLowerCase();
    if (request.website === '' && !this.requests.some((kept) => kept.email === email)) this.requests.push({ ...request, email });
    return { kind: 'accepted', message: CHECK_YOUR_INBOX };
  }

  answerNext(answer: FormAnswer): void {
    this.next = answer;
  }

  /** The addresses kept, each once, in the order they came. */
  get emails(): string[] {
    return this.requests.map((request) => request.email);
  }

  /** Every sign-up kept, with its page and consent version. */
  get kept(): readonly NewsletterSubscriptionRequest[] {
    return this.requests;
  }
}
