import { expect, it } from 'vitest';
import { InMemoryInboxStore } from '../../adapters/memory/in-memory-inbox-store.js';
import { InMemoryLinkSigner } from '../../adapters/memory/in-memory-link-signer.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { aMailSettings } from '../../test-support/mail-settings.js';
import { NewsletterDesk } from '../newsletter/newsletter-desk.js';
import { NEWSLETTER_CONSENT } from '../newsletter/newsletter-consent.js';
import { RelocationDesk } from '../relocation/relocation-desk.js';
import { deleteExpired, INBOX_CLEANUP_EVERY_MS } from './inbox-cleanup.js';

it('deletes unconfirmed subscriptions after 7 days and requests after their months, every hour (issue 39 points 1, 7)', async () => {
  const store = new InMemoryInboxStore();
  const clock = new ManualClock(new Date('2026-12-01T14:00:00.000Z'));
  const newsletter = new NewsletterDesk(store, new InMemoryLinkSigner(), aMailSettings(), clock);
  const relocation = new RelocationDesk(store, aMailSettings(), clock, () => 'r1', 1);
  await newsletter.subscribe({ email: 'ana@example.cr', page: '/', consentVersion: NEWSLETTER_CONSENT.version });
  await relocation.submit({ name: 'Bea', email: 'bea@example.cr', services: ['banking'], moveWhen: 'not-sure', message: '' });
  expect(await deleteExpired(newsletter, relocation)).toEqual({ subscriptions: 0, requests: 0 });
  clock.advance(40 * 86_400_000);
  expect(await deleteExpired(newsletter, relocation)).toEqual({ subscriptions: 1, requests: 1 });
  expect(INBOX_CLEANUP_EVERY_MS).toBe(3_600_000);
});
