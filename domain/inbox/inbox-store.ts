import type { NewMail, QueuedMail } from '../mail/outgoing-mail.js';
import type { MoveWhen, RelocationServiceId } from '../relocation/relocation-services.js';

/*
 * What visitors send, and the mail it causes (issue 39, docs/decisions/121-123), in the database every server shares:
 * memory, SQLite or PostgreSQL behind one contract suite (adapters/contracts/inbox-store.contract.ts). Each write that
 * causes mail queues that mail in the same transaction, so a subscription or a request is never kept without its mail,
 * nor a mail queued for something that was not kept.
 */

export type SubscriptionState = 'pending' | 'confirmed';

/** A newsletter subscription with its record of consent (what was agreed to, when, and where). */
export interface Subscription {
  /** Lower-case; the key. */
  readonly email: string;
  readonly state: SubscriptionState;
  readonly consentVersion: string;
  readonly consentText: string;
  /** The page the form was sent from (its path). */
  readonly page: string;
  /** When the form was sent (ISO 8601); the confirmation link names it, so a newer request voids older links. */
  readonly requestedAt: string;
  readonly confirmedAt?: string;
}

export const REQUEST_STATUSES = ['new', 'answered', 'archived'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A relocation consultation request (issue 39 point 3). */
export interface RelocationRequest {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly services: readonly RelocationServiceId[];
  readonly moveWhen: MoveWhen;
  readonly message: string;
  readonly status: RequestStatus;
  /** ISO 8601. */
  readonly receivedAt: string;
}

/** What deleting a person's data removed (issue 39 point 7). */
export interface PersonDeletion {
  readonly subscriptions: number;
  readonly requests: number;
  readonly messages: number;
}

export interface InboxStore {
  /** The subscription of an address (lower-case), if any. */
  subscription(email: string): Promise<Subscription | undefined>;
  /** Keeps a pending subscription, replacing any of its address, and queues its confirmation mail: one transaction. */
  savePending(subscription: Subscription, mail: NewMail): Promise<void>;
  /**
   * Confirms the pending subscription of `email` sent at `requestedAt`, lifts the address's suppression (`suppressionKey`)
   * and queues the welcome mail, in one transaction; false, and nothing changed, when there is no such pending one.
   */
  confirm(email: string, requestedAt: string, confirmedAt: string, suppressionKey: string, mail: NewMail): Promise<boolean>;
  /**
   * Removes the address's subscription and its mails not yet sent, and keeps only a suppression entry (`suppressionKey`,
   * a hash, at `at`), in one transaction; true when a subscription was removed. Again: nothing more changes.
   */
  unsubscribe(email: string, suppressionKey: string, at: string): Promise<boolean>;
  /** Every subscription in that state, by address. */
  subscriptions(state: SubscriptionState): Promise<Subscription[]>;
  /** When each suppression entry was made (ISO 8601), for the weekly counts. */
  suppressionTimes(): Promise<string[]>;
  /** Removes the pending subscriptions sent before `cutoff` (ISO 8601) and their mails not yet sent; gives how many. */
  deletePendingBefore(cutoff: string): Promise<number>;

  /** Keeps a request and queues its mails: one transaction. */
  addRequest(request: RelocationRequest, mails: readonly NewMail[]): Promise<void>;
  /** The requests, newest first; only those of `status` when given. */
  requests(status?: RequestStatus): Promise<RelocationRequest[]>;
  /** Sets a request's status; undefined when there is no such request. */
  setRequestStatus(id: string, status: RequestStatus): Promise<RelocationRequest | undefined>;
  /** Removes the requests received before `cutoff` (ISO 8601) and every mail about their people; gives how many requests. */
  deleteRequestsBefore(cutoff: string): Promise<number>;

  /**
   * Claims, for `claimant` and `leaseMs`, the mail due first at `now`: queued or retrying with its time come, or
   * sending under a lease that ran out (its server stopped mid-send). It becomes `sending`, one attempt more. Of
   * servers claiming at once, exactly one gets each mail.
   */
  claimMail(now: Date, claimant: string, leaseMs: number): Promise<QueuedMail | undefined>;
  /** Marks a mail `claimant` still holds as sent; false, and nothing changed, when its lease is gone. */
  mailSent(id: string, claimant: string, now: Date): Promise<boolean>;
  /** Marks a mail `claimant` still holds as not sent: retrying at `retryAt`, or failed when undefined; false when its lease is gone. */
  mailNotSent(id: string, claimant: string, error: string, retryAt: Date | undefined): Promise<boolean>;
  /** The queued mails, newest first, at most `limit`. */
  mails(limit: number): Promise<QueuedMail[]>;
  mail(id: string): Promise<QueuedMail | undefined>;

  /**
   * Removes every record of the person at `email`: their subscription, their requests and every mail about them. A
   * suppression entry stays (it is a hash, and it is what keeps them from being mailed again).
   */
  deletePerson(email: string): Promise<PersonDeletion>;
}
