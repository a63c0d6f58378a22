import type { ClickCountsFile, ClickDashboardApi } from '../../domain/clicks/click-dashboard-api.js';
import type { ClickDashboardReader } from '../../domain/clicks/click-dashboard-reader.js';
import type { ClickDashboard, ClickPeriod } from '../../domain/clicks/click-dashboard.js';
import { DataLoadError } from '../../domain/data-loading/data-loading.js';

/** The Clicks view's calls answered by the domain's reader in memory; a token other than the operator's is a 401. */
export class InMemoryClickDashboardApi implements ClickDashboardApi {
  constructor(
    private readonly reader: ClickDashboardReader,
    private readonly operatorToken: string,
  ) {}

  async dashboard(token: string, period: ClickPeriod): Promise<ClickDashboard> {
    this.check(token);
    return this.reader.dashboard(period);
  }

  async csv(token: string, period: ClickPeriod): Promise<ClickCountsFile> {
    this.check(token);
    return this.reader.csv(period);
  }

  private check(token: string): void {
    if (token !== this.operatorToken) throw new DataLoadError(401, 'Sign in as the operator first.', 'Unauthorized');
  }
}
