import type { Clock } from '../kernel/clock.js';
import type { InboxStore } from '../inbox/inbox-store.js';
import type { MailSettings } from '../mail/mail-settings.js';
import type { LinkSigner } from './link-signer.js';
import { NEWSLETTER_CONSENT } from './newsletter-consent.js';
import { CONFIRMATION_DAYS, confirmationMail, welcomeMail } from './newsletter-mails.js';
import { readSubscriptionForm } from './subscription-form.js';

const DAY_MS = 86_400_000;

/** The one answer to the form, whatever the address's state (issue 39 point 1: no way to probe who subscribed). */
export const SUBSCRIPTION_ANSWER = { message: 'Check your inbox: we sent you a link to confirm your subscription.' } as const;

/** What following a link did: done (again, too), or nothing because the link is not one of ours or has run out. */
export type LinkOutcome = 'confirmed' | 'unsubscribed' | 'invalid';

interface ConfirmPayload {
  readonly purpose: 'confirm';
  readonly email: string;
  readonly requestedAt: string;
}
interface UnsubscribePayload {
  readonly purpose: 'unsubscribe';
  readonly email: string;
}

/**
 * The newsletter's server side (issue 39 points 1, 2; docs/decisions/121): subscriptions kept with their consent,
 * double opt-in by a signed link, one-click unsubscribe to a suppression entry, unconfirmed subscriptions deleted after
 * CONFIRMATION_DAYS. Each mail is queued in the transaction that keeps its cause.
 */
export class NewsletterDesk {
  constructor(
    private readonly store: InboxStore,
    private readonly signer: LinkSigner,
    private readonly settings: MailSettings,
    private readonly clock: Clock,
  ) {}

  /**
   * The form: InvalidFormError naming each wrong field; otherwise always SUBSCRIPTION_ANSWER. A filled honeypot keeps
   * nothing; a confirmed address is left as it is; any other (new, pending, unsubscribed) gets a new confirmation mail.
   */
  async subscribe(body: unknown): Promise<typeof SUBSCRIPTION_ANSWER> {
    const form = readSubscriptionForm(body);
    if (form.website) return SUBSCRIPTION_ANSWER;
    const known = await this.store.subscription(form.email);
    if (known?.state === 'confirmed') return SUBSCRIPTION_ANSWER;
    const now = this.clock.now();
    const requestedAt = now.toISOString();
    const subscription = { email: form.email, state: 'pending' as const, consentVersion: NEWSLETTER_CONSENT.version, consentText: NEWSLETTER_CONSENT.text, page: form.page, requestedAt };
    const confirmToken = this.signer.sign(JSON.stringify({ purpose: 'confirm', email: form.email, requestedAt } satisfies ConfirmPayload));
    await this.store.savePending(subscription, confirmationMail(this.settings, { email: form.email, confirmToken, unsubscribeToken: this.unsubscribeToken(form.email), now }));
    return SUBSCRIPTION_ANSWER;
  }

  /** The confirmation link's button: confirms the subscription the link was sent for, within CONFIRMATION_DAYS. */
  async confirm(token: string): Promise<LinkOutcome> {
    const payload = this.payloadOf(token);
    if (payload?.purpose !== 'confirm') return 'invalid';
    const now = this.clock.now();
    if (now.getTime() - Date.parse(payload.requestedAt) >= CONFIRMATION_DAYS * DAY_MS) return 'invalid';
    const welcome = welcomeMail(this.settings, { email: payload.email, unsubscribeToken: this.unsubscribeToken(payload.email), now });
    if (await this.store.confirm(payload.email, payload.requestedAt, now.toISOString(), this.signer.suppressionKey(payload.email), welcome)) return 'confirmed';
    // A second press of the same button is no error: the subscription of that request is there, and (the store did not
    // confirm it) confirmed already.
    return (await this.store.subscription(payload.email))?.requestedAt === payload.requestedAt ? 'confirmed' : 'invalid';
  }

  /** One click (the page's button, or a mail client's RFC 8058 POST): the address becomes a suppression entry only. */
  async unsubscribe(token: string): Promise<LinkOutcome> {
    const payload = this.payloadOf(token);
    if (payload?.purpose !== 'unsubscribe') return 'invalid';
    await this.store.unsubscribe(payload.email, this.signer.suppressionKey(payload.email), this.clock.now().toISOString());
    return 'unsubscribed';
  }

  /** Deletes the subscriptions left unconfirmed for CONFIRMATION_DAYS; gives how many. */
  deleteUnconfirmed(): Promise<number> {
    return this.store.deletePendingBefore(new Date(this.clock.now().getTime() - CONFIRMATION_DAYS * DAY_MS).toISOString());
  }

  private unsubscribeToken(email: string): string {
    return this.signer.sign(JSON.stringify({ purpose: 'unsubscribe', email } satisfies UnsubscribePayload));
  }

  private payloadOf(token: string): ConfirmPayload | UnsubscribePayload | undefined {
    const text = this.signer.open(token);
    return text === undefined ? undefined : (JSON.parse(text) as ConfirmPayload | UnsubscribePayload);
  }
}
