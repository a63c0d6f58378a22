import { describe, expect, it } from 'vitest';
import { InMemoryCatalogueStore } from '../../adapters/memory/in-memory-catalogue-store.js';
import { RecordsOnlyPublishing } from '../../adapters/memory/records-only-publishing.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import type { Publication } from '../../domain/catalogue/catalogue-publisher.js';
import type { CatalogueRecordKey } from '../../domain/catalogue/catalogue-store.js';
import { CataloguePublisherInWorker, type PublishingThread } from './catalogue-publisher-in-worker.js';

const AT = new Date('2026-11-28T15:00:00.000Z');

/** A publishing thread answering `answer`, and what it was asked. */
function aThread(answer: Publication) {
  const asked: { keys: readonly CatalogueRecordKey[] | undefined; at: string }[] = [];
  const thread: PublishingThread = {
    publish: async (keys, at) => {
      asked.push({ keys, at: at.toISOString() });
      return answer;
    },
    close: async () => undefined,
  };
  return { thread, asked };
}

function publisherWith(answer: Publication) {
  const { thread, asked } = aThread(answer);
  const refreshed: string[] = [];
  const publisher = new CataloguePublisherInWorker(new InMemoryCatalogueStore(new ManualClock(AT)), new RecordsOnlyPublishing(async () => []), thread, new ManualClock(AT), async () => {
    refreshed.push('refreshed');
  });
  return { publisher, asked, refreshed };
}

const TOUR = { collection: 'tours', id: 'arenal-hike' };

describe("the catalogue's publisher whose publishes run in the publishing worker (docs/decisions/143)", () => {
  it("hands over the records named and the time by the server's clock, and gives the worker's publication", async () => {
    const published: Publication = { outcome: 'published', pages: ['/tours'], records: [{ ...TOUR, version: 2, withdrawn: false }] };
    const { publisher, asked } = publisherWith(published);
    expect(await publisher.publish([TOUR])).toEqual(published);
    expect(await publisher.publish()).toEqual(published);
    expect(asked).toEqual([
      { keys: [TOUR], at: AT.toISOString() },
      { keys: undefined, at: AT.toISOString() },
    ]);
  });

  it('has this server serve a publication before it answers', async () => {
    const { publisher, refreshed } = publisherWith({ outcome: 'published', pages: [], records: [{ ...TOUR, version: 2, withdrawn: false }] });
    await publisher.publish([TOUR]);
    expect(refreshed).toEqual(['refreshed']);
  });

  it('reads nothing again when nothing was published: a refusal, or nothing pending', async () => {
    const refused = publisherWith({ outcome: 'refused', reasons: [{ page: '/tours', audit: 'pictures', message: 'the same picture twice' }], records: [{ ...TOUR, version: 2, withdrawn: false }] });
    await refused.publisher.publish([TOUR]);
    const nothing = publisherWith({ outcome: 'published', pages: [], records: [] });
    await nothing.publisher.publish();
    expect([...refused.refreshed, ...nothing.refreshed]).toEqual([]);
  });
});
