import type { RelocationRequest, Subscription } from '../domain/inbox/inbox-store.js';
import type { NewMail } from '../domain/mail/outgoing-mail.js';
import type { OutboxMessage } from '../domain/inbox/inbox-admin.js';

/* Sample subscriptions, requests and mails (issue 39), each with overrides and no rule. */

export const aSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  email: 'ana@example.cr',
  state: 'pending',
  consentVersion: '2026-11-28',
  consentText: 'I agree to receive the newsletter.',
  page: '/',
  requestedAt: '2026-12-01T14:00:00.000Z',
  ...overrides,
});

export const aRelocationRequest = (overrides: Partial<RelocationRequest> = {}): RelocationRequest => ({
  id: 'request-1',
  name: 'Ana Mora',
  email: 'ana@example.cr',
  services: ['residency', 'banking'],
  moveWhen: '3-6-months',
  message: 'We plan to retire near Atenas.',
  status: 'new',
  receivedAt: '2026-12-01T14:00:00.000Z',
  ...overrides,
});

export const aMail = (overrides: Partial<NewMail> = {}): NewMail => ({
  id: 'mail-1@costaricagateway.com',
  kind: 'newsletter-confirmation',
  from: 'Costa Rica Gateway <hello@costaricagateway.com>',
  to: 'ana@example.cr',
  person: 'ana@example.cr',
  subject: 'Confirm your subscription',
  text: 'Confirm: https://costaricagateway.com/newsletter/confirm?token=t',
  unsubscribeUrl: 'https://costaricagateway.com/api/newsletter/unsubscribe?token=u',
  createdAt: '2026-12-01T14:00:00.000Z',
  ...overrides,
});

/** A mail of the admin outbox as the Inbox view reads it (GET /api/admin/outbox), queued, with overrides. */
export const anOutboxMessage = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: 'mail-1@costaricagateway.com',
  to: 'ana@example.cr',
  subject: 'We have your request',
  kind: 'request-acknowledgement',
  state: 'queued',
  attempts: 0,
  createdAt: '2026-12-01T14:00:00.000Z',
  nextAttemptAt: '2026-12-01T14:00:00.000Z',
  sentAt: null,
  lastError: null,
  ...overrides,
});
