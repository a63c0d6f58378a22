import type { AnalyticsEvent } from '../analytics/analytics-event.js';
import type { AnalyticsSink } from '../analytics/analytics-sink.js';
import type { ConsentPurpose } from './consent-choice.js';

/**
 * docs/decisions/040-consent-before-tracking.md: the gate in front of a tag. An event reaches the tag only while the
 * visitor allows the tag's purpose; otherwise it is dropped, never queued for later.
 */
export class ConsentGatedSink implements AnalyticsSink {
  constructor(
    private readonly consent: { allows(purpose: ConsentPurpose): boolean },
    private readonly purpose: ConsentPurpose,
    private readonly tag: AnalyticsSink,
  ) {}

  send(event: AnalyticsEvent): void {
    if (this.consent.allows(this.purpose)) this.tag.send(event);
  }
}
