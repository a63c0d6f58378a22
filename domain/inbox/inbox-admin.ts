import { z } from 'zod';
import type { Clock } from '../kernel/clock.js';
import type { MailTransport } from '../mail/mail-transport.js';
import type { MailKind, MailState, QueuedMail } from '../mail/outgoing-mail.js';
import { subscriberReport, subscribersCsv, type SubscriberReport } from '../newsletter/subscriber-report.js';
import { emailAddress, parsedForm } from './visitor-form.js';
import type { InboxStore, PersonDeletion } from './inbox-store.js';

/** How many mails the outbox view lists, newest first. */
export const OUTBOX_LIMIT = 200;

/** One mail of the admin outbox (w39 contract). */
export interface OutboxMessage {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly kind: MailKind;
  readonly state: MailState;
  readonly attempts: number;
  readonly createdAt: string;
  readonly nextAttemptAt: string;
  readonly sentAt: string | null;
  readonly lastError: string | null;
}

export interface Outbox {
  readonly transport: MailTransport['kind'];
  readonly messages: readonly OutboxMessage[];
}

/** A mail the operator named that the outbox does not hold (404). */
export class UnknownMailError extends Error {
  constructor(id: string) {
    super(`There is no mail ${id} in the outbox`);
    this.name = 'UnknownMailError';
  }
}

const outboxMessage = (mail: QueuedMail): OutboxMessage => ({
  id: mail.id,
  to: mail.to,
  subject: mail.subject,
  kind: mail.kind,
  state: mail.state,
  attempts: mail.attempts,
  createdAt: mail.createdAt,
  nextAttemptAt: mail.nextAttemptAt,
  sentAt: mail.sentAt ?? null,
  lastError: mail.lastError ?? null,
});

/** The operator's side of the Inbox (issue 39 points 4, 5, 7): subscriber counts and export, the outbox, deleting a person's data. */
export class InboxAdmin {
  constructor(
    private readonly store: InboxStore,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
  ) {}

  async subscribers(): Promise<SubscriberReport> {
    const [confirmed, pending, unsubscribedAt] = await Promise.all([this.store.subscriptions('confirmed'), this.store.subscriptions('pending'), this.store.suppressionTimes()]);
    return subscriberReport(confirmed, pending.length, unsubscribedAt, this.clock.now());
  }

  async subscribersCsv(): Promise<string> {
    return subscribersCsv(await this.store.subscriptions('confirmed'));
  }

  async outbox(): Promise<Outbox> {
    return { transport: this.transport.kind, messages: (await this.store.mails(OUTBOX_LIMIT)).map(outboxMessage) };
  }

  /** The mail as an .eml file, as sent or to be sent. */
  async eml(id: string): Promise<Uint8Array> {
    const mail = await this.store.mail(id);
    if (mail === undefined) throw new UnknownMailError(id);
    return this.transport.eml(mail);
  }

  /** Every record of the person at `email` (400 naming `email` when it is not an address). */
  async deletePerson(email: string): Promise<PersonDeletion> {
    return this.store.deletePerson(parsedForm(z.object({ email: emailAddress() }), { email }).email);
  }
}
