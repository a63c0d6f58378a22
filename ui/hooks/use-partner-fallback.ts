import { useEffect, useState } from 'react';
import { PARTNER_CONTENT_WAIT_MS } from '../../domain/affiliate/partner-widget-fallback.js';

/**
 * Issue 18.6: whether a partner's box (the marketplace's widget, the retailer's ad frame) shows its fallback: once
 * PARTNER_CONTENT_WAIT_MS have passed without the partner's content, until that content arrives after all. The
 * prerendered page and the first seconds show the partner's box as it is, so a visitor whose partner loads never
 * sees the fallback flash.
 */
export function usePartnerFallback(loaded: boolean): boolean {
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaitedLongEnough(true), PARTNER_CONTENT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return waitedLongEnough && !loaded;
}
