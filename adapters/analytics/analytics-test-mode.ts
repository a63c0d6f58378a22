import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import type { KeyValueStorage } from './local-storage-consent-store.js';

/**
 * The test flag of docs/decisions/042-analytics-test-mode.md: a browser whose localStorage holds this key with the
 * value 'on' also records its events in page memory (an InMemoryAnalyticsSink behind the analytics consent gate),
 * readable on `window.__analyticsEvents`. Without the flag nothing of this exists; with it, nothing leaves the page.
 */
export const ANALYTICS_TEST_FLAG = 'crg:analytics-test';
export const ANALYTICS_TEST_FLAG_ON = 'on';
export const ANALYTICS_TEST_EVENTS = '__analyticsEvents';

/** Whether the flag is set; a browser that blocks storage has no flag. */
export function analyticsTestMode(storage: () => KeyValueStorage): boolean {
  try {
    return storage().getItem(ANALYTICS_TEST_FLAG) === ANALYTICS_TEST_FLAG_ON;
  } catch {
    return false;
  }
}

/** Publishes the recorded events on the page as a read-only property (a fresh copy on every read). */
export function publishTestEvents(globals: object, events: () => AnalyticsEvent[]): void {
  Object.defineProperty(globals, ANALYTICS_TEST_EVENTS, { get: events, configurable: true, enumerable: false });
}
