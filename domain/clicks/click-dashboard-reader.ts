import type { Clock } from '../kernel/clock.js';
import { clickDayOf } from './click-day.js';
import type { ClickCounts } from './click-counts.js';
import { clickDashboard, dailyClicksCsv, periodDays, type ClickDashboard, type ClickPeriod } from './click-dashboard.js';
import type { LinkCatalogue } from './link-catalogue.js';

/** The operator's Clicks view (docs/decisions/069): the stored counts of a period ending today, summed and ranked, or as CSV. */
export class ClickDashboardReader {
  constructor(
    private readonly counts: ClickCounts,
    private readonly catalogue: LinkCatalogue,
    private readonly clock: Clock,
  ) {}

  async dashboard(period: ClickPeriod): Promise<ClickDashboard> {
    const { firstDay, lastDay } = periodDays(clickDayOf(this.clock.now()), period);
    return clickDashboard(await this.counts.between(firstDay, lastDay), this.catalogue, lastDay, period);
  }

  async csv(period: ClickPeriod): Promise<{ readonly fileName: string; readonly text: string }> {
    const { firstDay, lastDay } = periodDays(clickDayOf(this.clock.now()), period);
    return { fileName: `clicks-${firstDay}-to-${lastDay}.csv`, text: dailyClicksCsv(await this.counts.between(firstDay, lastDay), this.catalogue) };
  }
}
