import type { Clock } from '../kernel/clock.js';
import type { AnalyticsSink } from './analytics-sink.js';
import { scrollPercent, type ScrollPosition } from './scroll-depth.js';

/** docs/product.md §9: scroll depth milestones, each reported once per page. */
export const SCROLL_MILESTONES = [25, 50, 75, 100] as const;

/**
 * Background tracking of one page at a time (docs/product.md §7, §9; docs/decisions/043-scroll-depth-and-time-on-page.md):
 * - scroll milestones once per page; a page that fits the window reports none;
 * - time on page, one report per moment: hiding the tab reports the visible time since the page started or
 *   since the tab was last shown, and pauses the count; showing the tab resumes it; leaving reports what is
 *   left (nothing after a hide, so closing a tab, which hides it and then leaves, counts once);
 * - a route change leaves the page: it reports the visible time left, then everything starts afresh.
 */
export class PageEngagement {
  private path: string | undefined;
  /** When the current visible stretch began; undefined while the tab is hidden or the page was left. */
  private visibleSince: number | undefined;
  private readonly reached = new Set<number>();

  constructor(
    private readonly sink: AnalyticsSink,
    private readonly clock: Clock,
  ) {}

  routeChanged(path: string): void {
    this.reportVisibleTime();
    this.path = path;
    this.visibleSince = this.now();
    this.reached.clear();
  }

  /** The window moved (a scroll event). */
  scrolled(position: ScrollPosition): void {
    const path = this.path;
    const percent = scrollPercent(position);
    if (path === undefined || percent === undefined) return;
    for (const milestone of SCROLL_MILESTONES) {
      if (percent < milestone || this.reached.has(milestone)) continue;
      this.reached.add(milestone);
      this.sink.send({
        name: 'scroll_depth',
        params: { event_category: 'engagement', event_label: `${milestone}%`, value: milestone, page_path: path },
      });
    }
  }

  /** The tab was hidden (visibilitychange to hidden): report the visible time, and pause. */
  hidden(): void {
    this.reportVisibleTime();
  }

  /** The tab is shown again (visibilitychange to visible): the count resumes. */
  visible(): void {
    if (this.path !== undefined && this.visibleSince === undefined) this.visibleSince = this.now();
  }

  /** The visitor leaves the site (pagehide): report what is left since the last report. */
  left(): void {
    this.reportVisibleTime();
  }

  /** Tracking stops (consent withdrawn): nothing more is reported, not even the time so far. */
  stop(): void {
    this.path = undefined;
    this.visibleSince = undefined;
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private reportVisibleTime(): void {
    const { path, visibleSince } = this;
    if (path === undefined || visibleSince === undefined) return;
    this.visibleSince = undefined;
    const ms = Math.max(0, this.now() - visibleSince);
    this.sink.send({
      name: 'user_engagement',
      params: { event_category: 'engagement', event_label: 'time_on_page', value: Math.round(ms / 1000), engagement_time_msec: ms, page_path: path },
    });
  }
}
