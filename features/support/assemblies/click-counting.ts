import type { Browser, BrowserContext, Page } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
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
import { LinkCatalogue, type LinkPlacement } from '../../../domain/clicks/link-catalogue.js';
import { tourPageView } from '../../../domain/presentation/tour-page-view.js';
import { toursPageView } from '../../../domain/presentation/tours-page-view.js';
import { ALL_CATEGORIES, ALL_DESTINATIONS } from '../../../domain/tours/tour-filters.js';
import { readLinkCatalogue } from '../../../server/clicks/link-catalogue-file.js';
import { ARENAL_PAGE, SITE_PAGES, TOUR_DESTINATIONS } from '../catalogue.js';
import { offlineContext } from '../browser.js';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';
import { type ServerUnderTest } from '../server-under-test.js';

/** A person's browser (Chromium on Linux), as a visitor's own would announce itself. */
export const VISITOR_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
export const ROBOT_USER_AGENTS: Readonly<Record<string, string>> = {
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
};

/**
 * Where a report comes from, as the request shows it (docs/decisions/092): a page of our site (what Chromium sends
 * under our Referrer-Policy: no-referrer, checked in a real Chromium: Sec-Fetch-Site same-origin and our Origin; a ping
 * adds Ping-From), a page of another site (Sec-Fetch-Site cross-site), a sender that names no page (no fetch metadata,
 * Origin or Referer: curl), or a forged one that names another host as ours (Host and Referer both evil.example).
 */
export type ClickSource = 'our page' | 'another site' | 'no page' | 'a forged host';

/** One click report as a browser sends it: its fields, who sends it, from where, and how (the link's ping by default). */
export interface SentClick {
  readonly fields: ClickReportFields;
  readonly userAgent: string;
  readonly from: ClickSource;
  readonly transport?: 'ping' | 'beacon';
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
  /** Where the page shows the link, by the catalogue the server checks reports against (the first place, if several). */
  placeOf(linkId: string, page: string): LinkPlacement;
  /** Lets the batch age by `ms`: at @domain the scheduler's virtual time, at @api real time. */
  wait(ms: number): Promise<void>;
  /** How many clicks are stored (written), whatever the dashboard. */
  stored(): Promise<DailyClickCount[]>;
  dashboard(period: ClickPeriod): Promise<ClickDashboard>;
  /** The CSV export of the period's daily counts, as the operator downloads it. */
  csv(period: ClickPeriod): Promise<string>;
  dispose(): Promise<void>;
}

/**
 * The catalogue the @domain level checks reports against: the Arenal page's tours and hotels where the product's own
 * view functions place them, on /destinations/arenal and /tours (the @api level reads the build's whole catalogue).
 */
export function arenalCatalogue(): LinkCatalogue {
  const tours = ARENAL_PAGE.tours.map((tour) => tourLink(tour));
  const hotels = (ARENAL_PAGE.hotels?.hotels ?? []).map((hotel) => hotelLink(hotel));
  const arenalCards = tourPageView(ARENAL_PAGE.tours, ALL_CATEGORIES, [])?.cards ?? [];
  const toursPageCards = toursPageView(TOUR_DESTINATIONS, ALL_DESTINATIONS, []).sections.flatMap((section) => section.cards);
  const placements = [
    ...arenalCards.map((card) => ({ linkId: tourLink(card.tour).id, page: '/destinations/arenal', ...card.placement })),
    ...toursPageCards.filter((card) => tours.some((link) => link.id === tourLink(card.tour).id)).map((card) => ({ linkId: tourLink(card.tour).id, page: '/tours', ...card.placement })),
    // The hotels block lists them in order (ui/components/hotels-block.tsx).
    ...hotels.map((link, index) => ({ linkId: link.id, page: '/destinations/arenal', section: 'hotels', position: index + 1 })),
  ];
  return new LinkCatalogue([...tours, ...hotels], SITE_PAGES.map((page) => page.path), placements);
}

function placeIn(catalogue: LinkCatalogue, linkId: string, page: string): LinkPlacement {
  const place = catalogue.placements.find((candidate) => candidate.linkId === linkId && candidate.page === page);
  if (!place) throw new Error(`${page} shows no ${linkId} in the link catalogue`);
  return { section: place.section, position: place.position };
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
  // The request's headers the intake reads, as each source sends them (ClickSource; the @api level sends the same).
  const ours = 'https://costaricagateway.com';
  const sources = {
    'our page': { fetchSite: 'same-origin', origin: ours, referrer: undefined },
    'another site': { fetchSite: 'cross-site', origin: 'https://elsewhere.example', referrer: undefined },
    'no page': { fetchSite: undefined, origin: undefined, referrer: undefined },
    'a forged host': { fetchSite: undefined, origin: undefined, referrer: 'http://evil.example/x' },
  } as const;
  return {
    async send(click) {
      const source = sources[click.from];
      const pingFrom = click.from === 'our page' && click.transport !== 'beacon' ? `${ours}${click.fields.page ?? '/'}` : source.referrer;
      try {
        const outcome = intake.receive({ client: click.client ?? '203.0.113.7', fields: click.fields, userAgent: click.userAgent, ...source, referrer: pingFrom });
        return outcome.kind === 'limited' ? { status: 429 } : { status: 204 };
      } catch (error) {
        if (error instanceof InvalidClickReportError) return { status: 400, message: error.message };
        throw error;
      }
    },
    placeOf: (linkId, page) => placeIn(catalogue, linkId, page),
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

/** One POST as a browser (or a forger) sends it: node:http, since fetch will not send a Host of the sender's choosing. */
function post(baseUrl: string, request: { path: string; headers: Record<string, string>; body: string }): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(new URL(request.path, baseUrl), { method: 'POST', headers: { ...request.headers, 'Content-Length': String(Buffer.byteLength(request.body)) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(request.body);
  });
}

export function apiClickCounting(server: ServerUnderTest): ClickCounting {
  let token: Promise<string> | undefined;
  // The catalogue the server under test reads: the build's, beside the pages it serves.
  let catalogue: LinkCatalogue | undefined;
  const dashboard = async (period: ClickPeriod) => {
    token ??= signIn(server);
    const response = await fetch(`${server.baseUrl}${ADMIN_CLICKS_PATH}?days=${period}`, { headers: { Authorization: `Bearer ${await token}` } });
    if (!response.ok) throw new Error(`The dashboard answered ${response.status}`);
    return (await response.json()) as ClickDashboard;
  };
  return {
    async send(click) {
      const { origin } = new URL(server.baseUrl);
      const fields = Object.entries(click.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
      const source = ({
        'our page': { 'Sec-Fetch-Site': 'same-origin', Origin: origin },
        'another site': { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://elsewhere.example' },
        'no page': {},
        'a forged host': { Host: 'evil.example', Referer: 'http://evil.example/x' },
      } as Record<ClickSource, Record<string, string>>)[click.from];
      const common: Record<string, string> = { 'User-Agent': click.userAgent, 'Sec-Fetch-Mode': 'no-cors', ...source, ...(click.client ? { 'X-Forwarded-For': click.client } : {}) };
      // As Chromium sends them under Referrer-Policy: no-referrer: a ping with the report in the address, "PING" as the
      // body and the page in Ping-From; a beacon with the report as a form body, and neither Referer nor Ping-From.
      const request =
        click.transport === 'beacon'
          ? { path: CLICKS_PATH, headers: { ...common, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' }, body: new URLSearchParams(fields).toString() }
          : {
              path: `${CLICKS_PATH}?${new URLSearchParams(fields)}`,
              headers: { ...common, 'Content-Type': 'text/ping', 'Ping-To': 'https://www.getyourguide.com/', ...(click.from === 'our page' ? { 'Ping-From': `${origin}${click.fields.page ?? '/'}` } : {}) },
              body: 'PING',
            };
      const { status, text } = await post(server.baseUrl, request);
      return { status, message: text ? ((JSON.parse(text) as { message?: string }).message ?? text) : undefined };
    },
    placeOf: (linkId, page) => {
      catalogue ??= readLinkCatalogue(join(process.cwd(), 'dist/client'));
      return placeIn(catalogue, linkId, page);
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
