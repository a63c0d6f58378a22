import type { AnalyticsEvent } from './analytics-event.js';

/**
 * Where tracking events go (docs/architecture.md §5): the analytics tag, the social pixel, the console in
 * development, memory in tests. Sending never fails the page, so it returns nothing.
 */
export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}
