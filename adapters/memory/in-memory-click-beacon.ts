import type { ClickBeacon } from '../../domain/clicks/click-beacon.js';
import type { ClickReport } from '../../domain/clicks/click-report.js';

/** Beacons kept in a list, for tests. */
export class InMemoryClickBeacon implements ClickBeacon {
  readonly sent: ClickReport[] = [];

  constructor(readonly available = true) {}

  send(report: ClickReport): void {
    if (this.available) this.sent.push(report);
  }
}
