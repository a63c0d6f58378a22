import type { InboxRequest, OutboxMessage } from '../domain/inbox/inbox-api.js';

/** A relocation request as the admin Inbox reads it (issue 39's contract), with overrides. */
export function anInboxRequest(overrides: Partial<InboxRequest> = {}): InboxRequest {
  return {
    id: 'request-1',
    name: 'Ana Mora',
    email: 'ana@example.cr',
    services: ['residency', 'banking'],
    moveWhen: '3-6-months',
    message: 'Two adults and a dog, looking at the Central Valley.',
    status: 'new',
    receivedAt: '2026-11-27T15:30:00.000Z',
    ...overrides,
  };
}

/** A message of the outbox, queued, with overrides. */
export function anOutboxMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: 'message-1',
    to: 'ana@example.cr',
    subject: 'We have your request',
    kind: 'request-acknowledgement',
    state: 'queued',
    attempts: 0,
    createdAt: '2026-11-27T15:30:00.000Z',
    nextAttemptAt: null,
    sentAt: null,
    lastError: null,
    ...overrides,
  };
}
