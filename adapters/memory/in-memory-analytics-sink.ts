import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import type { AnalyticsSink } from '../../domain/analytics/analytics-sink.js';

/** An AnalyticsSink that records what it is sent, so a test can assert the exact event list (docs/architecture.md §5). */
export class InMemoryAnalyticsSink implements AnalyticsSink {
  private readonly recorded: AnalyticsEvent[] = [];

  send(event: AnalyticsEvent): void {
    this.recorded.push({ name: event.name, params: { ...event.params } });
  }

  /** Every event so far, oldest first (a copy). */
  get events(): AnalyticsEvent[] {
    return this.recorded.map((event) => ({ name: event.name, params: { ...event.params } }));
  }

  named(name: string): AnalyticsEvent[] {
    return this.events.filter((event) => event.name === name);
  }

  clear(): void {
    this.recorded.length = 0;
  }
}
