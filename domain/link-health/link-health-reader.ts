import type { CatalogueStore } from '../catalogue/catalogue-store.js';
import type { ClickCounts } from '../clicks/click-counts.js';
import type { Clock } from '../kernel/clock.js';
import type { LinkTargetSource } from './link-target-source.js';
import { clicksAtStakeRange, linkHealthCsv, linkHealthReport, type LinkHealthReport } from './link-health-report.js';
import type { LinkCheckRunStatus, LinkHealthStore } from './link-health-store.js';
import { stalePrices, type StalePrice } from './stale-prices.js';

/** The longest "this is expected" note. */
export const MAX_DISMISSAL_NOTE_LENGTH = 500;

/** A dismissal of a link no check has reached (404). */
export class LinkNotCheckedError extends Error {
  constructor(linkId: string) {
    super(`No check has reached the link "${linkId}" yet`);
    this.name = 'LinkNotCheckedError';
  }
}

/** The Links view's data (issue 40 point 5). */
export interface LinkHealthView extends LinkHealthReport {
  readonly run: LinkCheckRunStatus;
  /** Whether runs start on a schedule (LINK_CHECK on), and how often. */
  readonly scheduleHours: number | null;
  readonly stalePrices: readonly StalePrice[];
  readonly priceStaleDays: number;
}

/**
 * The operator's side of link health (issue 40 point 5, docs/decisions/127): the report of every published link with
 * its clicks at stake, the run's status, the stale prices, the CSV, and "this is expected".
 */
export class LinkHealthReader {
  constructor(
    private readonly store: LinkHealthStore,
    private readonly targets: LinkTargetSource,
    private readonly clicks: ClickCounts,
    private readonly catalogue: CatalogueStore,
    private readonly clock: Clock,
    private readonly options: { readonly scheduleHours: number | null; readonly priceStaleDays: number },
  ) {}

  async view(): Promise<LinkHealthView> {
    const now = this.clock.now();
    const range = clicksAtStakeRange(now);
    const [targets, healths, counts, run, records] = await Promise.all([this.targets.targets(), this.store.all(), this.clicks.between(range.first, range.last), this.store.status(), this.catalogue.list()]);
    return {
      ...linkHealthReport(targets, healths, counts),
      run,
      scheduleHours: this.options.scheduleHours,
      stalePrices: stalePrices(records, now, this.options.priceStaleDays),
      priceStaleDays: this.options.priceStaleDays,
    };
  }

  async csv(): Promise<{ readonly fileName: string; readonly text: string }> {
    return { fileName: `link-health-${this.clock.now().toISOString().slice(0, 10)}.csv`, text: linkHealthCsv(await this.view()) };
  }

  /** "This is expected", with a note, for the link in its state now; `null` takes it back. */
  async dismiss(linkId: string, note: string | null): Promise<void> {
    const health = (await this.store.all()).find((link) => link.linkId === linkId);
    if (health === undefined) throw new LinkNotCheckedError(linkId);
    await this.store.dismiss(linkId, note === null ? null : { state: health.state, note, at: this.clock.now().toISOString() });
  }
}
