import type { Clock } from '../shared/clock.js';
import type { AnalyticsSink } from './analytics-sink.js';

/** docs/product.md §9: scroll depth milestones, each reported once per page. */
export const SCROLL_MILESTONES = [25, 50, 75, 100] as const;

/**
 * Background tracking of one page at a time (docs/product.md §7, §9): scroll milestones once per page, time on
 * page when the page is left or the tab hidden, and everything reset on each route change. A route
 * change leaves the previous page, so it reports that page's time before starting afresh.
 */
export class PageEngagement {
  private path: string | undefined;
  private startedAt = 0;
  private readonly reached = new Set<number>();

  constructor(
    private readonly sink: AnalyticsSink,
    private readonly clock: Clock,
  ) {}

  routeChanged(path: string): void {
    this.reportTimeOnPage();
    this.path = path;
    this.startedAt = this.clock.now().getTime();
    this.reached.clear();
  }

  /** `percent` is how far down the page the visitor has scrolled, 0–100. */
  scrolled(percent: number): void {
    const path = this.path;
    if (path === undefined) return;
    for (const milestone of SCROLL_MILESTONES) {
      if (percent < milestone || this.reached.has(milestone)) continue;
      this.reached.add(milestone);
      this.sink.send({
        name: 'scroll_depth',
        params: { event_category: 'engagement', event_label: `${milestone}%`, value: milestone, page_path: path },
      });
    }
  }

  /** The tab was hidden (visibilitychange). */
  hidden(): void {
    this.reportTimeOnPage();
  }

  /** The visitor leaves the site (pagehide). */
  left(): void {
    this.reportTimeOnPage();
  }

  private reportTimeOnPage(): void {
    if (this.path === undefined) return;
    const ms = Math.max(0, this.clock.now().getTime() - this.startedAt);
    this.sink.send({
      name: 'user_engagement',
      params: { event_category: 'engagement', event_label: 'time_on_page', value: Math.round(ms / 1000), engagement_time_msec: ms, page_path: this.path },
    });
  }
}
