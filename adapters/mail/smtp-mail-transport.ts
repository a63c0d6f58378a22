import { createTransport } from 'nodemailer';
import type { MailTransport } from '../../domain/mail/mail-transport.js';
import type { NewMail } from '../../domain/mail/outgoing-mail.js';
import { emlOf, messageOptions } from './mail-message.js';

/** How long one SMTP step may take: together well under the queue's lease (MAIL_LEASE_MS, 60 s; docs/decisions/123). */
export const SMTP_STEP_TIMEOUT_MS = 15_000;

/**
 * Mail sent through SMTP_URL with nodemailer (issue 39 point 5), one connection per send, each step bounded. A send
 * resolves once the server answered 250 to the message: from then on the mail is the server's. See
 * docs/decisions/123 for what "once" means at this boundary.
 */
export class SmtpMailTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: ReturnType<typeof createTransport>;

  constructor(url: string) {
    this.transporter = createTransport({ url, connectionTimeout: SMTP_STEP_TIMEOUT_MS, greetingTimeout: SMTP_STEP_TIMEOUT_MS, socketTimeout: SMTP_STEP_TIMEOUT_MS });
  }

  async send(mail: NewMail): Promise<void> {
    await this.transporter.sendMail(messageOptions(mail));
  }

  eml(mail: NewMail): Promise<Uint8Array> {
    return emlOf(mail);
  }

  close(): void {
    this.transporter.close();
  }
}
