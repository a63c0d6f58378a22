import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the capture took (answered 250). */
export interface CapturedMail {
  readonly from: string;
  readonly to: readonly string[];
  /** The whole message as received, CRLF lines. */
  readonly raw: string;
  /** Its Message-ID header, without angle brackets. */
  readonly messageId: string;
  /** A header's value (first occurrence, unfolded), or undefined. */
  header(name: string): string | undefined;
}

function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * A local SMTP server for tests (issue 39 point 8: no internet): takes every message on loopback and keeps it. A
 * message counts as delivered when, and only when, it was answered 250: `holdMs` makes it wait that long before
 * answering, so a test can kill the sender while a message is on the wire and see that it was not taken.
 */
export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  private server: SMTPServer | undefined;
  private readonly closed = new Set<string>();
  holdMs = 0;
  /** Told when a message's DATA is complete, before it is answered. */
  onReceived: (() => void) | undefined;

  /** Starts listening on `port` (0: any free one); gives the port. */
  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onClose: (session) => this.closed.add(session.id),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.onReceived?.();
          const take = () => {
            // A client gone before the answer never learnt the message was taken: it is not delivered.
            if (this.closed.has(session.id)) return callback(new Error('client gone'));
            this.mails.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw,
              messageId: (headerOf(raw, 'Message-ID') ?? '').replace(/^<|>$/g, ''),
              header: (name) => headerOf(raw, name),
            });
            callback();
          };
          if (this.holdMs > 0) setTimeout(take, this.holdMs);
          else take();
        });
      },
    });
    server.on('error', () => undefined);
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The captured mails' Message-IDs, each as often as it was delivered. */
  messageIds(): string[] {
    return this.mails.map((mail) => mail.messageId);
  }
}
