import { CLICKS_PATH } from '../../domain/api-paths.js';
import type { ClickBeacon } from '../../domain/clicks/click-beacon.js';
import type { ClickReport } from '../../domain/clicks/click-report.js';
import { clickBeaconBody } from '../../domain/clicks/click-transport.js';

/** The part of `navigator` a beacon needs. */
export interface BeaconNavigator {
  sendBeacon?: (url: string, data?: BodyInit | null) => boolean;
}

/** Click reports through `navigator.sendBeacon`, as a form (a type a beacon sends without a preflight). */
export class SendBeaconClickBeacon implements ClickBeacon {
  constructor(private readonly navigator: BeaconNavigator | undefined) {}

  get available(): boolean {
    return typeof this.navigator?.sendBeacon === 'function';
  }

  send(report: ClickReport): void {
    if (!this.available) return;
    this.navigator!.sendBeacon!(CLICKS_PATH, new Blob([clickBeaconBody(report)], { type: 'application/x-www-form-urlencoded' }));
  }
}
