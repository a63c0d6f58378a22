import { CLICKS_PATH } from '../api-paths.js';
import { clickReportFields, type ClickReport } from './click-report.js';

/**
 * How the browser reports a click (docs/decisions/067): the link's own `ping` attribute where the browser sends pings
 * (the link stays a plain link to the partner, and the browser posts the ping without delaying the visit), or one
 * `navigator.sendBeacon` from the click where it does not. Never both for one click.
 */
export type ClickTransport = 'ping' | 'beacon' | 'none';

export interface ClickTransportSupport {
  /** Whether anchors have the `ping` attribute at all. */
  readonly anchorPing: boolean;
  readonly userAgent: string;
  readonly sendBeacon: boolean;
}

/** Firefox knows the attribute but sends no ping unless its user turned `browser.send_pings` on, which nobody does. */
const PINGS_OFF_BY_DEFAULT = /\bFirefox\//;

export function clickTransportFor(support: ClickTransportSupport): ClickTransport {
  if (support.anchorPing && !PINGS_OFF_BY_DEFAULT.test(support.userAgent)) return 'ping';
  return support.sendBeacon ? 'beacon' : 'none';
}

/** The address a link's `ping` names: the report in its query, since a ping's body is always "PING". */
export function clickPingUrl(report: ClickReport): string {
  return `${CLICKS_PATH}?${new URLSearchParams(clickReportFields(report)).toString()}`;
}

/** A beacon's body: the same fields as a form (a content type a beacon may send without asking the server first). */
export function clickBeaconBody(report: ClickReport): string {
  return new URLSearchParams(clickReportFields(report)).toString();
}
