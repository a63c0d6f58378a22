import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import type { AnalyticsSink } from '../../domain/analytics/analytics-sink.js';

/**
 * Every configured sink at once (docs/decisions/041-analytics-sinks-and-tags.md): each event goes to each sink in
 * order. A sink that throws is reported and skipped, so one broken tag neither fails the page nor starves the others.
 */
export class FanOutAnalyticsSink implements AnalyticsSink {
  constructor(
    private readonly sinks: readonly AnalyticsSink[],
    private readonly report: (error: unknown) => void = (error) => console.error('An analytics sink failed:', error),
  ) {}

  send(event: AnalyticsEvent): void {
    for (const sink of this.sinks) {
      try {
        sink.send(event);
      } catch (error) {
        this.report(error);
      }
    }
  }
}
