/** Where the window is on the page, in CSS pixels: what the browser tells on a scroll. */
export interface ScrollPosition {
  /** How far the top of the window is from the top of the page (window.scrollY). */
  readonly top: number;
  /** The window's height (window.innerHeight). */
  readonly viewportHeight: number;
  /** The page's full height (document.documentElement.scrollHeight). */
  readonly documentHeight: number;
}

/** Browsers round the scroll position, so the bottom can be a pixel short of the scrollable height. */
const BOTTOM_TOLERANCE_PX = 1;

/**
 * docs/product.md §9 scroll depth: how far down the page the visitor has scrolled, 0–100, as the share of the
 * scrollable height (page height minus window height) above the top of the window. A page that fits the window
 * has nothing to scroll, so it has no depth at all (undefined), never 0/0
 * (docs/decisions/043-scroll-depth-and-time-on-page.md).
 */
export function scrollPercent(position: ScrollPosition): number | undefined {
  const scrollable = position.documentHeight - position.viewportHeight;
  if (!(scrollable > 0) || Number.isNaN(position.top)) return undefined;
  if (position.top > 0 && scrollable - position.top <= BOTTOM_TOLERANCE_PX) return 100;
  return Math.min(100, Math.max(0, (position.top / scrollable) * 100));
}
