import type pg from 'pg';
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
import { inTransaction, type PostgresPool } from './database.js';

const INSERT_MAIL = `INSERT INTO mail_outbox (id, kind, sender, recipient, person, subject, body, unsubscribe_url, reply_to, created_at, next_attempt_at, state)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'queued') ON CONFLICT (id) DO NOTHING`;

const UNSENT_NEWSLETTER_MAILS = `DELETE FROM mail_outbox WHERE person = $1 AND state <> 'sent' AND kind LIKE '${NEWSLETTER_KIND_PATTERN}'`;

/**
 * The inbox in PostgreSQL (docs/decisions/121-123): every write and the mails it causes in one transaction; a claim is
 * one UPDATE of the mail due first, found with FOR UPDATE SKIP LOCKED, so servers claiming at once each get another
 * mail or none.
 */
export class PostgresInboxStore implements InboxStore {
  constructor(private readonly pool: PostgresPool) {}

  async subscription(email: string): Promise<Subscription | undefined> {
    const { rows } = await this.pool.query<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM newsletter_subscriptions WHERE email = $1`, [email]);
    return rows[0] === undefined ? undefined : subscriptionOf(rows[0]);
  }

  async savePending(subscription: Subscription, mail: NewMail): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query(
        `INSERT INTO newsletter_subscriptions (email, state, consent_version, consent_text, page, requested_at, confirmed_at) VALUES ($1, 'pending', $2, $3, $4, $5, NULL)
         ON CONFLICT (email) DO UPDATE SET state = 'pending', consent_version = EXCLUDED.consent_version, consent_text = EXCLUDED.consent_text,
           page = EXCLUDED.page, requested_at = EXCLUDED.requested_at, confirmed_at = NULL`,
        [subscription.email, subscription.consentVersion, subscription.consentText, subscription.page, msOf(subscription.requestedAt)],
      );
      await enqueue(client, [mail]);
    });
  }

  async confirm(email: string, requestedAt: string, confirmedAt: string, suppressionKey: string, mail: NewMail): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      const changed = await client.query(`UPDATE newsletter_subscriptions SET state = 'confirmed', confirmed_at = $1 WHERE email = $2 AND state = 'pending' AND requested_at = $3`, [
        msOf(confirmedAt),
        email,
        msOf(requestedAt),
      ]);
      if (changed.rowCount !== 1) return false;
      await client.query('DELETE FROM newsletter_suppressions WHERE email_hash = $1', [suppressionKey]);
      await enqueue(client, [mail]);
      return true;
    });
  }

  async unsubscribe(email: string, suppressionKey: string, at: string): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      const removed = (await client.query('DELETE FROM newsletter_subscriptions WHERE email = $1', [email])).rowCount === 1;
      await client.query(UNSENT_NEWSLETTER_MAILS, [email]);
      await client.query('INSERT INTO newsletter_suppressions (email_hash, suppressed_at) VALUES ($1, $2) ON CONFLICT (email_hash) DO NOTHING', [suppressionKey, msOf(at)]);
      return removed;
    });
  }

  async subscriptions(state: SubscriptionState): Promise<Subscription[]> {
    const { rows } = await this.pool.query<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM newsletter_subscriptions WHERE state = $1 ORDER BY email`, [state]);
    return rows.map(subscriptionOf);
  }

  async suppressionTimes(): Promise<string[]> {
    const { rows } = await this.pool.query<{ suppressed_at: string }>('SELECT suppressed_at FROM newsletter_suppressions ORDER BY suppressed_at');
    return rows.map((row) => new Date(Number(row.suppressed_at)).toISOString());
  }

  async deletePendingBefore(cutoff: string): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ email: string }>(`DELETE FROM newsletter_subscriptions WHERE state = 'pending' AND requested_at < $1 RETURNING email`, [msOf(cutoff)]);
      for (const { email } of rows) await client.query(UNSENT_NEWSLETTER_MAILS, [email]);
      return rows.length;
    });
  }

  async addRequest(request: RelocationRequest, mails: readonly NewMail[]): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query(`INSERT INTO relocation_requests (${REQUEST_COLUMNS}) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)`, [
        request.id,
        request.name,
        request.email,
        JSON.stringify(request.services),
        request.moveWhen,
        request.message,
        request.status,
        msOf(request.receivedAt),
      ]);
      await enqueue(client, mails);
    });
  }

  async requests(status?: RequestStatus): Promise<RelocationRequest[]> {
    const { rows } =
      status === undefined
        ? await this.pool.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM relocation_requests ORDER BY received_at DESC, id DESC`)
        : await this.pool.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM relocation_requests WHERE status = $1 ORDER BY received_at DESC, id DESC`, [status]);
    return rows.map(requestOf);
  }

  async setRequestStatus(id: string, status: RequestStatus): Promise<RelocationRequest | undefined> {
    const { rows } = await this.pool.query<RequestRow>(`UPDATE relocation_requests SET status = $1 WHERE id = $2 RETURNING ${REQUEST_COLUMNS}`, [status, id]);
    return rows[0] === undefined ? undefined : requestOf(rows[0]);
  }

  async deleteRequestsBefore(cutoff: string): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ email: string }>('DELETE FROM relocation_requests WHERE received_at < $1 RETURNING email', [msOf(cutoff)]);
      await client.query('DELETE FROM mail_outbox WHERE person = ANY($1::text[])', [[...new Set(rows.map((row) => row.email))]]);
      return rows.length;
    });
  }

  async claimMail(now: Date, claimant: string, leaseMs: number): Promise<QueuedMail | undefined> {
    const { rows } = await this.pool.query<MailRow>(
      `UPDATE mail_outbox SET state = 'sending', attempts = attempts + 1, lease_holder = $1, lease_until = $2
       WHERE seq = (
         SELECT seq FROM mail_outbox
         WHERE (state IN ('queued', 'retrying') AND next_attempt_at <= $3) OR (state = 'sending' AND lease_until <= $3)
         ORDER BY next_attempt_at, seq LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING ${MAIL_COLUMNS}`,
      [claimant, now.getTime() + leaseMs, now.getTime()],
    );
    return rows[0] === undefined ? undefined : mailOf(rows[0]);
  }

  async mailSent(id: string, claimant: string, now: Date): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE mail_outbox SET state = 'sent', sent_at = $1, last_error = NULL, lease_holder = NULL, lease_until = NULL WHERE id = $2 AND state = 'sending' AND lease_holder = $3`,
      [now.getTime(), id, claimant],
    );
    return result.rowCount === 1;
  }

  async mailNotSent(id: string, claimant: string, error: string, retryAt: Date | undefined): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE mail_outbox SET state = $1, last_error = $2, next_attempt_at = COALESCE($3, next_attempt_at), lease_holder = NULL, lease_until = NULL
       WHERE id = $4 AND state = 'sending' AND lease_holder = $5`,
      [retryAt === undefined ? 'failed' : 'retrying', error, retryAt?.getTime() ?? null, id, claimant],
    );
    return result.rowCount === 1;
  }

  async mails(limit: number): Promise<QueuedMail[]> {
    const { rows } = await this.pool.query<MailRow>(`SELECT ${MAIL_COLUMNS} FROM mail_outbox ORDER BY seq DESC LIMIT $1`, [limit]);
    return rows.map(mailOf);
  }

  async mail(id: string): Promise<QueuedMail | undefined> {
    const { rows } = await this.pool.query<MailRow>(`SELECT ${MAIL_COLUMNS} FROM mail_outbox WHERE id = $1`, [id]);
    return rows[0] === undefined ? undefined : mailOf(rows[0]);
  }

  async deletePerson(email: string): Promise<PersonDeletion> {
    return inTransaction(this.pool, async (client) => ({
      subscriptions: (await client.query('DELETE FROM newsletter_subscriptions WHERE email = $1', [email])).rowCount ?? 0,
      requests: (await client.query('DELETE FROM relocation_requests WHERE email = $1', [email])).rowCount ?? 0,
      messages: (await client.query('DELETE FROM mail_outbox WHERE person = $1', [email])).rowCount ?? 0,
    }));
  }
}

async function enqueue(client: pg.PoolClient, mails: readonly NewMail[]): Promise<void> {
  for (const mail of mails) await client.query(INSERT_MAIL, mailValues(mail));
}
