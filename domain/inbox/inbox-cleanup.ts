import type { NewsletterDesk } from '../newsletter/newsletter-desk.js';
import type { RelocationDesk } from '../relocation/relocation-desk.js';

/** How often each server deletes what has expired (the work is one DELETE each, and idempotent). */
export const INBOX_CLEANUP_EVERY_MS = 3_600_000;

/** The inbox's retention (issue 39 points 1, 7): unconfirmed subscriptions after 7 days, requests after their months. */
export async function deleteExpired(newsletter: NewsletterDesk, relocation: RelocationDesk): Promise<{ readonly subscriptions: number; readonly requests: number }> {
  return { subscriptions: await newsletter.deleteUnconfirmed(), requests: await relocation.deleteExpired() };
}
