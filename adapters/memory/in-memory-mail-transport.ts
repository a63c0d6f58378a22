import type { MailTransport } from '../../domain/mail/mail-transport.js';
import type { NewMail } from '../../domain/mail/outgoing-mail.js';

/** Mail "sent" into a list (domain tests, the @domain level); `down` makes every send fail as an SMTP outage would. */
export class InMemoryMailTransport implements MailTransport {
  readonly kind = 'files' as const;
  readonly sent: NewMail[] = [];
  down: string | undefined;

  async send(mail: NewMail): Promise<void> {
    if (this.down !== undefined) throw new Error(this.down);
    this.sent.push(mail);
  }

  async eml(mail: NewMail): Promise<Uint8Array> {
    return new TextEncoder().encode(`Message-ID: <${mail.id}>\r\nTo: ${mail.to}\r\nSubject: ${mail.subject}\r\n\r\n${mail.text}`);
  }
}
