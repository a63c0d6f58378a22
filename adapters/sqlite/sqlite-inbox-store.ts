import type { InboxStore, PersonDeletion, RelocationRequest, RequestStatus, Subscription, SubscriptionState } from '../../domain/inbox/inbox-store.js';
import type { NewMail, QueuedMail } from '../../domain/mail/outgoing-mail.js';
import {
  MAIL_COLUMNS,
  mailOf,
  mailValues,
  msOf,
  NEWSLETTER_KIND_PATTERN,
  REQUEST_COLUMNS,
  requestOf,
  SUBSCRIPTION_COLUMNS,
  subscriptionOf,
  type MailRow,
  type RequestRow,
  type SubscriptionRow,
} from '../sql/inbox-rows.js';
import { inTransaction, writeReturning, type SqliteDatabase } from './database.js';

const INSERT_MAIL = `INSERT INTO mail_outbox (id, kind, sender, recipient, person, subject, body, unsubscribe_url, reply_to, created_at, next_attempt_at, state)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued') ON CONFLICT (id) DO NOTHING`;

/**
 * The inbox in the SQLite file (docs/decisions/121-123): every write and the mails it causes in one BEGIN IMMEDIATE
 * transaction; a claim too, which holds the file's write lock from its first read, so of two processes claiming at
 * once one gets the mail and the other finds it claimed.
 */
export class SqliteInboxStore implements InboxStore {
  constructor(private readonly db: SqliteDatabase) {}

  async subscription(email: string): Promise<Subscription | undefined> {
    const row = this.db.prepare(`SELECT ${SUBSCRIPTION_COLUMNS} FROM newsletter_subscriptions WHERE email = ?`).get(email) as SubscriptionRow | undefined;
    return row === undefined ? undefined : subscriptionOf(row);
  }

  async savePending(subscription: Subscription, mail: NewMail): Promise<void> {
    inTransaction(this.db, () => {
      this.db
        .prepare(
          `INSERT INTO newsletter_subscriptions (email, state, consent_version, consent_text, page, requested_at, confirmed_at) VALUES (?, 'pending', ?, ?, ?, ?, NULL)
           ON CONFLICT (email) DO UPDATE SET state = 'pending', consent_version = excluded.consent_version, consent_text = excluded.consent_text,
             page = excluded.page, requested_at = excluded.requested_at, confirmed_at = NULL`,
        )
        .run(subscription.email, subscription.consentVersion, subscription.consentText, subscription.page, msOf(subscription.requestedAt));
      this.enqueue([mail]);
    });
  }

  async confirm(email: string, requestedAt: string, confirmedAt: string, suppressionKey: string, mail: NewMail): Promise<boolean> {
    return inTransaction(this.db, () => {
      const changed = this.db
        .prepare(`UPDATE newsletter_subscriptions SET state = 'confirmed', confirmed_at = ? WHERE email = ? AND state = 'pending' AND requested_at = ?`)
        .run(msOf(confirmedAt), email, msOf(requestedAt));
      if (changed.changes !== 1) return false;
      this.db.prepare('DELETE FROM newsletter_suppressions WHERE email_hash = ?').run(suppressionKey);
      this.enqueue([mail]);
      return true;
    });
  }

  async unsubscribe(email: string, suppressionKey: string, at: string): Promise<boolean> {
    return inTransaction(this.db, () => {
      const removed = this.db.prepare('DELETE FROM newsletter_subscriptions WHERE email = ?').run(email).changes === 1;
      this.dropUnsentNewsletterMails(email);
      this.db.prepare('INSERT INTO newsletter_suppressions (email_hash, suppressed_at) VALUES (?, ?) ON CONFLICT (email_hash) DO NOTHING').run(suppressionKey, msOf(at));
      return removed;
    });
  }

  async subscriptions(state: SubscriptionState): Promise<Subscription[]> {
    const rows = this.db.prepare(`SELECT ${SUBSCRIPTION_COLUMNS} FROM newsletter_subscriptions WHERE state = ? ORDER BY email`).all(state) as unknown as SubscriptionRow[];
    return rows.map(subscriptionOf);
  }

  async suppressionTimes(): Promise<string[]> {
    const rows = this.db.prepare('SELECT suppressed_at FROM newsletter_suppressions ORDER BY suppressed_at').all() as unknown as { suppressed_at: number }[];
    return rows.map((row) => new Date(row.suppressed_at).toISOString());
  }

  async deletePendingBefore(cutoff: string): Promise<number> {
    return inTransaction(this.db, () => {
      const gone = writeReturning<{ email: string }>(this.db, `DELETE FROM newsletter_subscriptions WHERE state = 'pending' AND requested_at < ? RETURNING email`, msOf(cutoff));
      for (const { email } of gone) this.dropUnsentNewsletterMails(email);
      return gone.length;
    });
  }

  async addRequest(request: RelocationRequest, mails: readonly NewMail[]): Promise<void> {
    inTransaction(this.db, () => {
      this.db
        .prepare(`INSERT INTO relocation_requests (${REQUEST_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(request.id, request.name, request.email, JSON.stringify(request.services), request.moveWhen, request.message, request.status, msOf(request.receivedAt));
      this.enqueue(mails);
    });
  }

  async requests(status?: RequestStatus): Promise<RelocationRequest[]> {
    const rows = (
      status === undefined
        ? this.db.prepare(`SELECT ${REQUEST_COLUMNS} FROM relocation_requests ORDER BY received_at DESC, id DESC`).all()
        : this.db.prepare(`SELECT ${REQUEST_COLUMNS} FROM relocation_requests WHERE status = ? ORDER BY received_at DESC, id DESC`).all(status)
    ) as unknown as RequestRow[];
    return rows.map(requestOf);
  }

  async setRequestStatus(id: string, status: RequestStatus): Promise<RelocationRequest | undefined> {
    const [row] = writeReturning<RequestRow>(this.db, `UPDATE relocation_requests SET status = ? WHERE id = ? RETURNING ${REQUEST_COLUMNS}`, status, id);
    return row === undefined ? undefined : requestOf(row);
  }

  async deleteRequestsBefore(cutoff: string): Promise<number> {
    return inTransaction(this.db, () => {
      const gone = writeReturning<{ email: string }>(this.db, 'DELETE FROM relocation_requests WHERE received_at < ? RETURNING email', msOf(cutoff));
      for (const email of new Set(gone.map((row) => row.email))) this.db.prepare('DELETE FROM mail_outbox WHERE person = ?').run(email);
      return gone.length;
    });
  }

  async claimMail(now: Date, claimant: string, leaseMs: number): Promise<QueuedMail | undefined> {
    // Every server looks every few seconds, and mostly nothing is due: only then is the file's write lock taken.
    if (this.firstDue(now) === undefined) return undefined;
    return inTransaction(this.db, () => {
      const due = this.firstDue(now);
      if (due === undefined) return undefined;
      const [row] = writeReturning<MailRow>(
        this.db,
        `UPDATE mail_outbox SET state = 'sending', attempts = attempts + 1, lease_holder = ?, lease_until = ? WHERE seq = ? RETURNING ${MAIL_COLUMNS}`,
        claimant,
        now.getTime() + leaseMs,
        due.seq,
      );
      return mailOf(row!);
    });
  }

  private firstDue(now: Date): { seq: number } | undefined {
    return this.db
      .prepare(
        `SELECT seq FROM mail_outbox
         WHERE (state IN ('queued', 'retrying') AND next_attempt_at <= ?) OR (state = 'sending' AND lease_until <= ?)
         ORDER BY next_attempt_at, seq LIMIT 1`,
      )
      .get(now.getTime(), now.getTime()) as { seq: number } | undefined;
  }

  async mailSent(id: string, claimant: string, now: Date): Promise<boolean> {
    const result = this.db
      .prepare(`UPDATE mail_outbox SET state = 'sent', sent_at = ?, last_error = NULL, lease_holder = NULL, lease_until = NULL WHERE id = ? AND state = 'sending' AND lease_holder = ?`)
      .run(now.getTime(), id, claimant);
    return result.changes === 1;
  }

  async mailNotSent(id: string, claimant: string, error: string, retryAt: Date | undefined): Promise<boolean> {
    const result =
      retryAt === undefined
        ? this.db
            .prepare(`UPDATE mail_outbox SET state = 'failed', last_error = ?, lease_holder = NULL, lease_until = NULL WHERE id = ? AND state = 'sending' AND lease_holder = ?`)
            .run(error, id, claimant)
        : this.db
            .prepare(
              `UPDATE mail_outbox SET state = 'retrying', last_error = ?, next_attempt_at = ?, lease_holder = NULL, lease_until = NULL WHERE id = ? AND state = 'sending' AND lease_holder = ?`,
            )
            .run(error, retryAt.getTime(), id, claimant);
    return result.changes === 1;
  }

  async mails(limit: number): Promise<QueuedMail[]> {
    return (this.db.prepare(`SELECT ${MAIL_COLUMNS} FROM mail_outbox ORDER BY seq DESC LIMIT ?`).all(limit) as unknown as MailRow[]).map(mailOf);
  }

  async mail(id: string): Promise<QueuedMail | undefined> {
    const row = this.db.prepare(`SELECT ${MAIL_COLUMNS} FROM mail_outbox WHERE id = ?`).get(id) as MailRow | undefined;
    return row === undefined ? undefined : mailOf(row);
  }

  async deletePerson(email: string): Promise<PersonDeletion> {
    return inTransaction(this.db, () => ({
      subscriptions: Number(this.db.prepare('DELETE FROM newsletter_subscriptions WHERE email = ?').run(email).changes),
      requests: Number(this.db.prepare('DELETE FROM relocation_requests WHERE email = ?').run(email).changes),
      messages: Number(this.db.prepare('DELETE FROM mail_outbox WHERE person = ?').run(email).changes),
    }));
  }

  private enqueue(mails: readonly NewMail[]): void {
    const insert = this.db.prepare(INSERT_MAIL);
    for (const mail of mails) insert.run(...mailValues(mail));
  }

  private dropUnsentNewsletterMails(email: string): void {
    this.db.prepare(`DELETE FROM mail_outbox WHERE person = ? AND state <> 'sent' AND kind LIKE ?`).run(email, NEWSLETTER_KIND_PATTERN);
  }
}
