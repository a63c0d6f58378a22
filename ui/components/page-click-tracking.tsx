import { useEffect } from 'react';
import { clickTransportFor } from '../../domain/clicks/click-transport.js';
import { AnalyticsSinkToken, ClickBeaconToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import { followPageClicks } from './page-clicks.js';

/**
 * The page's one click listener (./page-clicks.ts) with the page's ports: tracked clicks and partner-link counts for
 * the whole page, cards and links included, which ship no code of their own for it (docs/decisions/083). Renders
 * nothing; before it runs (the prerender, a page still loading) nothing is counted.
 */
export function PageClickTracking() {
  const sink = useService(AnalyticsSinkToken);
  const beacon = useService(ClickBeaconToken);
  useEffect(() => {
    const transport = clickTransportFor({ anchorPing: 'ping' in HTMLAnchorElement.prototype, userAgent: navigator.userAgent, sendBeacon: beacon.available });
    return followPageClicks(document, () => ({ pathname: window.location.pathname, origin: window.location.origin }), { sink, beacon, transport });
  }, [sink, beacon]);
  return null;
}
