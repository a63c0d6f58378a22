import { describe, expect, it } from 'vitest';
import { InMemoryCatalogueStore } from '../../adapters/memory/in-memory-catalogue-store.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { aCatalogueDocument, aTourEntry } from '../../test-support/catalogue-records.js';
import { InvalidCatalogueDocumentError } from './catalogue-document-io.js';
import { outerShapeDocumentOf, outerShapeEntriesOf } from '../../test-support/outer-shape-catalogue.js';
import { exportCatalogue, importCatalogue, recordsPerCollection, seedIfEmpty, upgradeStoredCatalogue } from './catalogue-seeding.js';
import { CATALOGUE_FORMAT } from './catalogue-format.js';
import { sortedRecords } from './catalogue-changes.js';
import { CataloguePublisher } from './catalogue-publisher.js';
import { InMemoryCataloguePublishing } from '../../adapters/memory/in-memory-catalogue-publishing.js';
import { catalogueDocumentBeforeShops, catalogueRowsBeforeShops } from '../../test-support/catalogue-before-shops.js';
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

describe('a store seeded before the shops collection (docs/decisions/144)', () => {
  const oldDocument = catalogueDocumentBeforeShops();
  const oldRows = catalogueRowsBeforeShops();
  const oldStore = async () => {
    const store = fresh();
    await store.replaceAll(oldRows);
    return store;
  };

  it('is upgraded to today\'s records, as an import of its export would make them: each change a revision, the gift copies archived', async () => {
    const store = await oldStore();
    const upgrade = await upgradeStoredCatalogue(store, CATALOGUE_FORMAT.validate);
    expect(upgrade).toMatchObject({ outcome: 'upgraded', applied: true, created: 3, archived: 2 });
    expect(await live(store)).toEqual(sortedRecords(CATALOGUE_FORMAT.validate(oldDocument)));
    expect((await store.listArchived('products')).map((record) => record.id)).toEqual(['cafe-britt-tarrazu-montecielo', 'doka-estate-peaberry']);
    const coffee = await store.get('products', 'britt-tarrazu-montecielo');
    expect(coffee).toMatchObject({ version: 2, data: { kind: 'coffee', price: 17.95, giftCard: { illustration: expect.any(String) } } });
    expect(coffee?.data).not.toHaveProperty('shop');
    expect((await store.revisions('products', 'britt-tarrazu-montecielo')).map((revision) => (revision.after as { kind?: string } | null)?.kind)).toEqual([undefined, 'coffee']);
    expect((await store.get('shops', 'gifts'))?.data).toMatchObject({ productIds: expect.arrayContaining(['britt-tarrazu-montecielo', 'doka-peaberry']) });
  });

  it('is upgraded once: a second run, or a store of today\'s shape, finds nothing to do and changes nothing', async () => {
    const store = await oldStore();
    await upgradeStoredCatalogue(store, CATALOGUE_FORMAT.validate);
    const after = await store.list();
    expect(await upgradeStoredCatalogue(store, CATALOGUE_FORMAT.validate)).toEqual({ outcome: 'current' });
    expect(await store.list()).toEqual(after);
    const today = fresh();
    await today.replaceAll(CATALOGUE_FORMAT.validate(oldDocument));
    expect(await upgradeStoredCatalogue(today, CATALOGUE_FORMAT.validate)).toEqual({ outcome: 'current' });
    expect(await upgradeStoredCatalogue(fresh(), CATALOGUE_FORMAT.validate)).toEqual({ outcome: 'current' });
  });

  it('is upgraded once when two servers start together and both see the old shape', async () => {
    const store = await oldStore();
    const other = store.sharing();
    const both = await Promise.all([upgradeStoredCatalogue(store, CATALOGUE_FORMAT.validate), upgradeStoredCatalogue(other, CATALOGUE_FORMAT.validate)]);
    expect(both.map((upgrade) => upgrade.outcome).sort()).toEqual(['current', 'upgraded']);
    expect((await store.get('products', 'britt-tarrazu-montecielo'))?.version).toBe(2);
    expect(await store.revisions('products', 'cafe-britt-tarrazu-montecielo')).toHaveLength(2);
  });

  it('says it upgraded when its replacement changed any record, of any count', async () => {
    const replacing = async (created: number, updated: number, archived: number) => Object.assign(await oldStore(), { replaceAll: async () => ({ applied: true, created, updated, archived, unchanged: 0 }) });
    for (const [created, updated, archived] of [[0, 0, 2], [1, 1, 0], [1, 0, 1], [0, 3, 0]] as const) {
      expect(await upgradeStoredCatalogue(await replacing(created, updated, archived), CATALOGUE_FORMAT.validate)).toEqual({ outcome: 'upgraded', applied: true, created, updated, archived, unchanged: 0 });
    }
  });

  it('publishes whole over a publication of the old records, which it replaces or withdraws record by record', async () => {
    const store = await oldStore();
    const publishing = new InMemoryCataloguePublishing();
    // The operator published with the build before decision 144: the public records are of the old shape too.
    await publishing.publish((await store.list()).map(({ collection, id, version, data }) => ({ collection, id, version, data })));
    const publisher = new CataloguePublisher(store, publishing);
    expect(await publisher.pending()).toEqual([]);
    await upgradeStoredCatalogue(store, CATALOGUE_FORMAT.validate);
    expect((await publisher.publish()).records.filter((record) => record.withdrawn).map((record) => record.id)).toEqual(['cafe-britt-tarrazu-montecielo', 'doka-estate-peaberry']);
    expect((await publishing.publishedRecords()).map(({ collection, id, data }) => ({ collection, id, data }))).toEqual(await live(store));
  });

  it('changes nothing when the upgraded records would not be a catalogue, and says why', async () => {
    const store = fresh();
    await store.replaceAll([...oldRows.filter((row) => row.collection !== 'destinations')]);
    const before = await store.list();
    await expect(upgradeStoredCatalogue(store, CATALOGUE_FORMAT.validate)).rejects.toThrow(InvalidCatalogueDocumentError);
    expect(await store.list()).toEqual(before);
  });
});
