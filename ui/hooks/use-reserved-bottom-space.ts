import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable the page reserves at its end and keeps focused controls clear of (ui/styles/theme.css.ts). */
export const BOTTOM_SPACE_VARIABLE = '--consent-banner-space';

/**
 * While a fixed bar covers the bottom of the window (the consent banner), the page reserves its height at its end
 * and as scroll padding, so nothing, and no focused control, stays hidden under it (WCAG 2.2 "Focus Not Obscured",
 * issue 23 point 1). Follows the bar's height as it wraps; gives the space back when the bar goes.
 */
export function useReservedBottomSpace(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = bar.current;
    if (!shown || !element) {
      root.style.setProperty(BOTTOM_SPACE_VARIABLE, '0px');
      return;
    }
    const reserve = () => root.style.setProperty(BOTTOM_SPACE_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.setProperty(BOTTOM_SPACE_VARIABLE, '0px');
    };
  }, [bar, shown]);
}
