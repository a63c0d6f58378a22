import { CONFIRMATION_DAYS } from '../../domain/newsletter/newsletter-mails.js';
import type { LinkOutcome } from '../../domain/newsletter/newsletter-desk.js';
import { escapeHtml as escape, serverPage as page } from './server-page.js';

/*
 * The newsletter's own pages (w39 contract): a mail's link opens a page with one button that POSTs, so a mail scanner
 * that follows links changes nothing; the POST answers with what was done.
 */

const button = (action: string, token: string, label: string) =>
  `<form method="post" action="${escape(action)}"><input type="hidden" name="token" value="${escape(token)}"><button type="submit">${escape(label)}</button></form>`;

export function confirmPage(token: string): string {
  return page('Confirm your subscription', `<p>Press the button to start receiving the Costa Rica Gateway newsletter.</p>\n${button('/newsletter/confirm', token, 'Confirm my subscription')}`);
}

export function unsubscribePage(token: string): string {
  return page('Unsubscribe', `<p>Press the button and we will send you no more newsletters.</p>\n${button('/newsletter/unsubscribe', token, 'Unsubscribe')}`);
}

export function outcomePage(outcome: LinkOutcome, purpose: 'confirm' | 'unsubscribe'): string {
  if (outcome === 'confirmed') return page('Subscription confirmed', '<p>Thank you: you will receive the Costa Rica Gateway newsletter. Every newsletter has a link to unsubscribe in one click.</p>');
  if (outcome === 'unsubscribed') return page('You are unsubscribed', '<p>You will receive no more newsletters. We keep only a one-way fingerprint of your address, so that it is never mailed again.</p>');
  return purpose === 'confirm'
    ? page('This link does not work', `<p>The confirmation link is not valid or is more than ${CONFIRMATION_DAYS} days old. Subscribe again from any page of the site to get a new one.</p>`)
    : page('This link does not work', '<p>The unsubscribe link is not valid. Use the link of the latest newsletter you received, or write to us.</p>');
}
