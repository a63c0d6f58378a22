import { describe, expect, it } from 'vitest';
import { aRelocationRequest, anOutboxMessage } from '../../test-support/inbox.js';
import {
  deletePersonQuestion,
  inboxTime,
  MESSAGE_STATE_LABELS,
  messageStateText,
  personDeletedText,
  REQUEST_STATUS_LABELS,
  requestActions,
  requestNeeds,
  statusChangedText,
  subscribersSummary,
} from './inbox-view.js';

const request = aRelocationRequest({ receivedAt: '2026-11-28T07:05:00.000Z' });
const message = anOutboxMessage({ kind: 'newsletter-confirmation', subject: 'Confirm your subscription' });

describe('the admin Inbox view (issue 39 point 4; docs/decisions/126)', () => {
  it('names each request status and message state', () => {
    expect(REQUEST_STATUS_LABELS).toEqual({ new: 'New', answered: 'Answered', archived: 'Archived' });
    expect(MESSAGE_STATE_LABELS).toEqual({ queued: 'Queued', sending: 'Sending', sent: 'Sent', retrying: 'Retrying', failed: 'Failed' });
  });

  it('offers answered or archived for a new request, back to new for the others', () => {
    expect(requestActions('new')).toEqual([
      { to: 'answered', label: 'Mark answered' },
      { to: 'archived', label: 'Archive' },
    ]);
    expect(requestActions('answered')).toEqual([
      { to: 'new', label: 'Mark as new' },
      { to: 'archived', label: 'Archive' },
    ]);
    expect(requestActions('archived')).toEqual([{ to: 'new', label: 'Restore to new' }]);
  });

  it('says times in Costa Rica time', () => {
    expect(inboxTime('2026-11-28T07:05:00.000Z')).toBe('2026-11-28 01:05 CR time');
  });

  it("says a request's needs in words", () => {
    expect(requestNeeds(request)).toEqual({ services: 'Residency help, Banking', moveWhen: 'In 3 to 6 months' });
  });

  it('announces a status change', () => {
    expect(statusChangedText({ ...request, status: 'archived' })).toBe("Ana Mora's request is now archived.");
    expect(statusChangedText({ ...request, status: 'answered' })).toBe("Ana Mora's request is now answered.");
  });

  it("says each message's state with its time, attempts and error", () => {
    expect(messageStateText(message)).toBe('Queued');
    expect(messageStateText({ ...message, state: 'sending', attempts: 1 })).toBe('Sending (1 attempt)');
    expect(messageStateText({ ...message, state: 'sent', attempts: 1, sentAt: '2026-11-28T07:06:00.000Z' })).toBe('Sent 2026-11-28 01:06 CR time');
    expect(messageStateText({ ...message, state: 'sent', attempts: 1 })).toBe('Sent');
    expect(messageStateText({ ...message, state: 'retrying', attempts: 2, nextAttemptAt: '2026-11-28T07:07:00.000Z', lastError: 'ECONNREFUSED' })).toBe(
      'Retrying after 2 attempts, next 2026-11-28 01:07 CR time: ECONNREFUSED',
    );
    expect(messageStateText({ ...message, state: 'retrying', attempts: 2, nextAttemptAt: '' })).toBe('Retrying after 2 attempts');
    expect(messageStateText({ ...message, state: 'failed', attempts: 12, lastError: '550 No such user' })).toBe('Failed after 12 attempts: 550 No such user');
    expect(messageStateText({ ...message, state: 'failed', attempts: 12 })).toBe('Failed after 12 attempts');
  });

  it('sums up the subscribers', () => {
    expect(subscribersSummary({ confirmed: 1, pending: 2, weeks: [] })).toBe('1 subscriber confirmed, 2 waiting for confirmation (deleted after 7 days unconfirmed).');
    expect(subscribersSummary({ confirmed: 3, pending: 0, weeks: [] })).toBe('3 subscribers confirmed, 0 waiting for confirmation (deleted after 7 days unconfirmed).');
  });

  it('asks before deleting a person, and says what went', () => {
    expect(deletePersonQuestion('ana@example.cr')).toBe('Delete every record of ana@example.cr: their subscription, their requests and the mails about them? This cannot be undone.');
    expect(personDeletedText('ana@example.cr', { subscriptions: 1, requests: 2, messages: 3 })).toBe('Deleted for ana@example.cr: 1 subscription, 2 requests, 3 mails.');
    expect(personDeletedText('ana@example.cr', { subscriptions: 0, requests: 1, messages: 1 })).toBe('Deleted for ana@example.cr: 0 subscriptions, 1 request, 1 mail.');
  });
});
