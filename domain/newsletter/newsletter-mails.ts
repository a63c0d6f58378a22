import type { MailSettings } from '../mail/mail-settings.js';
import { checkedMail, type NewMail } from '../mail/outgoing-mail.js';

/** The newsletter's pages the mails link to (w39 contract): each a page with one button that POSTs. */
export const CONFIRM_PAGE_PATH = '/newsletter/confirm';
export const UNSUBSCRIBE_PAGE_PATH = '/newsletter/unsubscribe';
/** RFC 8058 one-click unsubscribe: POST with `List-Unsubscribe=One-Click`. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

/** How long a confirmation link works: an unconfirmed subscription is deleted after this (issue 39 point 1). */
export const CONFIRMATION_DAYS = 7;

interface NewsletterMailInput {
  readonly email: string;
  readonly unsubscribeToken: string;
  readonly now: Date;
}

const link = (settings: MailSettings, path: string, token: string) => `${settings.siteUrl}${path}?token=${encodeURIComponent(token)}`;

function newsletterMail(settings: MailSettings, input: NewsletterMailInput, kind: NewMail['kind'], subject: string, lines: readonly string[]): NewMail {
  const unsubscribePage = link(settings, UNSUBSCRIBE_PAGE_PATH, input.unsubscribeToken);
  return checkedMail({
    id: settings.newMessageId(),
    kind,
    from: settings.from,
    to: input.email,
    person: input.email,
    subject,
    // Every newsletter mail ends with its unsubscribe link (issue 39 point 2).
    text: [...lines, '', `To unsubscribe, open ${unsubscribePage}`, ''].join('\n'),
    unsubscribeUrl: link(settings, ONE_CLICK_UNSUBSCRIBE_PATH, input.unsubscribeToken),
    createdAt: input.now.toISOString(),
  });
}

/** The double opt-in mail: the signed link that confirms. */
export function confirmationMail(settings: MailSettings, input: NewsletterMailInput & { readonly confirmToken: string }): NewMail {
  return newsletterMail(settings, input, 'newsletter-confirmation', 'Confirm your Costa Rica Gateway newsletter subscription', [
    'Hello,',
    '',
    'Someone, hopefully you, asked to receive the Costa Rica Gateway newsletter at this address.',
    `To confirm, open this link within ${CONFIRMATION_DAYS} days and press the button:`,
    link(settings, CONFIRM_PAGE_PATH, input.confirmToken),
    '',
    `If you did not ask for it, ignore this mail: without a confirmation your address is deleted after ${CONFIRMATION_DAYS} days.`,
  ]);
}

/** The mail that says the subscription is confirmed. */
export function welcomeMail(settings: MailSettings, input: NewsletterMailInput): NewMail {
  return newsletterMail(settings, input, 'newsletter-welcome', 'Welcome to the Costa Rica Gateway newsletter', [
    'Hello,',
    '',
    'Your subscription is confirmed: you will receive the Costa Rica Gateway newsletter at this address, at most twice a month.',
  ]);
}
