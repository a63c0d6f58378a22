import type { Browser, BrowserContext, Page } from '@playwright/test';
import { InMemoryClickCounts } from '../../../adapters/memory/in-memory-click-counts.js';
import { InMemoryScheduler } from '../../../adapters/memory/in-memory-scheduler.js';
import { ManualClock } from '../../../adapters/memory/manual-clock.js';
import { isbotRobotDetector } from '../../../adapters/isbot/isbot-robot-detector.js';
import { ADMIN_CLICKS_CSV_PATH, ADMIN_CLICKS_PATH, CLICKS_PATH } from '../../../domain/api-paths.js';
import { ClickBatcher, CLICK_BATCH_MAX_AGE_MS } from '../../../domain/clicks/click-batcher.js';
import type { DailyClickCount } from '../../../domain/clicks/click-counts.js';
import { ClickDashboardReader } from '../../../domain/clicks/click-dashboard-reader.js';
import type { ClickDashboard, ClickPeriod } from '../../../domain/clicks/click-dashboard.js';
import { ClickIntake } from '../../../domain/clicks/click-intake.js';
import { ClickRateLimiter } from '../../../domain/clicks/click-rate-limit.js';
import { InvalidClickReportError, type ClickReportFields } from '../../../domain/clicks/click-report.js';
import { hotelLink, tourLink } from '../../../domain/clicks/catalogue-links.js';
import { LinkCatalogue } from '../../../domain/clicks/link-catalogue.js';
import { PAGES } from '../../../ui/content/pages.js';
import { ARENAL_PAGE } from '../../../ui/content/tour-pages/arenal-page.js';
import { HOTELS } from '../../../ui/content/hotels.js';
import { offlineContext } from '../browser.js';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';
import { type ServerUnderTest } from '../server-under-test.js';

/** A person's browser (Chromium on Linux), as a visitor's own would announce itself. */
export const VISITOR_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
export const ROBOT_USER_AGENTS: Readonly<Record<string, string>> = {
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
};

/** One click report as a browser sends it: its fields, who sends it, and from which page. */
export interface SentClick {
  readonly fields: ClickReportFields;
  readonly userAgent: string;
  /** The page it was sent from (Referer / Ping-From), or none. */
  readonly referrer: 'our page' | 'another site' | 'none';
  readonly client?: string;
}

/** What became of one report: the status an HTTP client sees (the domain's outcome, told the same way). */
export interface ClickAnswer {
  readonly status: number;
  readonly message?: string;
}

/** Click counting as a scenario drives it, at @domain (the use cases over memory) and @api (the real server over HTTP). */
export interface ClickCounting {
  send(click: SentClick): Promise<ClickAnswer>;
  /** Lets the batch age by `ms`: at @domain the scheduler's virtual time, at @api real time. */
  wait(ms: number): Promise<void>;
  /** How many clicks are stored (written), whatever the dashboard. */
  stored(): Promise<DailyClickCount[]>;
  dashboard(period: ClickPeriod): Promise<ClickDashboard>;
  /** The CSV export of the period's daily counts, as the operator downloads it. */
  csv(period: ClickPeriod): Promise<string>;
  dispose(): Promise<void>;
}

/** The catalogue the @domain level checks reports against: the Arenal page's tours and hotels, on every page of the site. */
export function arenalCatalogue(): LinkCatalogue {
  return new LinkCatalogue([...ARENAL_PAGE.tours.map((tour) => tourLink(tour)), ...HOTELS.arenal.map((hotel) => hotelLink(hotel))], PAGES.map((page) => page.path));
}

const TODAY = new Date('2026-11-25T15:00:00Z');

export function domainClickCounting(): ClickCounting {
  const clock = new ManualClock(TODAY);
  const scheduler = new InMemoryScheduler();
  const counts = new InMemoryClickCounts();
  const catalogue = arenalCatalogue();
  const writes: number[] = [];
  const recording = { add: async (batch: readonly DailyClickCount[]) => { writes.push(batch.length); await counts.add(batch); }, between: counts.between.bind(counts) };
  const batcher = new ClickBatcher(recording, clock, scheduler);
  const intake = new ClickIntake(catalogue, batcher, new ClickRateLimiter(clock), isbotRobotDetector, 'costaricagateway.com');
  const referrers = { 'our page': 'https://costaricagateway.com/destinations/arenal', 'another site': 'https://elsewhere.example/', none: undefined };
  return {
    async send(click) {
      try {
        const outcome = intake.receive({ client: click.client ?? '203.0.113.7', fields: click.fields, userAgent: click.userAgent, referrer: referrers[click.referrer], host: 'costaricagateway.com' });
        return outcome.kind === 'limited' ? { status: 429 } : { status: 204 };
      } catch (error) {
        if (error instanceof InvalidClickReportError) return { status: 400, message: error.message };
        throw error;
      }
    },
    async wait(ms) {
      clock.advance(ms);
      scheduler.advance(ms);
      // The batch's write, if its timer ran, is under way: let it finish.
      await new Promise((resolve) => setImmediate(resolve));
    },
    stored: () => counts.between('2000-01-01', '2100-01-01'),
    dashboard: (period) => new ClickDashboardReader(counts, catalogue, clock).dashboard(period),
    csv: async (period) => (await new ClickDashboardReader(counts, catalogue, clock).csv(period)).text,
    dispose: async () => undefined,
  };
}

async function signIn(server: ServerUnderTest): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/admin/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }) });
  if (!response.ok) throw new Error(`The operator could not sign in: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export function apiClickCounting(server: ServerUnderTest): ClickCounting {
  let token: Promise<string> | undefined;
  const dashboard = async (period: ClickPeriod) => {
    token ??= signIn(server);
    const response = await fetch(`${server.baseUrl}${ADMIN_CLICKS_PATH}?days=${period}`, { headers: { Authorization: `Bearer ${await token}` } });
    if (!response.ok) throw new Error(`The dashboard answered ${response.status}`);
    return (await response.json()) as ClickDashboard;
  };
  return {
    async send(click) {
      const origin = new URL(server.baseUrl);
      const referrer = { 'our page': `${origin.origin}/destinations/arenal`, 'another site': 'https://elsewhere.example/', none: undefined }[click.referrer];
      const query = new URLSearchParams(Object.entries(click.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      // As Chromium sends an <a ping>: the report in the address, "PING" as the body, the page in Ping-From.
      const response = await fetch(`${server.baseUrl}${CLICKS_PATH}?${query}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'text/ping',
          'User-Agent': click.userAgent,
          ...(referrer ? { 'Ping-From': referrer, 'Ping-To': 'https://www.getyourguide.com/' } : {}),
          ...(click.client ? { 'X-Forwarded-For': click.client } : {}),
        },
        body: 'PING',
      });
      const text = await response.text();
      return { status: response.status, message: text ? ((JSON.parse(text) as { message?: string }).message ?? text) : undefined };
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    stored: async () => {
      const { daily } = await dashboard(90);
      return daily.filter((day) => day.total > 0).map((day) => ({ day: day.day, linkId: '', page: '', section: '', position: 0, clicks: day.total }));
    },
    dashboard,
    csv: async (period) => {
      token ??= signIn(server);
      const response = await fetch(`${server.baseUrl}${ADMIN_CLICKS_CSV_PATH}?days=${period}`, { headers: { Authorization: `Bearer ${await token}` } });
      if (!response.ok) throw new Error(`The CSV export answered ${response.status}`);
      return response.text();
    },
    dispose: async () => undefined,
  };
}

/** The batch is at most this old: a step that expects a click written waits this long, and a little more. */
export const WRITTEN_WITHIN_MS = CLICK_BATCH_MAX_AGE_MS + 500;

/** A visitor's (or a robot's) own browser on the real server, at @ui. */
export async function uiVisitorBrowser(server: ServerUnderTest, userAgent: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await offlineContext(server.baseUrl, { width: 1280, height: 900 }, userAgent);
  return { context, page: await context.newPage() };
}

export type { Browser };
