import { describe, expect, it } from 'vitest';
import type { ClickBeacon } from '../../domain/clicks/click-beacon.js';
import type { ClickReport } from '../../domain/clicks/click-report.js';
import { aClickReport } from '../../test-support/click-reports.js';

const REPORT = aClickReport();

/** Every ClickBeacon: sends each report once where beacons exist; sends nothing, and does not fail, where they do not. */
export function clickBeaconContract(name: string, make: (available: boolean) => { beacon: ClickBeacon; sent: () => readonly ClickReport[] | Promise<readonly ClickReport[]> }): void {
  describe(`${name} honours the ClickBeacon contract`, () => {
    it('sends each report once', async () => {
      const { beacon, sent } = make(true);
      expect(beacon.available).toBe(true);
      beacon.send(REPORT);
      beacon.send({ ...REPORT, position: 2 });
      expect(await sent()).toEqual([REPORT, { ...REPORT, position: 2 }]);
    });

    it('sends nothing where the browser has no beacons', async () => {
      const { beacon, sent } = make(false);
      expect(beacon.available).toBe(false);
      expect(() => beacon.send(REPORT)).not.toThrow();
      expect(await sent()).toEqual([]);
    });
  });
}
