import { useMemo } from 'react';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import { AnalyticsSinkToken } from '../../domain/tokens.js';
import { useService } from '../services.js';

export interface Tracking {
  /** Sends the events the domain builders made (domain/analytics/events.ts), in order. */
  track(...events: readonly (AnalyticsEvent | readonly AnalyticsEvent[])[]): void;
}

/**
 * How a component reports what the visitor did (docs/architecture.md §5): `track(bookingClick(tour))`. The events
 * go to the page's AnalyticsSink, behind the consent gates, so before a choice (or after Reject all) they are
 * dropped. Components never build an event themselves, and never import the container.
 */
export function useTracking(): Tracking {
  const sink = useService(AnalyticsSinkToken);
  return useMemo(
    () => ({
      track: (...events) => {
        for (const event of events.flat()) sink.send(event);
      },
    }),
    [sink],
  );
}
