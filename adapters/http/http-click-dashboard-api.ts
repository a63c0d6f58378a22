import { ADMIN_CLICKS_CSV_PATH, ADMIN_CLICKS_PATH } from '../../domain/api-paths.js';
import type { ClickCountsFile, ClickDashboardApi } from '../../domain/clicks/click-dashboard-api.js';
import type { ClickDashboard, ClickPeriod } from '../../domain/clicks/click-dashboard.js';
import { readQueryResponse } from './read-query-response.js';

/** GET /api/admin/clicks and its CSV, with the operator's session (docs/architecture.md §3). */
export class HttpClickDashboardApi implements ClickDashboardApi {
  constructor(private readonly fetcher: typeof fetch = (...args) => fetch(...args)) {}

  async dashboard(token: string, period: ClickPeriod): Promise<ClickDashboard> {
    const response = await this.fetcher(`${ADMIN_CLICKS_PATH}?days=${period}`, { headers: { Authorization: `Bearer ${token}` } });
    return (await readQueryResponse(response)) as ClickDashboard;
  }

  async csv(token: string, period: ClickPeriod): Promise<ClickCountsFile> {
    const response = await this.fetcher(`${ADMIN_CLICKS_CSV_PATH}?days=${period}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) await readQueryResponse(response);
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `clicks-last-${period}-days.csv`;
    return { fileName, text: await response.text() };
  }
}
