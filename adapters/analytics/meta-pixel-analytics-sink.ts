import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import type { AnalyticsSink } from '../../domain/analytics/analytics-sink.js';
import { META_PIXEL_SCRIPT_URL } from '../../domain/analytics/tags.js';
import type { ConsentChoice, ConsentListener } from '../../domain/consent/consent-choice.js';

/** The pixel's function as its own snippet defines it: calls are queued until fbevents.js takes over. */
export interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

export interface MetaPixelGlobals {
  fbq?: Fbq;
  _fbq?: Fbq;
}

/**
 * The Meta pixel (docs/decisions/041-analytics-sinks-and-tags.md). Nothing exists in the page until the first choice
 * that allows marketing: then the pixel's queue function is installed (as Meta's snippet does, without an inline
 * script), consent is granted, the pixel initialised and fbevents.js loaded. A later choice without marketing
 * revokes the pixel's consent. Each event becomes `fbq('trackCustom', name, params)`; events are dropped while
 * marketing is not allowed.
 */
export class MetaPixelAnalyticsSink implements AnalyticsSink, ConsentListener {
  private fbq: Fbq | undefined;
  private allowed = false;

  constructor(
    private readonly pixelId: string,
    private readonly globals: MetaPixelGlobals,
    private readonly loadScript: (src: string) => void,
  ) {}

  consentChanged(choice: ConsentChoice): void {
    this.allowed = choice.marketing;
    if (this.fbq) {
      this.fbq('consent', choice.marketing ? 'grant' : 'revoke');
      return;
    }
    if (!choice.marketing) return;
    this.fbq = this.install();
    this.fbq('consent', 'grant');
    this.fbq('init', this.pixelId);
    this.loadScript(META_PIXEL_SCRIPT_URL);
  }

  send(event: AnalyticsEvent): void {
    if (this.allowed) this.fbq?.('trackCustom', event.name, { ...event.params });
  }

  /** Meta's base code, as a function: the queue fbevents.js drains when it arrives. */
  private install(): Fbq {
    if (this.globals.fbq) return this.globals.fbq;
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    this.globals.fbq = fbq;
    this.globals._fbq ??= fbq;
    return fbq;
  }
}
