import type { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { HttpTourImagesApi } from '../adapters/http/http-tour-images-api.js';
import type { DeferredAnalyticsSink } from '../adapters/analytics/deferred-analytics-sink.js';
import { InMemoryAnalyticsSink } from '../adapters/memory/in-memory-analytics-sink.js';
import { InMemoryConsentStore } from '../adapters/memory/in-memory-consent-store.js';
import { ManualClock } from '../adapters/memory/manual-clock.js';
import { InMemoryScheduler } from '../adapters/memory/in-memory-scheduler.js';
import { InMemoryTourImagesApi } from '../adapters/memory/in-memory-tour-images-api.js';
import { ACCEPT_ALL, REJECT_ALL } from '../domain/consent/consent-choice.js';
import type { Token } from '../domain/kernel/token.js';
import { AnalyticsSinkToken, ClockToken, ConsentStoreToken, ConsentToken, SchedulerToken, TourImagesApiToken } from '../domain/tokens.js';
import { createContainer } from './app-container.js';
import { composePorts, type BrowserGlobals } from './container.js';

/** What `useService(token)` resolves in a component (ui/services.tsx). */
const resolve = <T>(container: Container, token: Token<T>): T => container.get<T>(token);

describe('the browser composition root (ui/container.ts)', () => {
  it('binds the HTTP adapters by default', () => {
    expect(resolve(createContainer(), TourImagesApiToken)).toBeInstanceOf(HttpTourImagesApi);
  });

  it('swaps a port in one line, and the UI then reads the swapped adapter', async () => {
    const images = [{ tourId: 3, imageURL: '/objects/monteverde' }];
    const container = createContainer([[TourImagesApiToken, new InMemoryTourImagesApi(images)]]);
    expect(await resolve(container, TourImagesApiToken).list()).toEqual(images);
  });

  it('leaves the ports it was not told to swap alone', () => {
    const scheduler = new InMemoryScheduler();
    const container = createContainer([[SchedulerToken, scheduler]]);
    expect(resolve(container, SchedulerToken)).toBe(scheduler);
    expect(resolve(container, TourImagesApiToken)).toBeInstanceOf(HttpTourImagesApi);
  });

  it('gives the islands of a static page the same ports without a container, and names a port nothing is bound to', () => {
    const scheduler = new InMemoryScheduler();
    const ports = composePorts([[SchedulerToken, scheduler]]);
    expect(ports.get(SchedulerToken)).toBe(scheduler);
    expect(ports.get(TourImagesApiToken)).toBeInstanceOf(HttpTourImagesApi);
    expect(() => ports.get(Symbol.for('NoSuchPort'))).toThrow('No adapter is bound to Symbol(NoSuchPort)');
  });

  it('does not compile a swap whose implementation is not the token\'s port', () => {
    // @ts-expect-error: a Scheduler is not a TourImagesApi.
    expect(() => createContainer([[TourImagesApiToken, new InMemoryScheduler()]])).not.toThrow();
  });
});

/** A browser stand-in (vitest runs in Node): localStorage, the window's globals, and the scripts the tags add. */
function fakeBrowser(stored: Record<string, string> = {}, { globalPrivacyControl = false, cookies = '' } = {}) {
  const storage = new Map(Object.entries(stored));
  const tab = new Map<string, string>();
  const scripts: string[] = [];
  const page: Record<string, unknown> = {};
  const cookieWrites: string[] = [];
  const browser: BrowserGlobals = {
    page: page as BrowserGlobals['page'],
    storage: () => ({ getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) }),
    tabStorage: () => ({ getItem: (key) => tab.get(key) ?? null, setItem: (key, value) => void tab.set(key, value) }),
    document: { createElement: () => ({ src: '', async: false }), head: { appendChild: (node: { src: string }) => scripts.push(node.src) } },
    cookies: {
      get cookie() {
        return cookies;
      },
      set cookie(line: string) {
        cookieWrites.push(line);
      },
    },
    hostname: 'www.costaricagateway.com',
    globalPrivacyControl,
  };
  return { browser, page, scripts, storage, cookieWrites };
}

/** A choice kept on an earlier visit, as the browser stores it: made a day before now, asked again in a year. */
const keptOnEarlierVisit = (analytics: boolean, marketing: boolean) =>
  JSON.stringify({ version: 1, analytics, marketing, madeAt: new Date(Date.now() - 86_400_000).toISOString(), askAgainAt: '2099-01-01T00:00:00.000Z' });

const BOTH_TAGS = { ga4MeasurementId: 'G-TEST1234', metaPixelId: '123456789012345' };
const GTAG_JS = 'https://www.googletagmanager.com/gtag/js?id=G-TEST1234';
const FBEVENTS_JS = 'https://connect.facebook.net/en_US/fbevents.js';
const gtagEvents = (page: Record<string, unknown>) =>
  ((page.dataLayer ?? []) as ArrayLike<unknown>[]).map((entry) => Array.from(entry)).filter((args) => args[0] === 'event');
const pixelEvents = (page: Record<string, unknown>) =>
  (((page.fbq as { queue?: unknown[][] } | undefined)?.queue ?? []) as unknown[][]).filter((args) => args[0] === 'trackCustom');

/** The tags' code (ui/consent-followers.ts) loads once the visitor has chosen (docs/decisions/083): undefined before. */
const tagsLoading = (container: Container) => (resolve(container, AnalyticsSinkToken) as DeferredAnalyticsSink).ready;

describe('analytics at the composition root (docs/decisions/040, 041, 042)', () => {
  const tourClick = { name: 'tour_click', params: { event_category: 'tours', event_label: 'La Fortuna: Volcano Hike' } };

  it('with both tags configured, loads nothing and sends nothing before the visitor chooses', () => {
    const { browser, page, scripts } = fakeBrowser();
    const container = createContainer([], { browser, tagIds: BOTH_TAGS, development: false });
    resolve(container, AnalyticsSinkToken).send(tourClick);
    expect(tagsLoading(container)).toBeUndefined();
    expect(scripts).toEqual([]);
    expect(gtagEvents(page)).toEqual([]);
    expect(page.fbq).toBeUndefined();
  });

  it('after Accept all, loads both tags and sends events in GA4\'s format and to the pixel', async () => {
    const { browser, page, scripts, storage } = fakeBrowser();
    const container = createContainer([], { browser, tagIds: BOTH_TAGS, development: false });
    resolve(container, ConsentToken).choose(ACCEPT_ALL);
    resolve(container, AnalyticsSinkToken).send(tourClick);
    await tagsLoading(container);
    expect(scripts).toEqual([GTAG_JS, FBEVENTS_JS]);
    expect(gtagEvents(page)).toEqual([['event', 'tour_click', tourClick.params]]);
    expect(pixelEvents(page)).toEqual([['trackCustom', 'tour_click', tourClick.params]]);
    expect(JSON.parse(storage.get('crg:consent')!)).toMatchObject({ version: 1, analytics: true, marketing: true, madeAt: expect.any(String) });
  });

  it('after Reject all, loads no tag and sends nothing', async () => {
    const { browser, page, scripts } = fakeBrowser();
    const container = createContainer([], { browser, tagIds: BOTH_TAGS, development: false });
    resolve(container, ConsentToken).choose(REJECT_ALL);
    resolve(container, AnalyticsSinkToken).send(tourClick);
    await tagsLoading(container);
    expect(scripts).toEqual([]);
    expect(gtagEvents(page)).toEqual([]);
    expect(page.fbq).toBeUndefined();
  });

  it('loads only the tag whose purpose was chosen', async () => {
    const { browser, page, scripts } = fakeBrowser();
    const container = createContainer([], { browser, tagIds: BOTH_TAGS, development: false });
    resolve(container, ConsentToken).choose({ analytics: false, marketing: true });
    resolve(container, AnalyticsSinkToken).send(tourClick);
    await tagsLoading(container);
    expect(scripts).toEqual([FBEVENTS_JS]);
    expect(gtagEvents(page)).toEqual([]);
    expect(pixelEvents(page)).toHaveLength(1);
  });

  it('loads the tags at once for a visitor who chose on an earlier visit', async () => {
    const { browser, scripts } = fakeBrowser({ 'crg:consent': keptOnEarlierVisit(true, false) });
    await tagsLoading(createContainer([], { browser, tagIds: BOTH_TAGS, development: false }));
    expect(scripts).toEqual([GTAG_JS]);
  });

  it('has no tag without an id', () => {
    const { browser, page, scripts } = fakeBrowser();
    const container = createContainer([], { browser, tagIds: {}, development: false });
    resolve(container, ConsentToken).choose(ACCEPT_ALL);
    resolve(container, AnalyticsSinkToken).send(tourClick);
    expect(scripts).toEqual([]);
    expect(page).toEqual({});
  });

  it('in the test mode, keeps the consented events in page memory on window.__analyticsEvents', async () => {
    const { browser, page } = fakeBrowser({ 'crg:analytics-test': 'on' });
    const container = createContainer([], { browser, tagIds: {}, development: false });
    const sink = resolve(container, AnalyticsSinkToken);
    sink.send({ name: 'page_view', params: { page_path: '/' } });
    resolve(container, ConsentToken).choose(ACCEPT_ALL);
    sink.send(tourClick);
    await tagsLoading(container);
    expect(page.__analyticsEvents).toEqual([tourClick]);
  });

  it('in development, writes the consented events to the console', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { browser } = fakeBrowser({ 'crg:consent': keptOnEarlierVisit(true, true) });
    const container = createContainer([], { browser, tagIds: {}, development: true });
    await tagsLoading(container);
    resolve(container, AnalyticsSinkToken).send(tourClick);
    expect(info).toHaveBeenCalledWith('[analytics] tour_click', tourClick.params);
    info.mockRestore();
  });

  it('at the prerender, has a consent without a choice and a sink that sends nowhere', () => {
    const container = createContainer([], { browser: undefined, tagIds: BOTH_TAGS, development: false });
    expect(resolve(container, ConsentToken).choice).toBeUndefined();
    expect(() => resolve(container, AnalyticsSinkToken).send(tourClick)).not.toThrow();
  });

  it('builds the consent on a swapped store, and takes a swapped sink as it is', () => {
    const sink = new InMemoryAnalyticsSink();
    const container = createContainer([
      [ConsentStoreToken, new InMemoryConsentStore({ choice: ACCEPT_ALL, madeAt: new Date(Date.now() - 1000), askAgainAt: new Date('2099-01-01T00:00:00Z') })],
      [AnalyticsSinkToken, sink],
    ]);
    expect(resolve(container, ConsentToken).choice).toEqual(ACCEPT_ALL);
    expect(resolve(container, AnalyticsSinkToken)).toBe(sink);
  });

  it('asks again, and loads nothing, when the choice kept on an earlier visit is older than its lifetime', async () => {
    const madeAt = new ManualClock(new Date('2026-01-15T09:00:00Z'));
    const now = new ManualClock(new Date('2026-03-20T09:00:00Z'));
    const kept = JSON.stringify({ version: 1, analytics: true, marketing: true, madeAt: madeAt.now().toISOString(), askAgainAt: '2027-02-15T09:00:00.000Z' });
    const fresh = fakeBrowser({ 'crg:consent': kept });
    await tagsLoading(createContainer([[ClockToken, now]], { browser: fresh.browser, tagIds: BOTH_TAGS, development: false }));
    expect(fresh.scripts).toEqual([GTAG_JS, FBEVENTS_JS]);
    const expired = fakeBrowser({ 'crg:consent': kept });
    const container = createContainer([[ClockToken, now]], { browser: expired.browser, tagIds: BOTH_TAGS, development: false, consentLifetime: { refusalMonths: 1, acceptanceMonths: 2 } });
    expect(resolve(container, ConsentToken).choice).toBeUndefined();
    expect(tagsLoading(container)).toBeUndefined();
    expect(expired.scripts).toEqual([]);
  });

  it('under Global Privacy Control, never loads the pixel, even after Accept all', async () => {
    const { browser, page, scripts } = fakeBrowser({}, { globalPrivacyControl: true });
    const container = createContainer([], { browser, tagIds: BOTH_TAGS, development: false });
    expect(resolve(container, ConsentToken).globalPrivacyControl).toBe(true);
    resolve(container, ConsentToken).choose(ACCEPT_ALL);
    resolve(container, AnalyticsSinkToken).send(tourClick);
    await tagsLoading(container);
    expect(scripts).toEqual([GTAG_JS]);
    expect(page.fbq).toBeUndefined();
  });

  it('deletes the cookies of a purpose the visitor withdraws, on the host and its parent domain', async () => {
    const { browser, cookieWrites } = fakeBrowser({}, { cookies: '_ga=GA1.1.1.1; _fbp=fb.1.1.1; crg=1' });
    const container = createContainer([], { browser, tagIds: BOTH_TAGS, development: false });
    resolve(container, ConsentToken).choose(ACCEPT_ALL);
    await tagsLoading(container);
    expect(cookieWrites).toEqual([]);
    resolve(container, ConsentToken).choose({ analytics: true, marketing: false });
    expect(cookieWrites.map((line) => line.replace(/=;.*Path=\/(; )?/, ' '))).toEqual(['_fbp ', '_fbp Domain=www.costaricagateway.com', '_fbp Domain=costaricagateway.com']);
  });
});
