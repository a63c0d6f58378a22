import type { RelocationRequest, Subscription } from '../domain/inbox/inbox-store.js';
import type { NewMail } from '../domain/mail/outgoing-mail.js';

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
