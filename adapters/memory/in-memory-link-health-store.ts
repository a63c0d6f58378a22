import { statusAfter } from '../../domain/link-health/link-check-schedule.js';
import type { LinkHealth } from '../../domain/link-health/link-health.js';
import type { ClaimedLinkCheckRun, LinkCheckRunStatus, LinkDismissal, LinkHealthStore, StoredLinkHealth } from '../../domain/link-health/link-health-store.js';

/** The link checks' findings and run lease in memory: one process's servers share one instance. */
export class InMemoryLinkHealthStore implements LinkHealthStore {
  private readonly links = new Map<string, LinkHealth>();
  private readonly dismissals = new Map<string, LinkDismissal>();
  private run: LinkCheckRunStatus = {};

  async all(): Promise<StoredLinkHealth[]> {
    return [...this.links.values()].map((health) => {
      const dismissal = this.dismissals.get(health.linkId);
      return dismissal === undefined ? { ...health } : { ...health, dismissal };
    });
  }

  async record(health: LinkHealth): Promise<void> {
    this.links.set(health.linkId, { ...health });
  }

  async dismiss(linkId: string, dismissal: LinkDismissal | null): Promise<boolean> {
    if (!this.links.has(linkId)) return false;
    if (dismissal === null) this.dismissals.delete(linkId);
    else this.dismissals.set(linkId, { ...dismissal });
    return true;
  }

  async status(): Promise<LinkCheckRunStatus> {
    return { ...this.run };
  }

  async request(now: Date): Promise<void> {
    this.run = { ...this.run, requestedAt: now.toISOString() };
  }

  async claim(now: Date, claimant: string, leaseMs: number, intervalMs: number | undefined): Promise<ClaimedLinkCheckRun | undefined> {
    const claimed = statusAfter.claim(this.run, now, claimant, leaseMs, intervalMs);
    if (claimed !== undefined) this.run = claimed.status;
    return claimed?.run;
  }

  async renew(now: Date, claimant: string, leaseMs: number): Promise<boolean> {
    return this.change(statusAfter.renew(this.run, now, claimant, leaseMs));
  }

  async finish(now: Date, claimant: string): Promise<boolean> {
    return this.change(statusAfter.finish(this.run, now, claimant));
  }

  private change(next: LinkCheckRunStatus | undefined): boolean {
    if (next !== undefined) this.run = next;
    return next !== undefined;
  }
}
