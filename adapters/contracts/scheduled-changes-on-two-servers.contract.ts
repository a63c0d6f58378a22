import { describe, expect, it } from 'vitest';
import { catalogueRecordsOf } from '../../domain/catalogue/catalogue-document.js';
import { CatalogueEditor } from '../../domain/catalogue/catalogue-editor.js';
import { CataloguePublisher } from '../../domain/catalogue/catalogue-publisher.js';
import { CatalogueSchedule } from '../../domain/catalogue/catalogue-schedule.js';
import type { CatalogueStore } from '../../domain/catalogue/catalogue-store.js';
import { ScheduledChangeRunner } from '../../domain/catalogue/scheduled-change-runner.js';
import type { ScheduledChangeStore } from '../../domain/catalogue/scheduled-change-store.js';
import type { Clock } from '../../domain/kernel/clock.js';
import { aCatalogueDocument } from '../../test-support/catalogue-documents.js';
import { InMemoryCataloguePublishing } from '../memory/in-memory-catalogue-publishing.js';
import { InMemoryScheduler } from '../memory/in-memory-scheduler.js';
import { ManualClock } from '../memory/manual-clock.js';

/** What one server holds of the shared database: its catalogue store and its scheduled changes. */
export interface ServerStores {
  readonly catalogue: CatalogueStore;
  readonly changes: ScheduledChangeStore;
}

const RECORDS = [
  ['tours', 'arenal-volcano-hike', { price: 59 }],
  ['tours', 'mistico-hanging-bridges', { price: 60 }],
  ['destinations', 'arenal', { description: { en: 'Volcano country, hot springs.' } }],
  ['destinations', 'tortuguero', { description: { en: 'Canals and turtles.' } }],
  ['hotels', 'nayara-springs', { reviewCount: 2200 }],
  ['products', 'salsa-lizano', { price: 9.5 }],
] as const;

/**
 * Two servers, each with its own connection to one database, running their scheduled-change runners at the same
 * moment over the same due changes (docs/decisions/104): each change is made and published exactly once. `servers`
 * gives the two servers' stores over one empty database, timed by `clock`.
 */
export function scheduledChangesOnTwoServersContract(name: string, servers: (clock: Clock) => Promise<readonly [ServerStores, ServerStores]>): void {
  describe(`${name}: two servers make each scheduled change once`, () => {
    it('makes and publishes each of six due changes once, whichever server claims it', async () => {
      const clock = new ManualClock(new Date('2026-12-01T13:00:00Z'));
      const [first, second] = await servers(clock);
      await first.catalogue.replaceAll(catalogueRecordsOf(aCatalogueDocument()));
      // One public site: the publication both servers publish to.
      const publishing = new InMemoryCataloguePublishing();
      const editor = new CatalogueEditor(first.catalogue, publishing);
      await new CataloguePublisher(first.catalogue, publishing).publish();
      const schedule = new CatalogueSchedule(editor, first.changes, clock);
      for (const [collection, id, fields] of RECORDS) {
        const { data, version } = await editor.read({ collection, id });
        await schedule.schedule({ collection, id }, { kind: 'update', data: { ...(data as object), ...fields }, version, at: '2026-12-01T08:00' });
      }
      clock.advance(60 * 60_000);
      const runnerOf = (stores: ServerStores, claimant: string) =>
        new ScheduledChangeRunner(stores.changes, stores.catalogue, new CatalogueEditor(stores.catalogue, publishing), new CataloguePublisher(stores.catalogue, publishing), clock, new InMemoryScheduler(), claimant, (error) => {
          throw error;
        });
      const ended = (await Promise.all([runnerOf(first, 'server-a').runDue(), runnerOf(second, 'server-b').runDue()])).flat();
      expect(ended.map((change) => change.id).sort((a, b) => a - b)).toEqual((await first.changes.list()).map((change) => change.id));
      expect((await second.changes.list()).map((change) => change.state)).toEqual(RECORDS.map(() => 'done'));
      expect(publishing.publications).toHaveLength(1 + RECORDS.length);
      for (const [collection, id] of RECORDS) expect((await second.catalogue.revisions(collection, id)).map((revision) => revision.version)).toEqual([1, 2]);
    });
  });
}
