import { clickBeaconContract } from '../contracts/click-beacon.contract.js';
import { InMemoryClickBeacon } from '../memory/in-memory-click-beacon.js';
import { SendBeaconClickBeacon } from './send-beacon-click-beacon.js';
import { readClickReport } from '../../domain/clicks/click-report.js';
import { LinkCatalogue } from '../../domain/clicks/link-catalogue.js';
import type { ClickReport } from '../../domain/clicks/click-report.js';
import { aClickReport } from '../../test-support/click-reports.js';

const catalogue = new LinkCatalogue([{ id: 'tour:arenal-1', partner: 'marketplace', label: 'Hike' }], ['/destinations/arenal'], [aClickReport(), aClickReport({ position: 2 })]);

clickBeaconContract('SendBeaconClickBeacon', (available) => {
  const bodies: Promise<ClickReport>[] = [];
  const navigator = available
    ? {
        sendBeacon: (url: string, data?: BodyInit | null) => {
          if (url !== '/api/clicks' || !(data instanceof Blob) || data.type !== 'application/x-www-form-urlencoded') throw new Error(`unexpected beacon to ${url}`);
          bodies.push(data.text().then((text) => readClickReport(Object.fromEntries(new URLSearchParams(text)) as never, catalogue)));
          return true;
        },
      }
    : {};
  return { beacon: new SendBeaconClickBeacon(navigator), sent: () => Promise.all(bodies) };
});

clickBeaconContract('InMemoryClickBeacon', (available) => {
  const beacon = new InMemoryClickBeacon(available);
  return { beacon, sent: () => beacon.sent };
});
