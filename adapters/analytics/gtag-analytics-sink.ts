import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import type { AnalyticsSink } from '../../domain/analytics/analytics-sink.js';
import { gtagScriptUrl } from '../../domain/analytics/tags.js';
import type { ConsentChoice, ConsentListener } from '../../domain/consent/consent-choice.js';
import { CONSENT_MODE_DEFAULT, consentModeFor } from '../../domain/consent/consent-mode.js';

/** The page globals gtag.js works with: its command queue and the function that feeds it. */
export interface GtagGlobals {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  /** Google's opt-out switch per measurement id: while true, gtag.js sends nothing for that id. */
  [optOut: `ga-disable-${string}`]: boolean | undefined;
}

/**
 * Google Analytics 4 through gtag.js (docs/decisions/041-analytics-sinks-and-tags.md). On creation it only sets
 * Google Consent Mode v2 to denied in the page's data layer: nothing is loaded and nothing leaves the page. The
 * first choice that allows analytics loads gtag.js for the measurement id (configured without its automatic
 * page view: the portal reports its own on every route change); every choice updates Consent Mode. Each event
 * becomes `gtag('event', name, params)`, GA4's own format; events are dropped while analytics is not allowed.
 * Withdrawing analytics once gtag.js runs stops it at once, without a reload (docs/decisions/082): Consent Mode is
 * updated to denied and Google's `window['ga-disable-<id>']` switch is set, so gtag.js sends nothing more for the id
 * (Consent Mode alone would still send its cookieless pings); allowing analytics again turns the switch back.
 */
export class GtagAnalyticsSink implements AnalyticsSink, ConsentListener {
  private loaded = false;
  private allowed = false;

  constructor(
    private readonly measurementId: string,
    private readonly globals: GtagGlobals,
    private readonly loadScript: (src: string) => void,
  ) {
    const dataLayer = (globals.dataLayer ??= []);
    globals.gtag ??= function gtag() {
      // Google's snippet: gtag.js reads Arguments objects, not arrays, from the data layer.
      dataLayer.push(arguments);
    };
    this.command('consent', 'default', { ...CONSENT_MODE_DEFAULT });
  }

  consentChanged(choice: ConsentChoice): void {
    this.allowed = choice.analytics;
    this.command('consent', 'update', consentModeFor(choice));
    if (choice.analytics || this.loaded) this.globals[`ga-disable-${this.measurementId}`] = !choice.analytics;
    if (!choice.analytics || this.loaded) return;
    this.loaded = true;
    this.command('js', new Date());
    this.command('config', this.measurementId, { send_page_view: false });
    this.loadScript(gtagScriptUrl(this.measurementId));
  }

  send(event: AnalyticsEvent): void {
    if (this.allowed) this.command('event', event.name, { ...event.params });
  }

  private command(...args: unknown[]): void {
    this.globals.gtag?.(...args);
  }
}
