import type { NewMail } from './outgoing-mail.js';

/**
 * How mail leaves the portal (issue 39 point 5): SMTP through nodemailer when SMTP_URL is set, otherwise .eml files
 * in DATA_DIR/outbox (docs/decisions/123).
 */
export interface MailTransport {
  readonly kind: 'smtp' | 'files';
  /** Sends the mail; resolves once the SMTP server took it (250) or the file is in place; rejects otherwise. */
  send(mail: NewMail): Promise<void>;
  /** The mail as an RFC 5322 message, byte for byte what `send` sends or writes. */
  eml(mail: NewMail): Promise<Uint8Array>;
}
