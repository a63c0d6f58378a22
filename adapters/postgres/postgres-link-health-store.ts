import type pg from 'pg';
import { statusAfter } from '../../domain/link-health/link-check-schedule.js';
import type { LinkHealth } from '../../domain/link-health/link-health.js';
import type { ClaimedLinkCheckRun, LinkCheckRunStatus, LinkDismissal, LinkHealthStore, StoredLinkHealth } from '../../domain/link-health/link-health-store.js';
import { inTransaction, type PostgresPool } from './database.js';

/**
 * The link checks' findings and run lease in PostgreSQL (docs/decisions/128): the run's status is one JSONB row, read
 * with SELECT … FOR UPDATE and changed by the domain's rule (statusAfter) in the same transaction, so of two servers
 * claiming at once the second waits for the first and then finds the run claimed.
 */
export class PostgresLinkHealthStore implements LinkHealthStore {
  constructor(private readonly pool: PostgresPool) {}

  async all(): Promise<StoredLinkHealth[]> {
    const { rows } = await this.pool.query<{ health: LinkHealth; dismissal: LinkDismissal | null }>('SELECT health, dismissal FROM link_health');
    return rows.map((row) => ({ ...row.health, ...(row.dismissal === null ? {} : { dismissal: row.dismissal }) }));
  }

  async record(health: LinkHealth): Promise<void> {
    await this.pool.query('INSERT INTO link_health (link_id, health) VALUES ($1, $2::jsonb) ON CONFLICT (link_id) DO UPDATE SET health = EXCLUDED.health', [health.linkId, JSON.stringify(health)]);
  }

  async dismiss(linkId: string, dismissal: LinkDismissal | null): Promise<boolean> {
    const result = await this.pool.query('UPDATE link_health SET dismissal = $1::jsonb WHERE link_id = $2', [dismissal === null ? null : JSON.stringify(dismissal), linkId]);
    return result.rowCount === 1;
  }

  async status(): Promise<LinkCheckRunStatus> {
    const { rows } = await this.pool.query<{ status: LinkCheckRunStatus }>('SELECT status FROM link_check_run WHERE id = 1');
    return rows[0]?.status ?? {};
  }

  async request(now: Date): Promise<void> {
    await this.change((status) => ({ ...status, requestedAt: now.toISOString() }));
  }

  async claim(now: Date, claimant: string, leaseMs: number, intervalMs: number | undefined): Promise<ClaimedLinkCheckRun | undefined> {
    let run: ClaimedLinkCheckRun | undefined;
    await this.change((status) => {
      const claimed = statusAfter.claim(status, now, claimant, leaseMs, intervalMs);
      run = claimed?.run;
      return claimed?.status;
    });
    return run;
  }

  async renew(now: Date, claimant: string, leaseMs: number): Promise<boolean> {
    return this.change((status) => statusAfter.renew(status, now, claimant, leaseMs));
  }

  async finish(now: Date, claimant: string): Promise<boolean> {
    return this.change((status) => statusAfter.finish(status, now, claimant));
  }

  /** Reads the status row locked (made first if missing), writes what `next` gives; false when it gives nothing. */
  private change(next: (status: LinkCheckRunStatus) => LinkCheckRunStatus | undefined): Promise<boolean> {
    return inTransaction(this.pool, async (client: pg.PoolClient) => {
      await client.query(`INSERT INTO link_check_run (id, status) VALUES (1, '{}'::jsonb) ON CONFLICT (id) DO NOTHING`);
      const { rows } = await client.query<{ status: LinkCheckRunStatus }>('SELECT status FROM link_check_run WHERE id = 1 FOR UPDATE');
      const changed = next(rows[0]!.status);
      if (changed !== undefined) await client.query('UPDATE link_check_run SET status = $1::jsonb WHERE id = 1', [JSON.stringify(changed)]);
      return changed !== undefined;
    });
  }
}
