import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import type { KeyValueStorage } from './local-storage-consent-store.js';

/**
 * The test flag of docs/decisions/042-analytics-test-mode.md: a browser whose localStorage holds this key with the
 * value 'on' also records its events (behind the analytics consent gate), readable on `window.__analyticsEvents`:
 * the events of the tab's earlier page loads, then this page's. Without the flag nothing of this exists; with it, nothing leaves the page.
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

/** The sessionStorage key of the tab's recorded events. */
export const ANALYTICS_TEST_TAB_EVENTS = 'crg:analytics-test-events';

/**
 * The events the test mode recorded in this tab before this page load, and a sink that adds this page's: moving
 * between static pages loads a page (docs/decisions/083), and QA reads a visit as the analytics would receive it, not
 * one page of it. Written on every event, so a click that leaves the page keeps its report.
 */
export function tabTestEvents(tab: () => KeyValueStorage): { readonly events: () => AnalyticsEvent[]; readonly record: (event: AnalyticsEvent) => void } {
  let pageEvents: AnalyticsEvent[] = [];
  let before: AnalyticsEvent[] = [];
  try {
    const stored = JSON.parse(tab().getItem(ANALYTICS_TEST_TAB_EVENTS) ?? '[]') as unknown;
    if (Array.isArray(stored)) before = stored as AnalyticsEvent[];
  } catch {
    // No storage, or a damaged value: the tab's record starts with this page.
  }
  return {
    events: () => [...before, ...pageEvents],
    record: (event) => {
      pageEvents = [...pageEvents, event];
      try {
        tab().setItem(ANALYTICS_TEST_TAB_EVENTS, JSON.stringify([...before, ...pageEvents]));
      } catch {
        // Storage blocked: this page's events stay readable on the page.
      }
    },
  };
}

/** Publishes the recorded events on the page as a read-only property (a fresh copy on every read). */
export function publishTestEvents(globals: object, events: () => AnalyticsEvent[]): void {
  Object.defineProperty(globals, ANALYTICS_TEST_EVENTS, { get: events, configurable: true, enumerable: false });
}
