import { InMemoryCatalogueStore } from '../../../adapters/memory/in-memory-catalogue-store.js';
import { InMemoryClickCounts } from '../../../adapters/memory/in-memory-click-counts.js';
import { InMemoryLinkChecker } from '../../../adapters/memory/in-memory-link-checker.js';
import { InMemoryLinkHealthStore } from '../../../adapters/memory/in-memory-link-health-store.js';
import { VirtualTime } from '../../../adapters/memory/virtual-time.js';
import { InMemoryCataloguePublishing } from '../../../adapters/memory/in-memory-catalogue-publishing.js';
import { ADMIN_CATALOGUE_PATH, ADMIN_LINK_HEALTH_PATH } from '../../../domain/api-paths.js';
import { CatalogueEditor, type EditedRecord } from '../../../domain/catalogue/catalogue-editor.js';
import { CataloguePublisher } from '../../../domain/catalogue/catalogue-publisher.js';
import type { CatalogueRevision } from '../../../domain/catalogue/catalogue-store.js';
import { TourSearchStopGap, type StopGapMade } from '../../../domain/link-health/tour-search-stop-gap.js';
import { catalogueRecordsOf } from '../../../domain/catalogue/catalogue-document.js';
import { clickDayOf } from '../../../domain/clicks/click-day.js';
import type { LinkCheckResult } from '../../../domain/link-health/link-checker.js';
import { LinkHealthMonitor } from '../../../domain/link-health/link-health-monitor.js';
import { LinkHealthReader, type LinkHealthView } from '../../../domain/link-health/link-health-reader.js';
import type { LinkTarget } from '../../../domain/link-health/link-target.js';
import { ClickCountsToken, LinkTargetSourceToken } from '../../../domain/tokens.js';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';
import { aCatalogueDocument } from '../../../test-support/catalogue-documents.js';
import { fakePartnerLinks } from '../../../test-support/fake-partner-links.js';
import { FakePartner } from '../../../test-support/fake-partners.js';
import { ServerUnderTest } from '../server-under-test.js';

/** The pause between two requests to one host in these scenarios (the setting's default is 1 s). */
export const SCENARIO_PAUSE_MS = 200;

/**
 * Link health as each level reaches it (features/link-health.feature, docs/decisions/127): @domain the monitor and
 * reader over memory with a scripted checker on a virtual clock, answering as the fake partners do; @api and @ui a
 * built server whose links go to local fake partner sites (test-support/fake-partners.ts), checked by node's fetch.
 */
export interface LinkHealthDesk {
  /** The links checked, each with the state one check must leave it in. */
  readonly links: readonly { readonly target: LinkTarget; readonly expected: string }[];
  addClicks(linkId: string, clicks: number): Promise<void>;
  /** "Check now", waiting until the run ends. */
  checkNow(): Promise<void>;
  report(): Promise<LinkHealthView>;
  /** The most requests any one partner host had at once. */
  peakRequestsPerHost(): number;
  readonly server?: ServerUnderTest<readonly unknown[]>;
  dispose(): Promise<void>;
}

/** What each fake partner page answers (test-support/fake-partners.ts), for the scripted checker. */
function answerOf(url: string): LinkCheckResult {
  const address = new URL(url);
  const page = (path: string, status = 200, body = '<h1>Tours and tickets</h1>') => ({ hops: [{ url: `${address.origin}${path}`, status }], body });
  const via = (status: number, to: string, body = '<h1>Tours and tickets</h1>'): LinkCheckResult => ({ hops: [{ url, status, location: `${address.origin}${to}` }, { url: `${address.origin}${to}`, status: 200 }], body });
  switch (address.pathname) {
    case '/redirect-keep':
      return via(301, `/good${address.search}`);
    case '/redirect-drop':
    case '/chain':
      return via(302, '/landing');
    case '/home':
      return via(301, '/');
    case '/soft-404':
      return page(address.pathname + address.search, 200, 'This activity is no longer available');
    case '/no-results':
      return page(address.pathname + address.search, 200, 'No results found for your search');
    case '/sold-out':
      return page(address.pathname + address.search, 200, 'Currently unavailable.');
    case '/rate-limited':
      return { ...page(address.pathname + address.search, 429, 'Too many requests'), retryAfterMs: 1_000 };
    case '/captcha':
      return page(address.pathname + address.search, 403, 'Robot Check (captcha)');
    case '/gone':
      return page(address.pathname + address.search, 404, 'Not found');
    case '/slow':
      return { hops: [], failure: 'timeout', body: '' };
    default:
      return page(address.pathname + address.search);
  }
}

/** Stand-ins for the fake partners' addresses at @domain: two hosts, nothing listening. */
const nowhere = (host: string) => ({ url: (path: string) => `http://${host}${path}` }) as FakePartner;

export async function domainLinkHealthDesk(): Promise<LinkHealthDesk> {
  const links = fakePartnerLinks(nowhere('marketplace.test'), nowhere('retail.test'));
  const time = new VirtualTime(new Date());
  const store = new InMemoryLinkHealthStore();
  const clicks = new InMemoryClickCounts();
  const catalogue = new InMemoryCatalogueStore(time);
  await catalogue.replaceAll(catalogueRecordsOf(aCatalogueDocument()));
  const checker = new InMemoryLinkChecker(time, time, 100);
  for (const { target } of links) checker.answer(target.url, answerOf(target.url));
  const targets = { targets: async () => links.map((link) => link.target) };
  const settings = { intervalMs: undefined, pauseMs: SCENARIO_PAUSE_MS, confirmAfterMs: 6 * 3_600_000, timeoutMs: 1_000 };
  const monitor = new LinkHealthMonitor(store, targets, checker, time, time, settings, 'scenario', (error) => {
    throw error;
  });
  const reader = new LinkHealthReader(store, targets, clicks, catalogue, time, { scheduleHours: null, priceStaleDays: 90 });
  return {
    links,
    addClicks: (linkId, count) => clicks.add([{ day: clickDayOf(time.now()), linkId, page: '/tours', section: 'tours', position: 1, clicks: count }]),
    async checkNow() {
      await store.request(time.now());
      await time.until(monitor.runDue());
    },
    report: () => reader.view(),
    peakRequestsPerHost: () => checker.peakPerHost(),
    dispose: async () => undefined,
  };
}

/** A built server checking links to two local fake partners (one for tours, one for products). */
export async function serverLinkHealthDesk(): Promise<LinkHealthDesk> {
  const marketplace = await new FakePartner({ slowMs: 3_000 }).start();
  const retail = await new FakePartner().start();
  const links = fakePartnerLinks(marketplace, retail);
  const clicks = new InMemoryClickCounts();
  const server = await new ServerUnderTest({
    config: { linkCheck: { scheduled: false, intervalHours: 24, pauseMs: SCENARIO_PAUSE_MS, timeoutMs: 1_000, confirmHours: 6, priceStaleDays: 90 } },
    overrides: [
      [LinkTargetSourceToken, { targets: async () => links.map((link) => link.target) }],
      [ClickCountsToken, clicks],
    ],
  }).start();
  let token: string | undefined;
  const call = async (method: string, path: string): Promise<Response> => {
    if (token === undefined) {
      const session = await fetch(`${server.baseUrl}/api/admin/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }) });
      token = ((await session.json()) as { token: string }).token;
    }
    return fetch(`${server.baseUrl}${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
  };
  const report = async () => (await (await call('GET', ADMIN_LINK_HEALTH_PATH)).json()) as LinkHealthView;
  return {
    links,
    server,
    addClicks: (linkId, count) => clicks.add([{ day: clickDayOf(new Date()), linkId, page: '/tours', section: 'tours', position: 1, clicks: count }]),
    async checkNow() {
      const answer = await call('POST', `${ADMIN_LINK_HEALTH_PATH}/runs`);
      if (answer.status !== 202) throw new Error(`Check now was answered ${answer.status}`);
      await untilRunEnds(report);
    },
    report,
    peakRequestsPerHost: () => Math.max(marketplace.peakInFlight, retail.peakInFlight),
    async dispose() {
      await server.stop();
      await Promise.all([marketplace.stop(), retail.stop()]);
    },
  };
}

/** Waits until the run asked for has ended (the report says when it began and ended). */
export async function untilRunEnds(report: () => Promise<LinkHealthView>): Promise<LinkHealthView> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const view = await report();
    const { startedAt, finishedAt, requestedAt } = view.run;
    if (startedAt !== undefined && finishedAt !== undefined && finishedAt >= startedAt && (requestedAt ?? '') <= startedAt) return view;
    if (Date.now() > deadline) throw new Error(`The link check did not end: ${JSON.stringify(view.run)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The search stop-gap on a tour (issue 40 point 6, docs/decisions/130): @domain the use case over memory with the test
 * catalogue published; @api the built server with its seed catalogue, through the admin API.
 */
export interface StopGapDesk {
  /** The first public tour of the catalogue. */
  readonly tourId: string;
  /** The tour's record as the catalogue editor shows it. */
  tour(): Promise<EditedRecord>;
  /** The tour's data as the site shows it. */
  publishedTour(): Promise<Record<string, unknown>>;
  edit(data: unknown, version: number): Promise<void>;
  stopGap(): Promise<StopGapMade>;
  dispose(): Promise<void>;
}

const firstPublicTour = (records: readonly EditedRecord[]) => records.find((record) => (record.data as { visibility?: string }).visibility === 'public')!;

export async function domainStopGapDesk(): Promise<StopGapDesk> {
  const time = new VirtualTime(new Date());
  const store = new InMemoryCatalogueStore(time);
  await store.replaceAll(catalogueRecordsOf(aCatalogueDocument()));
  const publishing = new InMemoryCataloguePublishing();
  const publisher = new CataloguePublisher(store, publishing);
  await publisher.publish();
  const editor = new CatalogueEditor(store, publishing);
  const tourId = firstPublicTour(await editor.list('tours')).id;
  const key = { collection: 'tours', id: tourId };
  return {
    tourId,
    tour: () => editor.read(key),
    publishedTour: async () => (await publishing.publishedRecords()).find((record) => record.collection === 'tours' && record.id === tourId)!.data as Record<string, unknown>,
    edit: async (data, version) => void (await editor.update(key, data, version)),
    stopGap: () => new TourSearchStopGap(editor, publisher, publishing).apply(tourId),
    dispose: async () => undefined,
  };
}

export async function apiStopGapDesk(): Promise<StopGapDesk> {
  const server = await new ServerUnderTest().start();
  let token: string | undefined;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    if (token === undefined) {
      const session = await fetch(`${server.baseUrl}/api/admin/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }) });
      token = ((await session.json()) as { token: string }).token;
    }
    const answer = await fetch(`${server.baseUrl}${path}`, { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    if (!answer.ok) throw new Error(`${method} ${path} was answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const tourId = firstPublicTour(await call<EditedRecord[]>('GET', `${ADMIN_CATALOGUE_PATH}/tours`)).id;
  const record = `${ADMIN_CATALOGUE_PATH}/tours/${tourId}`;
  const tour = () => call<EditedRecord>('GET', record);
  return {
    tourId,
    tour,
    // The version the site shows, as its revision left it.
    async publishedTour() {
      const { publishedVersion } = await tour();
      const revisions = await call<CatalogueRevision[]>('GET', `${record}/revisions`);
      return revisions.find((revision) => revision.version === publishedVersion)!.after as Record<string, unknown>;
    },
    edit: async (data, version) => void (await call('PUT', record, { version, data })),
    stopGap: () => call<StopGapMade>('POST', `${ADMIN_LINK_HEALTH_PATH}/stop-gap/${tourId}`),
    dispose: () => server.stop(),
  };
}
