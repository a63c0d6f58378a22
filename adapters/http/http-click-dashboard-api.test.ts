import { InMemoryClickCounts } from '../memory/in-memory-click-counts.js';
import { InMemoryClickDashboardApi } from '../memory/in-memory-click-dashboard-api.js';
import { ManualClock } from '../memory/manual-clock.js';
import { clickDashboardApiContract } from '../contracts/click-dashboard-api.contract.js';
import { ClickDashboardReader } from '../../domain/clicks/click-dashboard-reader.js';
import { isClickPeriod } from '../../domain/clicks/click-dashboard.js';
import type { DailyClickCount } from '../../domain/clicks/click-counts.js';
import { LinkCatalogue } from '../../domain/clicks/link-catalogue.js';
import { HttpClickDashboardApi } from './http-click-dashboard-api.js';

const catalogue = new LinkCatalogue([{ id: 'tour:arenal-1', partner: 'marketplace', label: 'Arenal Volcano National Park Guided Hike' }], ['/destinations/arenal']);
const TODAY = new Date('2026-11-25T18:00:00Z');

function readerOver(stored: readonly DailyClickCount[]): ClickDashboardReader {
  const counts = new InMemoryClickCounts();
  void counts.add(stored);
  return new ClickDashboardReader(counts, catalogue, new ManualClock(TODAY));
}

clickDashboardApiContract('InMemoryClickDashboardApi', (stored) => ({ api: new InMemoryClickDashboardApi(readerOver(stored), 'operator-token'), token: 'operator-token' }));

/** The server's answers for these two calls (server/clicks/clicks-dashboard.controller.ts), over the same reader. */
clickDashboardApiContract('HttpClickDashboardApi', (stored) => {
  const reader = readerOver(stored);
  const server: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    const authorised = new Headers(init?.headers).get('authorization') === 'Bearer operator-token';
    const period = Number(url.searchParams.get('days'));
    if (!authorised) return Response.json({ statusCode: 401, error: 'Unauthorized', message: 'Sign in as the operator first.' }, { status: 401, statusText: 'Unauthorized' });
    if (!isClickPeriod(period)) return new Response(null, { status: 400 });
    if (url.pathname === '/api/admin/clicks') return Response.json(await reader.dashboard(period));
    const file = await reader.csv(period);
    return new Response(file.text, { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${file.fileName}"` } });
  };
  return { api: new HttpClickDashboardApi(server), token: 'operator-token' };
});
