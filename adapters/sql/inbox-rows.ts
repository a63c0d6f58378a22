import type { RelocationRequest, RequestStatus, Subscription, SubscriptionState } from '../../domain/inbox/inbox-store.js';
import type { MailKind, MailState, NewMail, QueuedMail } from '../../domain/mail/outgoing-mail.js';
import type { MoveWhen, RelocationServiceId } from '../../domain/relocation/relocation-services.js';

/*
 * The inbox's rows as both SQL stores keep them (docs/decisions/121-123): times in ms since the epoch (PostgreSQL's
 * BIGINT arrives as text), null where a part is absent. A row holds only what the store wrote, so its states and kinds
 * are the port's.
 */

type Ms = number | string;
const iso = (ms: Ms) => new Date(Number(ms)).toISOString();
export const msOf = (isoTime: string) => Date.parse(isoTime);

export const SUBSCRIPTION_COLUMNS = 'email, state, consent_version, consent_text, page, requested_at, confirmed_at';

export interface SubscriptionRow {
  readonly email: string;
  readonly state: string;
  readonly consent_version: string;
  readonly consent_text: string;
  readonly page: string;
  readonly requested_at: Ms;
  readonly confirmed_at: Ms | null;
}

export function subscriptionOf(row: SubscriptionRow): Subscription {
  return {
    email: row.email,
    state: row.state as SubscriptionState,
    consentVersion: row.consent_version,
    consentText: row.consent_text,
    page: row.page,
    requestedAt: iso(row.requested_at),
    ...(row.confirmed_at === null ? {} : { confirmedAt: iso(row.confirmed_at) }),
  };
}

export const REQUEST_COLUMNS = 'id, name, email, services, move_when, message, status, received_at';

export interface RequestRow {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  /** JSON text in SQLite, already read in PostgreSQL (JSONB). */
  readonly services: string | readonly string[];
  readonly move_when: string;
  readonly message: string;
  readonly status: string;
  readonly received_at: Ms;
}

export function requestOf(row: RequestRow): RelocationRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    services: (typeof row.services === 'string' ? JSON.parse(row.services) : row.services) as RelocationServiceId[],
    moveWhen: row.move_when as MoveWhen,
    message: row.message,
    status: row.status as RequestStatus,
    receivedAt: iso(row.received_at),
  };
}

export const MAIL_COLUMNS = 'id, kind, sender, recipient, person, subject, body, unsubscribe_url, reply_to, created_at, state, attempts, next_attempt_at, sent_at, last_error';

export interface MailRow {
  readonly id: string;
  readonly kind: string;
  readonly sender: string;
  readonly recipient: string;
  readonly person: string;
  readonly subject: string;
  readonly body: string;
  readonly unsubscribe_url: string | null;
  readonly reply_to: string | null;
  readonly created_at: Ms;
  readonly state: string;
  readonly attempts: Ms;
  readonly next_attempt_at: Ms;
  readonly sent_at: Ms | null;
  readonly last_error: string | null;
}

export function mailOf(row: MailRow): QueuedMail {
  return {
    id: row.id,
    kind: row.kind as MailKind,
    from: row.sender,
    to: row.recipient,
    person: row.person,
    subject: row.subject,
    text: row.body,
    ...(row.unsubscribe_url === null ? {} : { unsubscribeUrl: row.unsubscribe_url }),
    ...(row.reply_to === null ? {} : { replyTo: row.reply_to }),
    createdAt: iso(row.created_at),
    state: row.state as MailState,
    attempts: Number(row.attempts),
    nextAttemptAt: iso(row.next_attempt_at),
    ...(row.sent_at === null ? {} : { sentAt: iso(row.sent_at) }),
    ...(row.last_error === null ? {} : { lastError: row.last_error }),
  };
}

/** A new mail's values for INSERT INTO mail_outbox (id, kind, sender, recipient, person, subject, body, unsubscribe_url, reply_to, created_at, next_attempt_at). */
export function mailValues(mail: NewMail): [string, string, string, string, string, string, string, string | null, string | null, number, number] {
  return [mail.id, mail.kind, mail.from, mail.to, mail.person, mail.subject, mail.text, mail.unsubscribeUrl ?? null, mail.replyTo ?? null, msOf(mail.createdAt), msOf(mail.createdAt)];
}

/** Newsletter mails, which an unsubscription or an expired confirmation takes back while unsent. */
export const NEWSLETTER_KIND_PATTERN = 'newsletter-%';
