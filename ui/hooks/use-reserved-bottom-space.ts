import { useLayoutEffect, type RefObject } from 'react';
import { BOTTOM_SPACE_VARIABLE, reserveBottomSpace } from '../components/reserved-bottom-space.js';

/** The page reserves room for a fixed bar at its bottom while it is shown (../components/reserved-bottom-space.ts). */
export function useReservedBottomSpace(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!shown || !element) {
      document.documentElement.style.setProperty(BOTTOM_SPACE_VARIABLE, '0px');
      return;
    }
    return reserveBottomSpace(element);
  }, [bar, shown]);
}
