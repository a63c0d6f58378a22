import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';

/** The attribute that carries the events a click on an element reports, as JSON (./page-clicks.ts sends them). */
export const TRACK_ATTRIBUTE = 'data-track';

/**
 * The events a click on this element reports, in order, written into the page (docs/decisions/083): one listener on
 * the document sends them, so a static card or link ships no component code to be tracked. Spread on the element:
 * `<a {...trackedClick(contactClick(kind, target))}>`.
 */
export function trackedClick(...events: readonly (AnalyticsEvent | readonly AnalyticsEvent[])[]): { readonly [TRACK_ATTRIBUTE]: string } {
  return { [TRACK_ATTRIBUTE]: JSON.stringify(events.flat()) };
}
