import { statusAfter } from '../../domain/link-health/link-check-schedule.js';
import type { LinkHealth } from '../../domain/link-health/link-health.js';
import type { ClaimedLinkCheckRun, LinkCheckRunStatus, LinkDismissal, LinkHealthStore, StoredLinkHealth } from '../../domain/link-health/link-health-store.js';
import { inTransaction, type SqliteDatabase } from './database.js';

/**
 * The link checks' findings and run lease in the SQLite file (docs/decisions/128): the run's status is one JSON row,
 * changed by the domain's rule (statusAfter) inside BEGIN IMMEDIATE, which holds the file's write lock from its first
 * read, so of two processes claiming at once one gets the run.
 */
export class SqliteLinkHealthStore implements LinkHealthStore {
  constructor(private readonly db: SqliteDatabase) {}

  async all(): Promise<StoredLinkHealth[]> {
    const rows = this.db.prepare('SELECT health, dismissal FROM link_health').all() as unknown as { health: string; dismissal: string | null }[];
    return rows.map((row) => ({ ...(JSON.parse(row.health) as LinkHealth), ...(row.dismissal === null ? {} : { dismissal: JSON.parse(row.dismissal) as LinkDismissal }) }));
  }

  async record(health: LinkHealth): Promise<void> {
    this.db.prepare('INSERT INTO link_health (link_id, health) VALUES (?, ?) ON CONFLICT (link_id) DO UPDATE SET health = excluded.health').run(health.linkId, JSON.stringify(health));
  }

  async dismiss(linkId: string, dismissal: LinkDismissal | null): Promise<boolean> {
    return this.db.prepare('UPDATE link_health SET dismissal = ? WHERE link_id = ?').run(dismissal === null ? null : JSON.stringify(dismissal), linkId).changes === 1;
  }

  async status(): Promise<LinkCheckRunStatus> {
    return this.read();
  }

  async request(now: Date): Promise<void> {
    inTransaction(this.db, () => this.write({ ...this.read(), requestedAt: now.toISOString() }));
  }

  async claim(now: Date, claimant: string, leaseMs: number, intervalMs: number | undefined): Promise<ClaimedLinkCheckRun | undefined> {
    return inTransaction(this.db, () => {
      const claimed = statusAfter.claim(this.read(), now, claimant, leaseMs, intervalMs);
      if (claimed !== undefined) this.write(claimed.status);
      return claimed?.run;
    });
  }

  async renew(now: Date, claimant: string, leaseMs: number): Promise<boolean> {
    return this.change((status) => statusAfter.renew(status, now, claimant, leaseMs));
  }

  async finish(now: Date, claimant: string): Promise<boolean> {
    return this.change((status) => statusAfter.finish(status, now, claimant));
  }

  private change(next: (status: LinkCheckRunStatus) => LinkCheckRunStatus | undefined): boolean {
    return inTransaction(this.db, () => {
      const changed = next(this.read());
      if (changed !== undefined) this.write(changed);
      return changed !== undefined;
    });
  }

  private read(): LinkCheckRunStatus {
    const row = this.db.prepare('SELECT status FROM link_check_run WHERE id = 1').get() as { status: string } | undefined;
    return row === undefined ? {} : (JSON.parse(row.status) as LinkCheckRunStatus);
  }

  private write(status: LinkCheckRunStatus): void {
    this.db.prepare('INSERT INTO link_check_run (id, status) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET status = excluded.status').run(JSON.stringify(status));
  }
}
