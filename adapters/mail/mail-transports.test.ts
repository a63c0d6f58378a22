import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aMail } from '../../test-support/inbox.js';
import { SmtpCapture } from '../../test-support/smtp-capture.js';
import { HmacLinkSigner } from '../crypto/hmac-link-signer.js';
import { emlFileName, FileMailTransport } from './file-mail-transport.js';
import { emlOf } from './mail-message.js';
import { SmtpMailTransport } from './smtp-mail-transport.js';

const folder = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the mail as a message (docs/decisions/123)', () => {
  it('carries its Message-ID, Date, the RFC 8058 headers and the text, the same bytes every time', async () => {
    // Header lines may be folded (a CRLF and a space): read unfolded.
    const eml = Buffer.from(await emlOf(aMail())).toString('utf8').replace(/\r\n /g, ' ');
    expect(eml).toContain('Message-ID: <mail-1@costaricagateway.com>\r\n');
    expect(eml).toContain('Date: Tue, 01 Dec 2026 14:00:00 +0000\r\n');
    expect(eml).toContain('List-Unsubscribe: <https://costaricagateway.com/api/newsletter/unsubscribe?token=u>\r\n');
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    expect(eml).toContain('To: ana@example.cr\r\n');
    expect(eml).toContain('Subject: Confirm your subscription\r\n');
    expect(Buffer.from(await emlOf(aMail())).equals(Buffer.from(await emlOf(aMail())))).toBe(true);
    const { unsubscribeUrl: _none, ...plain } = aMail({ replyTo: 'ana@example.cr' });
    const notification = Buffer.from(await emlOf(plain)).toString('utf8');
    expect(notification).not.toContain('List-Unsubscribe');
    expect(notification).toContain('Reply-To: ana@example.cr\r\n');
  });

  it('never lets a line break in a field make a header (nodemailer strips them; the domain refuses them first)', async () => {
    const eml = Buffer.from(await emlOf(aMail({ subject: 'Hi\r\nBcc: everyone@example.cr' }))).toString('utf8');
    expect(eml).not.toMatch(/^Bcc:/m);
  });
});

describe('the file transport (issue 39 point 5)', () => {
  it('writes each mail whole to a file named by its Message-ID, once however often it is sent', async () => {
    const transport = new FileMailTransport(join(folder, 'outbox'));
    expect(transport.kind).toBe('files');
    await transport.send(aMail());
    await transport.send(aMail());
    expect(readdirSync(join(folder, 'outbox'))).toEqual(['mail-1@costaricagateway.com.eml']);
    expect(readFileSync(join(folder, 'outbox', 'mail-1@costaricagateway.com.eml')).equals(Buffer.from(await transport.eml(aMail())))).toBe(true);
    expect(emlFileName({ id: '../x/y z@h' })).toBe('.._x_y_z@h.eml');
  });

  it('leaves no temporary file when it cannot write', async () => {
    const transport = new FileMailTransport(join(folder, 'outbox', 'mail-1@costaricagateway.com.eml'));
    await expect(transport.send(aMail())).rejects.toThrow();
  });
});

describe('the SMTP transport (issue 39 point 5)', () => {
  it('delivers the mail to the SMTP server, headers included, and fails while it is down', async () => {
    const capture = new SmtpCapture();
    const port = await capture.start();
    const transport = new SmtpMailTransport(`smtp://127.0.0.1:${port}`);
    expect(transport.kind).toBe('smtp');
    await transport.send(aMail());
    expect(capture.mails).toHaveLength(1);
    expect(capture.mails[0]!.to).toEqual(['ana@example.cr']);
    expect(capture.mails[0]!.messageId).toBe('mail-1@costaricagateway.com');
    expect(capture.mails[0]!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    await capture.stop();
    await expect(transport.send(aMail({ id: 'mail-2@x' }))).rejects.toThrow(/ECONNREFUSED/);
    transport.close();
  });
});

describe('the link signer (docs/decisions/121)', () => {
  const signer = new HmacLinkSigner(Buffer.alloc(32, 7));

  it('opens the tokens it signed, and nothing else', () => {
    const token = signer.sign('{"purpose":"confirm","email":"ana@example.cr"}');
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(signer.open(token)).toBe('{"purpose":"confirm","email":"ana@example.cr"}');
    expect(new HmacLinkSigner(Buffer.alloc(32, 8)).open(token)).toBeUndefined();
    const [body, signature] = token.split('.');
    expect(signer.open(`${Buffer.from('{"purpose":"confirm","email":"eve@example.cr"}').toString('base64url')}.${signature}`)).toBeUndefined();
    expect(signer.open(body!)).toBeUndefined();
    expect(signer.open(`${token}.x`)).toBeUndefined();
    expect(signer.open(`${body}.x`)).toBeUndefined();
  });

  it('keys suppressions by a hash of the address that does not depend on the secret', () => {
    expect(signer.suppressionKey('ana@example.cr')).toMatch(/^[0-9a-f]{64}$/);
    expect(signer.suppressionKey('ana@example.cr')).toBe(new HmacLinkSigner(Buffer.alloc(32, 9)).suppressionKey('ana@example.cr'));
    expect(signer.suppressionKey('ana@example.cr')).not.toBe(signer.suppressionKey('bea@example.cr'));
    expect(() => new HmacLinkSigner(Buffer.alloc(31))).toThrow('at least 32 bytes');
  });
});
