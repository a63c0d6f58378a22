import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import type { AnalyticsSink } from '../../domain/analytics/analytics-sink.js';
import type { Consent } from '../../domain/consent/consent.js';

/** What the deferred sink reads of the visitor's consent. */
export type ConsentState = Pick<Consent, 'choice' | 'allowsAny' | 'subscribe'>;

/**
 * The page's analytics sink while the tags' code is not loaded (docs/decisions/083): the tags, their consent gates
 * and what follows the choice load with one dynamic import once the visitor has made a choice (at start, for a
 * choice kept from an earlier visit), never for a visitor who has not chosen. Until then an event is dropped while
 * no purpose is allowed, as the gates would drop it; one sent after a choice that allows tracking, before the code
 * arrived, waits for it and then goes through the gates, which check the consent as they always do.
 */
export class DeferredAnalyticsSink implements AnalyticsSink {
  private sink: AnalyticsSink | undefined;
  private loading: Promise<void> | undefined;
  private readonly waiting: AnalyticsEvent[] = [];

  constructor(
    private readonly consent: ConsentState,
    private readonly load: () => Promise<AnalyticsSink>,
    private readonly report: (error: unknown) => void = (error) => console.error('The analytics tags could not load:', error),
  ) {
    if (consent.choice) this.start();
    else {
      const stop = consent.subscribe(() => {
        stop();
        this.start();
      });
    }
  }

  /** Settles once the tags' code is loaded and has what was waiting; undefined before the visitor has chosen. */
  get ready(): Promise<void> | undefined {
    return this.loading;
  }

  send(event: AnalyticsEvent): void {
    if (this.sink) this.sink.send(event);
    else if (this.consent.allowsAny) this.waiting.push(event);
  }

  private start(): void {
    this.loading ??= this.load().then(
      (sink) => {
        this.sink = sink;
        for (const event of this.waiting.splice(0)) sink.send(event);
      },
      (error: unknown) => {
        this.waiting.length = 0;
        this.report(error);
      },
    );
  }
}
