import { describe, expect, it } from 'vitest';
import { InMemoryCatalogueStore } from '../../adapters/memory/in-memory-catalogue-store.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { aCatalogueDocument, aTourEntry } from '../../test-support/catalogue-records.js';
import { InvalidCatalogueDocumentError } from './catalogue-document-io.js';
import { outerShapeDocumentOf, outerShapeEntriesOf } from '../../test-support/outer-shape-catalogue.js';
import { exportCatalogue, importCatalogue, recordsPerCollection, seedIfEmpty } from './catalogue-seeding.js';
import type { CatalogueStore } from './catalogue-store.js';

const { document, entries } = aCatalogueDocument();
const fresh = () => new InMemoryCatalogueStore(new ManualClock(new Date('2026-03-01T10:00:00Z')));
const live = async (store: CatalogueStore) => (await store.list()).map(({ collection, id, data }) => ({ collection, id, data }));

/** A seed reader that counts its reads. */
function seedOf(seed: unknown) {
  const reader = { reads: 0, read: async () => (reader.reads++, seed) };
  return reader;
}

describe('records per collection', () => {
  it('counts each collection\'s records, collections in name order', () => {
    expect(recordsPerCollection([...entries].reverse())).toEqual({ destinations: 2, settings: 1, tours: 2 });
    expect(Object.keys(recordsPerCollection([...entries].reverse()))).toEqual(['destinations', 'settings', 'tours']);
    expect(Object.keys(recordsPerCollection([{ collection: 'b' }, { collection: 'a' }, { collection: 'Z' }]))).toEqual(['Z', 'a', 'b']);
    expect(recordsPerCollection([])).toEqual({});
  });
});

describe('the first seeding', () => {
  it('fills an empty store with the seed\'s records and counts them per collection', async () => {
    const store = fresh();
    const seed = seedOf(document);
    expect(await seedIfEmpty(store, seed.read, outerShapeEntriesOf)).toEqual({ outcome: 'seeded', perCollection: { destinations: 2, settings: 1, tours: 2 } });
    expect(await live(store)).toEqual(entries);
    expect((await store.list()).every((record) => record.version === 1)).toBe(true);
  });

  it('does not read the seed when the store holds records, even archived ones, and changes nothing', async () => {
    const store = fresh();
    await store.put(aTourEntry('mine-1'), 'new');
    await store.archive({ collection: 'tours', id: 'mine-1' }, 1);
    const seed = seedOf(document);
    expect(await seedIfEmpty(store, seed.read, outerShapeEntriesOf)).toEqual({ outcome: 'not-empty' });
    expect(seed.reads).toBe(0);
    expect(await store.list()).toEqual([]);
  });

  it('says so when there is no seed, and leaves the store empty', async () => {
    const store = fresh();
    expect(await seedIfEmpty(store, seedOf(undefined).read, outerShapeEntriesOf)).toEqual({ outcome: 'no-seed' });
    expect(await store.isEmpty()).toBe(true);
  });

  it('stores nothing from an invalid seed, and throws its issues', async () => {
    const store = fresh();
    await expect(seedIfEmpty(store, seedOf({ tours: [{ title: 'no id' }] }).read, outerShapeEntriesOf)).rejects.toThrow(
      new InvalidCatalogueDocumentError(['tours[0]: no id (a non-empty string)']),
    );
    await expect(
      seedIfEmpty(store, seedOf(document).read, () => {
        throw Object.assign(new Error('zod'), { issues: [{ path: ['tours', 0, 'price'], message: 'Expected number' }] });
      }),
    ).rejects.toThrow(new InvalidCatalogueDocumentError(['tours.0.price: Expected number']));
    expect(await store.isEmpty()).toBe(true);
  });

  it('seeds once when another server seeded between its look and its write', async () => {
    const store = fresh();
    const other = store.sharing();
    const seed = {
      read: async () => {
        await other.put(aTourEntry('first-1'), 'new');
        return document;
      },
    };
    expect(await seedIfEmpty(store, seed.read, outerShapeEntriesOf)).toEqual({ outcome: 'not-empty' });
    expect((await store.list()).map((record) => record.id)).toEqual(['first-1']);
  });
});

describe('the export and import of one document', () => {
  it('exports the live records as one document, with their count per collection; archived records stay out', async () => {
    const store = fresh();
    await store.replaceAll([...entries, aTourEntry('gone-1')]);
    await store.archive({ collection: 'tours', id: 'gone-1' }, 1);
    expect(await exportCatalogue(store, outerShapeDocumentOf)).toEqual({ document, perCollection: { destinations: 2, settings: 1, tours: 2 } });
  });

  it('gives the writer the records alone, without versions or times', async () => {
    const store = fresh();
    await store.replaceAll(entries);
    let given: unknown;
    await exportCatalogue(store, (records) => (given = records));
    expect(given).toEqual(entries);
  });

  it('imports a document: the live records become exactly its records, and it says what changed', async () => {
    const store = fresh();
    await store.replaceAll([aTourEntry('arenal-1', { price: 1 }), aTourEntry('old-1')]);
    expect(await importCatalogue(store, document, outerShapeEntriesOf)).toEqual({
      applied: true,
      created: 4,
      updated: 1,
      archived: 1,
      unchanged: 0,
      perCollection: { destinations: 2, settings: 1, tours: 2 },
    });
    expect(await live(store)).toEqual(entries);
    expect(await importCatalogue(store, document, outerShapeEntriesOf)).toMatchObject({ created: 0, updated: 0, archived: 0, unchanged: 5 });
  });

  it('changes nothing when the document is invalid, and throws every issue', async () => {
    const store = fresh();
    await store.replaceAll(entries);
    const before = await store.list();
    await expect(importCatalogue(store, { tours: [{ id: 'a' }, 'b'], pages: 3 }, outerShapeEntriesOf)).rejects.toThrow(
      new InvalidCatalogueDocumentError(['tours[1]: not a record (an object)', 'pages: neither a list of records nor one record (an object)']),
    );
    expect(await store.list()).toEqual(before);
  });

  it('reads back what it exported', async () => {
    const from = fresh();
    await from.replaceAll(entries);
    const to = fresh();
    const { document: exported } = await exportCatalogue(from, outerShapeDocumentOf);
    await importCatalogue(to, JSON.parse(JSON.stringify(exported)), outerShapeEntriesOf);
    expect(await live(to)).toEqual(await live(from));
  });
});
