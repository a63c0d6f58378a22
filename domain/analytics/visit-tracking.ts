import type { Clock } from '../kernel/clock.js';
import type { AnalyticsSink } from './analytics-sink.js';
import { campaignAttribution, domainTraffic, pageView, type ViewedPage } from './events.js';
import { PageEngagement } from './page-engagement.js';
import type { ScrollPosition } from './scroll-depth.js';
import { landingOfVisit, type VisitMemory } from './visit-memory.js';
import { utmFrom } from './utm.js';

/**
 * The background tracking of one page load of a visit: page views on route changes, scroll depth and time on page
 * (PageEngagement), and the visit's domain and campaign, read once per visit from the address the visitor landed on
 * (docs/product.md §7), which the visit's memory keeps across its page loads (./visit-memory.ts).
 *
 * Consent first (docs/decisions/040-consent-before-tracking.md): until the visitor allows tracking, nothing is
 * measured and nothing is sent, and what happened is not kept for later. When consent is given, tracking starts
 * as if the visitor had just arrived on the page being viewed: its page view, then the visit's domain and
 * campaign (once per visit), with time and scrolling counted from that moment. Withdrawing consent stops it.
 *
 * A page the browser prerendered because the visitor showed intent (docs/decisions/080-instant-navigation.md) is
 * not a visit until the visitor opens it: it counts nothing before `activated()`, then starts as above.
 */
export class VisitTracking {
  private readonly engagement: PageEngagement;
  private page: ViewedPage | undefined;
  private tracking = false;
  private readonly memory: VisitMemory;
  private readonly landing: string;
  private shown: boolean;

  constructor(
    private readonly sink: AnalyticsSink,
    clock: Clock,
    /** The full address of this page load (window.location.href at start): the visit's landing address, unless an earlier page load of the visit remembered one. */
    address: string,
    /**
     * `memory`: what the visit remembers across its page loads (./visit-memory.ts; the in-memory adapter when one object
     * is the whole visit). `prerendered`: the page is being prerendered (document.prerendering) and no one sees it yet.
     */
    options: { readonly memory: VisitMemory; readonly prerendered?: boolean },
  ) {
    this.engagement = new PageEngagement(sink, clock);
    this.shown = options.prerendered !== true;
    this.memory = options.memory;
    this.landing = landingOfVisit(this.memory, address);
  }

  /** The visitor opened the prerendered page (the browser's `prerenderingchange`). */
  activated(): void {
    if (this.shown) return;
    this.shown = true;
    if (this.tracking && this.page) this.start(this.page);
  }

  /** Whether the visitor's choice allows tracking for at least one purpose. */
  consentChanged(allowed: boolean): void {
    if (allowed === this.tracking) return;
    this.tracking = allowed;
    if (!allowed) this.engagement.stop();
    else if (this.page && this.shown) this.start(this.page);
  }

  routeChanged(page: ViewedPage): void {
    if (page.path === this.page?.path) return;
    this.page = page;
    if (this.tracking && this.shown) this.start(page);
  }

  // Before consent and after it is withdrawn the page's engagement is not started, so these report nothing.
  scrolled(position: ScrollPosition): void {
    this.engagement.scrolled(position);
  }

  hidden(): void {
    this.engagement.hidden();
  }

  visible(): void {
    this.engagement.visible();
  }

  left(): void {
    this.engagement.left();
  }

  private start(page: ViewedPage): void {
    this.engagement.routeChanged(page.path);
    this.sink.send(pageView(page));
    if (this.memory.reported()) return;
    this.memory.markReported();
    const landing = new URL(this.landing);
    this.sink.send(domainTraffic(landing.hostname, landing.pathname));
    const campaign = campaignAttribution(utmFrom(this.landing));
    if (campaign) this.sink.send(campaign);
  }
}
