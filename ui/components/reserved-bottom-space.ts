/** The CSS variable the page reserves at its end and keeps focused controls clear of (ui/styles/theme.css.ts). */
export const BOTTOM_SPACE_VARIABLE = '--consent-banner-space';

/**
 * While a fixed bar covers the bottom of the window (the consent banner), the page reserves its height at its end
 * and as scroll padding, so nothing, and no focused control, stays hidden under it (WCAG 2.2 "Focus Not Obscured",
 * issue 23 point 1). Follows the bar's height as it wraps; a bar hidden or taken out of the page reserves nothing.
 * Returns the function that stops and gives the space back.
 */
export function reserveBottomSpace(bar: HTMLElement): () => void {
  const root = bar.ownerDocument.documentElement;
  const reserve = () => root.style.setProperty(BOTTOM_SPACE_VARIABLE, `${bar.isConnected ? Math.ceil(bar.getBoundingClientRect().height) : 0}px`);
  reserve();
  const observer = new ResizeObserver(reserve);
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.style.setProperty(BOTTOM_SPACE_VARIABLE, '0px');
  };
}
