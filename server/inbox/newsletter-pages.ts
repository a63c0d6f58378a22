import { CONFIRMATION_DAYS } from '../../domain/newsletter/newsletter-mails.js';
import type { LinkOutcome } from '../../domain/newsletter/newsletter-desk.js';

/*
 * The newsletter's own pages (w39 contract): a mail's link opens a page with one button that POSTs, so a mail scanner
 * that follows links changes nothing; the POST answers with what was done. Drawn by the server (no script; the
 * Content-Security-Policy allows inline styles and forms to the site itself).
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Costa Rica Gateway</title>
<style>
  body { margin: 0; padding: 0 1rem; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f6f3ec; color: #1f2a24; }
  main { max-width: 32rem; margin: 12vh auto 0; padding: 2rem 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; color: #14532d; }
  p { line-height: 1.5; }
  button { font: inherit; font-weight: 600; padding: 0.75rem 1.5rem; border: 0; border-radius: 8px; background: #15803d; color: #fff; cursor: pointer; min-height: 44px; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  a { color: #15803d; }
</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
${body}
<p><a href="/">Back to Costa Rica Gateway</a></p>
</main>
</body>
</html>
`;
}

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
