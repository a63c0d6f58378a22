import { createTransport } from 'nodemailer';
import type { NewMail } from '../../domain/mail/outgoing-mail.js';

/** What nodemailer's sendMail takes. */
export type MessageOptions = Parameters<ReturnType<typeof createTransport>['sendMail']>[0];

/**
 * A queued mail as nodemailer's message options (docs/decisions/123): its fixed Message-ID and Date, so every attempt,
 * and the .eml the admin Inbox offers, is the same message; RFC 8058's List-Unsubscribe and List-Unsubscribe-Post on
 * newsletter mails. nodemailer encodes every header itself (RFC 2047, folding) and strips line breaks from header
 * values; the domain has refused them before (domain/mail/outgoing-mail.ts), so a visitor's text never makes a header.
 */
export function messageOptions(mail: NewMail): MessageOptions {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
    subject: mail.subject,
    text: mail.text,
    messageId: `<${mail.id}>`,
    date: new Date(mail.createdAt),
    headers:
      mail.unsubscribeUrl === undefined
        ? {}
        : {
            'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
  };
}

const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/** The mail as an RFC 5322 message (CRLF lines): the bytes the SMTP transport sends and the file transport writes. */
export async function emlOf(mail: NewMail): Promise<Uint8Array> {
  const info = await composer.sendMail(messageOptions(mail));
  return info.message as unknown as Buffer;
}
