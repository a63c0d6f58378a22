import { analyticsTestMode, publishTestEvents, tabTestEvents } from '../adapters/analytics/analytics-test-mode.js';
import { ConsoleAnalyticsSink } from '../adapters/analytics/console-analytics-sink.js';
import { DocumentCookieJar, type CookieDocument } from '../adapters/analytics/document-cookie-jar.js';
import { FanOutAnalyticsSink } from '../adapters/analytics/fan-out-analytics-sink.js';
import { GtagAnalyticsSink, type GtagGlobals } from '../adapters/analytics/gtag-analytics-sink.js';
import { MetaPixelAnalyticsSink, type MetaPixelGlobals } from '../adapters/analytics/meta-pixel-analytics-sink.js';
import type { KeyValueStorage } from '../adapters/analytics/local-storage-consent-store.js';
import { scriptLoader, type ScriptDocument } from '../adapters/analytics/script-loader.js';
import type { AnalyticsSink } from '../domain/analytics/analytics-sink.js';
import type { AnalyticsTagIds } from '../domain/analytics/tags.js';
import { ConsentGatedSink } from '../domain/consent/consent-gated-sink.js';
import type { Consent } from '../domain/consent/consent.js';
import { TagCookieCleaner } from '../domain/consent/tag-cookies.js';

/** What the tags use of the browser; ./container.ts's BrowserGlobals adds what the consent itself reads. */
export interface TagBrowser {
  /** Where the tags keep their globals (dataLayer, gtag, fbq) and the test mode publishes its events: `window`. */
  readonly page: GtagGlobals & MetaPixelGlobals;
  /** window.localStorage, asked for lazily: reading it throws where the browser blocks storage. */
  readonly storage: () => KeyValueStorage;
  /** window.sessionStorage, the tab's, asked for lazily: what a visit remembers across its page loads. */
  readonly tabStorage: () => KeyValueStorage;
  readonly document: ScriptDocument;
  /** document, whose cookies a withdrawn purpose's tag leaves behind (docs/decisions/082). */
  readonly cookies: CookieDocument;
  /** location.hostname: the tags' cookies are looked for on it and on its parent domains. */
  readonly hostname: string;
}

/**
 * What follows the visitor's choice, part of the composition root (./container.ts) loaded only once there is a
 * choice (docs/decisions/083: never for a visitor who has not chosen): the tags and the cookie cleaner.
 *
 * docs/architecture.md §5, docs/decisions/040 and 041: every configured sink behind the consent gate of its purpose,
 * fanned out. A tag exists only when its id is configured, and follows the visitor's choice (Consent Mode, loading
 * its script once allowed). In development the console shows the events; in the test mode of docs/decisions/042 the
 * page keeps them in memory on window.__analyticsEvents. A purpose refused deletes the cookies its tag set
 * (docs/decisions/082).
 */
export function followConsent(consent: Consent, browser: TagBrowser, environment: { readonly tagIds: AnalyticsTagIds; readonly development: boolean }): AnalyticsSink {
  consent.follow(new TagCookieCleaner(new DocumentCookieJar(browser.cookies), browser.hostname));
  const { tagIds } = environment;
  const loadScript = scriptLoader(browser.document);
  const sinks: AnalyticsSink[] = [];
  if (tagIds.ga4MeasurementId) {
    const gtag = new GtagAnalyticsSink(tagIds.ga4MeasurementId, browser.page, loadScript);
    consent.follow(gtag);
    sinks.push(new ConsentGatedSink(consent, 'analytics', gtag));
  }
  if (tagIds.metaPixelId) {
    const pixel = new MetaPixelAnalyticsSink(tagIds.metaPixelId, browser.page, loadScript);
    consent.follow(pixel);
    sinks.push(new ConsentGatedSink(consent, 'marketing', pixel));
  }
  if (environment.development) sinks.push(new ConsentGatedSink(consent, 'analytics', new ConsoleAnalyticsSink()));
  if (analyticsTestMode(browser.storage)) {
    const recorded = tabTestEvents(browser.tabStorage);
    publishTestEvents(browser.page, recorded.events);
    sinks.push(new ConsentGatedSink(consent, 'analytics', { send: recorded.record }));
  }
  return new FanOutAnalyticsSink(sinks);
}
