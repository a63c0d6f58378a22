import type { ClickReport } from './click-report.js';

/**
 * The browser's way to report a click where links send no ping (docs/decisions/067): `navigator.sendBeacon`, which
 * the browser finishes after the page is gone and never makes the visit wait. Memory in tests.
 */
export interface ClickBeacon {
  /** Whether this browser can send beacons at all. */
  readonly available: boolean;
  send(report: ClickReport): void;
}
