import type { MoveWhen, RelocationServiceId } from '../relocation/relocation-services.js';

/*
 * The admin Inbox view's side of issue 39's operator calls (docs/decisions/126): each answer as the server sends it
 * (GET /api/admin/inbox/…, /api/admin/outbox, DELETE /api/admin/people/{email}), every call with the session's token.
 */

export const INBOX_REQUEST_STATUSES = ['new', 'answered', 'archived'] as const;
export type InboxRequestStatus = (typeof INBOX_REQUEST_STATUSES)[number];

export interface InboxRequest {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly services: readonly RelocationServiceId[];
  readonly moveWhen: MoveWhen;
  readonly message: string;
  readonly status: InboxRequestStatus;
  /** ISO 8601. */
  readonly receivedAt: string;
}

export interface SubscriberWeek {
  /** The Monday the week starts on, YYYY-MM-DD. */
  readonly weekStart: string;
  readonly confirmed: number;
  readonly unsubscribed: number;
}

export interface SubscriberCounts {
  readonly confirmed: number;
  readonly pending: number;
  readonly weeks: readonly SubscriberWeek[];
}

export const OUTBOX_MESSAGE_STATES = ['queued', 'sending', 'sent', 'retrying', 'failed'] as const;
export type OutboxMessageState = (typeof OUTBOX_MESSAGE_STATES)[number];

export interface OutboxMessage {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly kind: string;
  readonly state: OutboxMessageState;
  readonly attempts: number;
  /** ISO 8601, like every time below; null when it does not apply. */
  readonly createdAt: string;
  readonly nextAttemptAt: string | null;
  readonly sentAt: string | null;
  readonly lastError: string | null;
}

export interface Outbox {
  /** Where mail goes: an SMTP server, or .eml files in the data folder. */
  readonly transport: 'smtp' | 'files';
  readonly messages: readonly OutboxMessage[];
}

/** A file the operator downloads: the subscribers' CSV, a message's .eml. */
export interface InboxFile {
  readonly fileName: string;
  readonly type: string;
  readonly text: string;
}

export interface PersonDeleted {
  readonly subscriptions: number;
  readonly requests: number;
  readonly messages: number;
}

/** Admin-only calls; each rejects with a DataLoadError (its status) when the server refuses. */
export interface InboxApi {
  requests(token: string, status: InboxRequestStatus): Promise<readonly InboxRequest[]>;
  setRequestStatus(token: string, id: string, status: InboxRequestStatus): Promise<InboxRequest>;
  subscribers(token: string): Promise<SubscriberCounts>;
  subscribersCsv(token: string): Promise<InboxFile>;
  outbox(token: string): Promise<Outbox>;
  messageEml(token: string, id: string): Promise<InboxFile>;
  deletePerson(token: string, email: string): Promise<PersonDeleted>;
}
