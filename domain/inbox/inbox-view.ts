import { costaRicaTimeOf } from '../catalogue/costa-rica-time.js';
import { moveWhenLabel, relocationServiceLabel } from '../relocation/relocation-services.js';
import type { RelocationRequest, RequestStatus, PersonDeletion } from './inbox-store.js';
import type { OutboxMessage } from './inbox-admin.js';
import type { MailState } from '../mail/outgoing-mail.js';
import type { SubscriberReport } from '../newsletter/subscriber-report.js';

/*
 * What the admin Inbox view says (issue 39 point 4; docs/decisions/126): the names of the states, what the operator can
 * do with a request in each, the times in Costa Rica time, and the sentences its live region announces.
 */

export const REQUEST_STATUS_LABELS: Readonly<Record<RequestStatus, string>> = { new: 'New', answered: 'Answered', archived: 'Archived' };

export const MESSAGE_STATE_LABELS: Readonly<Record<MailState, string>> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
};

export interface RequestAction {
  readonly to: RequestStatus;
  readonly label: string;
}

/** What can be done with a request in each status: answered or archived from new; back to new from either. */
export function requestActions(status: RequestStatus): readonly RequestAction[] {
  switch (status) {
    case 'new':
      return [
        { to: 'answered', label: 'Mark answered' },
        { to: 'archived', label: 'Archive' },
      ];
    case 'answered':
      return [
        { to: 'new', label: 'Mark as new' },
        { to: 'archived', label: 'Archive' },
      ];
    case 'archived':
      return [{ to: 'new', label: 'Restore to new' }];
  }
}

/** An instant as the operator reads it: '2026-11-28 01:05 CR time' (Costa Rica, UTC−6). */
export function inboxTime(iso: string): string {
  return `${costaRicaTimeOf(new Date(iso)).replace('T', ' ')} CR time`;
}

/** A request's services and move time in words: 'Residency help, Banking · In 3 to 6 months'. */
export function requestNeeds(request: RelocationRequest): { readonly services: string; readonly moveWhen: string } {
  return { services: request.services.map(relocationServiceLabel).join(', '), moveWhen: moveWhenLabel(request.moveWhen) };
}

/** Announced once a request's status changed: "Ana Mora's request is now archived." */
export function statusChangedText(request: RelocationRequest): string {
  return `${request.name}'s request is now ${REQUEST_STATUS_LABELS[request.status].toLowerCase()}.`;
}

/** A message's state with what the operator needs beside it: when it went, when it is tried again, why it failed. */
export function messageStateText(message: OutboxMessage): string {
  const tries = message.attempts === 1 ? '1 attempt' : `${message.attempts} attempts`;
  switch (message.state) {
    case 'queued':
      return 'Queued';
    case 'sending':
      return `Sending (${tries})`;
    case 'sent':
      return message.sentAt ? `Sent ${inboxTime(message.sentAt)}` : 'Sent';
    case 'retrying':
      return `Retrying after ${tries}${message.nextAttemptAt ? `, next ${inboxTime(message.nextAttemptAt)}` : ''}${message.lastError ? `: ${message.lastError}` : ''}`;
    case 'failed':
      return `Failed after ${tries}${message.lastError ? `: ${message.lastError}` : ''}`;
  }
}

/** The subscriber counts' summary line. */
export function subscribersSummary(counts: SubscriberReport): string {
  const people = (count: number) => (count === 1 ? '1 subscriber' : `${count} subscribers`);
  return `${people(counts.confirmed)} confirmed, ${counts.pending} waiting for confirmation (deleted after 7 days unconfirmed).`;
}

/** The question asked before deleting a person's data: it says what goes and that it cannot be undone. */
export function deletePersonQuestion(email: string): string {
  return `Delete every record of ${email}: their subscription, their requests and the mails about them? This cannot be undone.`;
}

/** What the deletion removed, announced after it. */
export function personDeletedText(email: string, deleted: PersonDeletion): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `Deleted for ${email}: ${count(deleted.subscriptions, 'subscription', 'subscriptions')}, ${count(deleted.requests, 'request', 'requests')}, ${count(deleted.messages, 'mail', 'mails')}.`;
}
