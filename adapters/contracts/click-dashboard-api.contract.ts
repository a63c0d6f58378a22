import { describe, expect, it } from 'vitest';
import type { ClickDashboardApi } from '../../domain/clicks/click-dashboard-api.js';
import { aDailyClickCount } from '../../test-support/click-reports.js';
import type { DailyClickCount } from '../../domain/clicks/click-counts.js';

/**
 * Every ClickDashboardApi, over a store holding one click on tour:arenal-1 today (2026-11-25): the dashboard and the CSV
 * of a period for the operator's token, and a refusal (DataLoadError 401) for any other.
 */
export function clickDashboardApiContract(name: string, make: (stored: readonly DailyClickCount[]) => { api: ClickDashboardApi; token: string }): void {
  describe(`${name} honours the ClickDashboardApi contract`, () => {
    const stored: DailyClickCount[] = [aDailyClickCount()];

    it('gives the operator the period\'s dashboard and CSV', async () => {
      const { api, token } = make(stored);
      const dashboard = await api.dashboard(token, 7);
      expect(dashboard).toMatchObject({ period: 7, firstDay: '2026-11-19', lastDay: '2026-11-25', total: 1 });
      expect(dashboard.topPages).toEqual([{ page: '/destinations/arenal', clicks: 1, share: 1 }]);
      const file = await api.csv(token, 90);
      expect(file.fileName).toBe('clicks-2026-08-28-to-2026-11-25.csv');
      expect(file.text).toContain('2026-11-25,GetYourGuide,tour:arenal-1,');
    });

    it('refuses anyone else', async () => {
      const { api } = make(stored);
      await expect(api.dashboard('not-a-session', 7)).rejects.toMatchObject({ status: 401 });
      await expect(api.csv('not-a-session', 7)).rejects.toMatchObject({ status: 401 });
    });
  });
}
