import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailTransport } from '../../domain/mail/mail-transport.js';
import type { NewMail } from '../../domain/mail/outgoing-mail.js';
import { emlOf } from './mail-message.js';

/** The file name of a mail: its Message-ID, with anything but letters, digits, dots, @, - and _ made _. */
export const emlFileName = (mail: Pick<NewMail, 'id'>) => `${mail.id.replace(/[^\w.@-]/g, '_')}.eml`;

/**
 * Mail written as .eml files to DATA_DIR/outbox when SMTP_URL is unset (issue 39 point 5; docs/decisions/123): each
 * written to a temporary file, fsynced, renamed over its name (the Message-ID) and the folder fsynced, so the outbox
 * holds whole messages only, and a resend after a kill rewrites the same file: one file per mail, whatever happens.
 */
export class FileMailTransport implements MailTransport {
  readonly kind = 'files' as const;

  constructor(private readonly folder: string) {}

  async send(mail: NewMail): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const target = join(this.folder, emlFileName(mail));
    const temporary = join(this.folder, `.tmp-${randomUUID()}`);
    try {
      const file = await open(temporary, 'wx', 0o600);
      try {
        await file.writeFile(await emlOf(mail));
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    const folder = await open(this.folder, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }

  eml(mail: NewMail): Promise<Uint8Array> {
    return emlOf(mail);
  }
}
