import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import { ACCEPT_ALL, REJECT_ALL } from '../../domain/consent/consent-choice.js';
import { ConsentGatedSink } from '../../domain/consent/consent-gated-sink.js';
import { analyticsSinkContract } from '../contracts/analytics-sink.contract.js';
import { consentStoreContract } from '../contracts/consent-store.contract.js';
import { InMemoryAnalyticsSink } from '../memory/in-memory-analytics-sink.js';
import { ANALYTICS_TEST_EVENTS, ANALYTICS_TEST_FLAG, analyticsTestMode, publishTestEvents } from './analytics-test-mode.js';
import { ConsoleAnalyticsSink } from './console-analytics-sink.js';
import { FanOutAnalyticsSink } from './fan-out-analytics-sink.js';
import { GtagAnalyticsSink, type GtagGlobals } from './gtag-analytics-sink.js';
import { DocumentCookieJar } from './document-cookie-jar.js';
import { CONSENT_STORAGE_KEY, LocalStorageConsentStore, type KeyValueStorage } from './local-storage-consent-store.js';
import { MetaPixelAnalyticsSink, type MetaPixelGlobals } from './meta-pixel-analytics-sink.js';
import { scriptLoader } from './script-loader.js';

/** A Storage stand-in (vitest runs in Node, without a browser). */
class MapStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
}

const commands = (globals: GtagGlobals) => (globals.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const eventsIn = (queued: unknown[][], command: string): AnalyticsEvent[] =>
  queued.filter((args) => args[0] === command).map((args) => ({ name: args[1] as string, params: args[2] as AnalyticsEvent['params'] }));

analyticsSinkContract('GtagAnalyticsSink', () => {
  const globals: GtagGlobals = {};
  const sink = new GtagAnalyticsSink('G-TEST1234', globals, () => {});
  sink.consentChanged(ACCEPT_ALL);
  return { sink, delivered: () => eventsIn(commands(globals), 'event') };
});

analyticsSinkContract('MetaPixelAnalyticsSink', () => {
  const globals: MetaPixelGlobals = {};
  const sink = new MetaPixelAnalyticsSink('123456789012345', globals, () => {});
  sink.consentChanged(ACCEPT_ALL);
  return { sink, delivered: () => eventsIn(globals.fbq!.queue as unknown[][], 'trackCustom') };
});

analyticsSinkContract('ConsoleAnalyticsSink', () => {
  const lines: AnalyticsEvent[] = [];
  const sink = new ConsoleAnalyticsSink((message, params) => lines.push({ name: message.replace('[analytics] ', ''), params: params as AnalyticsEvent['params'] }));
  return { sink, delivered: () => lines };
});

analyticsSinkContract('FanOutAnalyticsSink', () => {
  const memory = new InMemoryAnalyticsSink();
  return { sink: new FanOutAnalyticsSink([memory]), delivered: () => memory.events };
});

analyticsSinkContract('ConsentGatedSink (purpose allowed)', () => {
  const memory = new InMemoryAnalyticsSink();
  return { sink: new ConsentGatedSink({ allows: () => true }, 'analytics', memory), delivered: () => memory.events };
});

consentStoreContract('LocalStorageConsentStore', () => {
  const storage = new MapStorage();
  return { store: new LocalStorageConsentStore(() => storage), reopen: () => new LocalStorageConsentStore(() => storage) };
});

describe('GtagAnalyticsSink (GA4 through gtag.js)', () => {
  const fresh = () => {
    const globals: GtagGlobals = {};
    const loaded: string[] = [];
    const sink = new GtagAnalyticsSink('G-TEST1234', globals, (src) => loaded.push(src));
    return { globals, loaded, sink };
  };

  it('sets Consent Mode to denied at once, and loads nothing', () => {
    const { globals, loaded } = fresh();
    expect(commands(globals)).toEqual([['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]]);
    expect(loaded).toEqual([]);
  });

  it('queues Arguments objects, as Google\'s snippet does (gtag.js ignores arrays)', () => {
    const { globals } = fresh();
    expect(Object.prototype.toString.call(globals.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('drops events until analytics is allowed', () => {
    const { globals, sink } = fresh();
    sink.send({ name: 'page_view', params: { page_path: '/' } });
    sink.consentChanged({ analytics: false, marketing: true });
    sink.send({ name: 'cta_click', params: {} });
    expect(eventsIn(commands(globals), 'event')).toEqual([]);
  });

  it('updates Consent Mode on every choice and loads gtag.js once, on the first that allows analytics', () => {
    const { globals, loaded, sink } = fresh();
    sink.consentChanged({ analytics: false, marketing: true });
    expect(loaded).toEqual([]);
    sink.consentChanged(ACCEPT_ALL);
    sink.consentChanged(REJECT_ALL);
    sink.consentChanged(ACCEPT_ALL);
    expect(loaded).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
    const queued = commands(globals);
    expect(queued.map((args) => args.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
      ['consent', 'update'],
      ['js', queued[3]![1]],
      ['config', 'G-TEST1234'],
      ['consent', 'update'],
      ['consent', 'update'],
    ]);
    expect(queued[1]![2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'granted' });
    expect(queued[2]![2]).toMatchObject({ analytics_storage: 'granted' });
    expect(queued[3]![1]).toBeInstanceOf(Date);
    expect(queued[4]![2]).toEqual({ send_page_view: false });
  });

  it('sends events in GA4\'s format while analytics is allowed, and none after it is withdrawn', () => {
    const { globals, sink } = fresh();
    sink.consentChanged(ACCEPT_ALL);
    sink.send({ name: 'select_item', params: { item_id: 'arenal-1', price: 75, currency: 'USD' } });
    sink.consentChanged(REJECT_ALL);
    sink.send({ name: 'cta_click', params: {} });
    expect(commands(globals).filter((args) => args[0] === 'event')).toEqual([['event', 'select_item', { item_id: 'arenal-1', price: 75, currency: 'USD' }]]);
  });

  it('stops at once when analytics is withdrawn: Consent Mode denied and the measurement id disabled, until allowed again', () => {
    const { globals, sink } = fresh();
    const disabled = () => (globals as Record<string, unknown>)['ga-disable-G-TEST1234'];
    expect(disabled()).toBeUndefined();
    sink.consentChanged(ACCEPT_ALL);
    expect(disabled()).toBe(false);
    sink.consentChanged({ analytics: false, marketing: true });
    // Google's documented opt-out: gtag.js sends nothing more for this id, not even Consent Mode's cookieless pings.
    expect(disabled()).toBe(true);
    expect(commands(globals).at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
    sink.consentChanged(ACCEPT_ALL);
    expect(disabled()).toBe(false);
  });

  it('uses the page\'s own data layer and gtag when they exist', () => {
    const dataLayer: unknown[] = ['earlier'];
    const calls: unknown[][] = [];
    const globals: GtagGlobals = { dataLayer, gtag: (...args) => calls.push(args) };
    new GtagAnalyticsSink('G-TEST1234', globals, () => {});
    expect(globals.dataLayer).toBe(dataLayer);
    expect(calls).toEqual([['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]]);
  });
});

describe('MetaPixelAnalyticsSink (the Meta pixel)', () => {
  const fresh = (globals: MetaPixelGlobals = {}) => {
    const loaded: string[] = [];
    const sink = new MetaPixelAnalyticsSink('123456789012345', globals, (src) => loaded.push(src));
    return { globals, loaded, sink };
  };

  it('puts nothing in the page before marketing is allowed, and drops events', () => {
    const { globals, loaded, sink } = fresh();
    sink.send({ name: 'page_view', params: {} });
    sink.consentChanged({ analytics: true, marketing: false });
    sink.send({ name: 'page_view', params: {} });
    expect(globals).toEqual({});
    expect(loaded).toEqual([]);
  });

  it('installs the pixel queue, grants consent, initialises the pixel and loads fbevents.js on the first choice allowing marketing', () => {
    const { globals, loaded, sink } = fresh();
    sink.consentChanged(ACCEPT_ALL);
    sink.consentChanged(ACCEPT_ALL);
    expect(loaded).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(globals.fbq).toBe(globals._fbq);
    expect([globals.fbq!.loaded, globals.fbq!.version]).toEqual([true, '2.0']);
    expect(globals.fbq!.push).toBe(globals.fbq);
    expect(globals.fbq!.queue).toEqual([['consent', 'grant'], ['init', '123456789012345'], ['consent', 'grant']]);
  });

  it('tracks custom events while allowed, revokes on a choice without marketing and drops what follows', () => {
    const { globals, sink } = fresh();
    sink.consentChanged(ACCEPT_ALL);
    sink.send({ name: 'tour_click', params: { event_label: 'Arenal: Hike' } });
    sink.consentChanged(REJECT_ALL);
    sink.send({ name: 'cta_click', params: {} });
    expect(globals.fbq!.queue.slice(2)).toEqual([['trackCustom', 'tour_click', { event_label: 'Arenal: Hike' }], ['consent', 'revoke']]);
  });

  it('hands calls to fbevents.js once it has taken over the queue, and reuses a pixel already in the page', () => {
    const { globals, sink } = fresh();
    sink.consentChanged(ACCEPT_ALL);
    const callMethod = vi.fn();
    globals.fbq!.callMethod = callMethod;
    sink.send({ name: 'cta_click', params: { event_label: 'Explore Tours' } });
    expect(callMethod).toHaveBeenCalledWith('trackCustom', 'cta_click', { event_label: 'Explore Tours' });

    const other = fresh({ fbq: globals.fbq, _fbq: undefined });
    other.sink.consentChanged(ACCEPT_ALL);
    expect(other.globals.fbq).toBe(globals.fbq);
    expect(other.globals._fbq).toBeUndefined();
  });
});

describe('ConsoleAnalyticsSink (development)', () => {
  it('writes each event to the console by default', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    new ConsoleAnalyticsSink().send({ name: 'cta_click', params: { event_label: 'View All Tours' } });
    expect(info).toHaveBeenCalledWith('[analytics] cta_click', { event_label: 'View All Tours' });
    info.mockRestore();
  });
});

describe('FanOutAnalyticsSink', () => {
  it('sends each event to every sink, in order', () => {
    const first = new InMemoryAnalyticsSink();
    const second = new InMemoryAnalyticsSink();
    new FanOutAnalyticsSink([first, second]).send({ name: 'page_view', params: { page_path: '/' } });
    expect(first.events).toEqual(second.events);
    expect(first.events).toHaveLength(1);
  });

  it('reports a sink that throws and still reaches the others', () => {
    const reached = new InMemoryAnalyticsSink();
    const failures: unknown[] = [];
    const broken = { send: () => { throw new Error('tag blocked'); } };
    new FanOutAnalyticsSink([broken, reached], (error) => failures.push(error)).send({ name: 'cta_click', params: {} });
    expect(reached.events).toHaveLength(1);
    expect(failures).toEqual([new Error('tag blocked')]);
  });

  it('reports to the console by default, and sends to no sink at all when none is configured', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    new FanOutAnalyticsSink([{ send: () => { throw new Error('x'); } }]).send({ name: 'a', params: {} });
    expect(error).toHaveBeenCalledWith('An analytics sink failed:', new Error('x'));
    error.mockRestore();
    expect(() => new FanOutAnalyticsSink([]).send({ name: 'a', params: {} })).not.toThrow();
  });
});

describe('DocumentCookieJar', () => {
  it('reads the names document.cookie shows, and removes one by writing it expired for its path and domain', () => {
    const written: string[] = [];
    const document = {
      get cookie() {
        return '_ga=GA1.1.1.1; _ga_ABC123XYZ9=GS1.1;_fbp=fb.1.1.1; empty=';
      },
      set cookie(line: string) {
        written.push(line);
      },
    };
    const jar = new DocumentCookieJar(document);
    expect(jar.names()).toEqual(['_ga', '_ga_ABC123XYZ9', '_fbp', 'empty']);
    jar.remove('_ga', undefined);
    jar.remove('_ga', 'arenal.cr');
    expect(written).toEqual([
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/',
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=arenal.cr',
    ]);
  });

  it('finds no names in a page without cookies', () => {
    expect(new DocumentCookieJar({ cookie: '' }).names()).toEqual([]);
  });
});

const KEPT = { choice: { analytics: true, marketing: false }, madeAt: new Date('2026-01-15T09:00:00Z'), askAgainAt: new Date('2026-07-15T09:00:00Z') };

describe('LocalStorageConsentStore', () => {
  it('keeps the choice under its own key, in the domain\'s versioned and dated form', () => {
    const storage = new MapStorage();
    new LocalStorageConsentStore(() => storage).save(KEPT);
    expect(JSON.parse(storage.values.get(CONSENT_STORAGE_KEY)!)).toEqual({
      version: 1,
      analytics: true,
      marketing: false,
      madeAt: '2026-01-15T09:00:00.000Z',
      askAgainAt: '2026-07-15T09:00:00.000Z',
    });
  });

  it('finds no choice in one kept without its date (before choices expired): the visitor is asked again', () => {
    const storage = new MapStorage();
    storage.setItem(CONSENT_STORAGE_KEY, '{"version":1,"analytics":true,"marketing":true}');
    expect(new LocalStorageConsentStore(() => storage).load()).toBeUndefined();
  });

  it('finds no choice in a damaged value', () => {
    const storage = new MapStorage();
    storage.setItem(CONSENT_STORAGE_KEY, 'yes please');
    expect(new LocalStorageConsentStore(() => storage).load()).toBeUndefined();
  });

  it('neither fails nor finds a choice when the browser blocks storage', () => {
    const blocked = new LocalStorageConsentStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(blocked.load()).toBeUndefined();
    expect(() => blocked.save(KEPT)).not.toThrow();
  });
});

describe('the analytics test mode (docs/decisions/042-analytics-test-mode.md)', () => {
  it('is on only when the flag says "on"', () => {
    const storage = new MapStorage();
    expect(analyticsTestMode(() => storage)).toBe(false);
    storage.setItem(ANALYTICS_TEST_FLAG, 'yes');
    expect(analyticsTestMode(() => storage)).toBe(false);
    storage.setItem(ANALYTICS_TEST_FLAG, 'on');
    expect(analyticsTestMode(() => storage)).toBe(true);
    expect(analyticsTestMode(() => { throw new Error('blocked'); })).toBe(false);
  });

  it('publishes a fresh copy of the recorded events on every read', () => {
    const memory = new InMemoryAnalyticsSink();
    const page: Record<string, unknown> = {};
    publishTestEvents(page, () => memory.events);
    memory.send({ name: 'page_view', params: { page_path: '/' } });
    expect(page[ANALYTICS_TEST_EVENTS]).toEqual([{ name: 'page_view', params: { page_path: '/' } }]);
    (page[ANALYTICS_TEST_EVENTS] as AnalyticsEvent[]).length = 0;
    expect(page[ANALYTICS_TEST_EVENTS]).toHaveLength(1);
    expect(Object.keys(page)).toEqual([]);
  });
});

describe('the script loader', () => {
  it('adds an async script element with the address to the head', () => {
    const appended: unknown[] = [];
    const document = { createElement: () => ({ src: '', async: false }), head: { appendChild: (node: unknown) => appended.push(node) } };
    scriptLoader(document)('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    expect(appended).toEqual([{ src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST1234', async: true }]);
  });

  it('loads no tag inside a prerendered page until the visitor opens it (docs/decisions/080-instant-navigation.md)', () => {
    const appended: unknown[] = [];
    const listeners: (() => void)[] = [];
    const document = {
      prerendering: true,
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (node: unknown) => appended.push(node) },
      addEventListener: (_type: 'prerenderingchange', listener: () => void) => listeners.push(listener),
    };
    const load = scriptLoader(document);
    load('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    load('https://connect.facebook.net/en_US/fbevents.js');
    expect(appended).toEqual([]);
    document.prerendering = false;
    listeners.forEach((listener) => listener());
    expect(appended).toEqual([
      { src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST1234', async: true },
      { src: 'https://connect.facebook.net/en_US/fbevents.js', async: true },
    ]);
  });
});
