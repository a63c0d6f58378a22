import { useEffect } from 'react';
import { AnalyticsSinkToken, ClickBeaconToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import { browserClickTransport, followPageClicks, windowLocation } from './page-clicks.js';

/**
 * The page's one click listener (./page-clicks.ts) inside the whole app (/admin); a static page starts it with no
 * React (../static-page.ts). Renders nothing; before it runs (the prerender, a page still loading) nothing is counted.
 */
export function PageClickTracking() {
  const sink = useService(AnalyticsSinkToken);
  const beacon = useService(ClickBeaconToken);
  useEffect(() => followPageClicks(document, windowLocation, { sink, beacon, transport: browserClickTransport(beacon) }), [sink, beacon]);
  return null;
}
