import type { ClickDashboard, ClickPeriod } from './click-dashboard.js';

/** The daily counts of a period as a CSV file. */
export interface ClickCountsFile {
  readonly fileName: string;
  readonly text: string;
}

/** The admin page's side of the Clicks view (docs/decisions/069): admin-only calls, with the session's token. */
export interface ClickDashboardApi {
  dashboard(token: string, period: ClickPeriod): Promise<ClickDashboard>;
  csv(token: string, period: ClickPeriod): Promise<ClickCountsFile>;
}
