import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import type { AnalyticsSink } from '../../domain/analytics/analytics-sink.js';

/** Development (`npm run dev`): each event is written to the browser console, so a developer sees what would be sent. */
export class ConsoleAnalyticsSink implements AnalyticsSink {
  constructor(private readonly log: (message: string, params: Record<string, unknown>) => void = (message, params) => console.info(message, params)) {}

  send(event: AnalyticsEvent): void {
    this.log(`[analytics] ${event.name}`, { ...event.params });
  }
}
