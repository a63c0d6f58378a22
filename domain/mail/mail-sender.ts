import type { Clock } from '../kernel/clock.js';
import type { InboxStore } from '../inbox/inbox-store.js';
import { MAIL_RETRY_TIMING, retryDelayMs, type RetryTiming } from './mail-retry.js';
import type { MailTransport } from './mail-transport.js';
import type { QueuedMail } from './outgoing-mail.js';

/** How often each server looks for mail to send. */
export const MAIL_POLL_MS = 2_000;
/**
 * How long a server's claim on a mail holds: far longer than one send may take (the SMTP transport gives up after
 * 20 s; docs/decisions/123), and what a mail waits, at most, once the server sending it was killed mid-send.
 */
export const MAIL_LEASE_MS = 60_000;
/** The longest error text kept with a mail. */
export const MAX_ERROR_LENGTH = 500;

export interface MailSenderTiming extends RetryTiming {
  readonly leaseMs: number;
}

export const MAIL_SENDER_TIMING: MailSenderTiming = { ...MAIL_RETRY_TIMING, leaseMs: MAIL_LEASE_MS };

/** How a round ended for each mail it took. */
export interface SendOutcome {
  readonly id: string;
  readonly outcome: 'sent' | 'retrying' | 'failed' | 'lease lost';
}

/**
 * The mail queue's sender (issue 39 point 4; docs/decisions/123), on every server: a due mail is claimed atomically
 * in the shared store under a lease, so two servers never send it at once, and one a killed server leaves is taken up
 * again once its lease runs out. A send that fails is retried with exponential backoff, then given up.
 */
export class MailSender {
  constructor(
    private readonly store: InboxStore,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    /** This server's name in its claims, unique among the servers. */
    private readonly claimant: string,
    private readonly timing: MailSenderTiming = MAIL_SENDER_TIMING,
  ) {}

  /** Sends every mail due now that no other server holds; gives what became of each. */
  async sendDue(): Promise<SendOutcome[]> {
    const outcomes: SendOutcome[] = [];
    for (let mail = await this.claim(); mail !== undefined; mail = await this.claim()) outcomes.push(await this.send(mail));
    return outcomes;
  }

  private claim(): Promise<QueuedMail | undefined> {
    return this.store.claimMail(this.clock.now(), this.claimant, this.timing.leaseMs);
  }

  private async send(mail: QueuedMail): Promise<SendOutcome> {
    try {
      await this.transport.send(mail);
    } catch (error) {
      const delay = retryDelayMs(mail.attempts, this.timing);
      const retryAt = delay === undefined ? undefined : new Date(this.clock.now().getTime() + delay);
      const kept = await this.store.mailNotSent(mail.id, this.claimant, errorText(error), retryAt);
      return { id: mail.id, outcome: !kept ? 'lease lost' : retryAt === undefined ? 'failed' : 'retrying' };
    }
    return { id: mail.id, outcome: (await this.store.mailSent(mail.id, this.claimant, this.clock.now())) ? 'sent' : 'lease lost' };
  }
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
