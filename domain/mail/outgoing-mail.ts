/*
 * A mail the portal sends (issue 39 point 4, docs/decisions/123): written to the stored queue in the same transaction
 * as what caused it, then sent by the queue's sender through SMTP or as an .eml file.
 */

/** What a mail is for: the admin Inbox shows it, and a person's data is found by it. */
export const MAIL_KINDS = ['newsletter-confirmation', 'newsletter-welcome', 'request-acknowledgement', 'request-notification'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A mail as the queue keeps it before sending: everything the transports need, fixed once (the Message-ID too). */
export interface NewMail {
  /** The Message-ID without its angle brackets, `{uuid}@{main domain}`: the same at every attempt, so a resend is recognisably the same mail. */
  readonly id: string;
  readonly kind: MailKind;
  readonly from: string;
  readonly to: string;
  /** The visitor the mail is about (the recipient, or the requester of an operator notification): what "delete a person's data" finds. */
  readonly person: string;
  readonly subject: string;
  readonly text: string;
  /** RFC 8058: the one-click unsubscribe address of a newsletter mail (List-Unsubscribe, with List-Unsubscribe-Post). */
  readonly unsubscribeUrl?: string;
  /** Where a reply goes (the visitor, on the operator's notification). */
  readonly replyTo?: string;
  /** ISO 8601; also the mail's Date header. */
  readonly createdAt: string;
}

/** Where a queued mail stands: waiting, being sent under a lease, sent, waiting for a retry, or given up. */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'retrying', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export interface QueuedMail extends NewMail {
  readonly state: MailState;
  /** Attempts begun (a claim counts one, even when its server was killed before the end). */
  readonly attempts: number;
  /** When it may be tried (again); ISO 8601. */
  readonly nextAttemptAt: string;
  readonly sentAt?: string;
  readonly lastError?: string;
}

/** A header-bound field holding a line break or another control character: it could add headers of its own. */
export class UnsafeHeaderError extends Error {
  constructor(readonly field: string) {
    super(`The mail's ${field} holds a line break or a control character`);
    this.name = 'UnsafeHeaderError';
  }
}

const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;

/** Whether a text may go into a mail header as it is: no CR, LF or other control character (header injection). */
export function isHeaderSafe(text: string): boolean {
  return !CONTROL.test(text);
}

/**
 * The mail as given, once every header-bound field is known to be safe (issue 39 point 5): the forms refuse such
 * text by field already; this is the last check before anything is queued, whatever built the mail.
 */
export function checkedMail(mail: NewMail): NewMail {
  const headers = { from: mail.from, to: mail.to, subject: mail.subject, id: mail.id, unsubscribeUrl: mail.unsubscribeUrl, replyTo: mail.replyTo };
  for (const [field, value] of Object.entries(headers)) if (value !== undefined && !isHeaderSafe(value)) throw new UnsafeHeaderError(field);
  return mail;
}
