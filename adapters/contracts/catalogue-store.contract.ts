import { describe, expect, it } from 'vitest';
import { InvalidCatalogueEntryError, StaleRecordError, type CatalogueStore } from '../../domain/catalogue/catalogue-store.js';
import type { Clock } from '../../domain/kernel/clock.js';
import { ManualClock } from '../memory/manual-clock.js';
import { aCatalogueDocument, aDestinationEntry, aSettingsEntry, aTourEntry } from '../../test-support/catalogue-records.js';
import { rejectionOf } from '../../test-support/rejection.js';

const T0 = '2026-03-01T10:00:00.000Z';
const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * MINUTE).toISOString();

/**
 * Every CatalogueStore (docs/decisions/098): records listed in key order, optimistic versions that refuse a stale write
 * with the record as it is, archiving that keeps the data, whole replacements that are all or nothing and leave
 * identical records alone, and one immutable revision per change. `fresh` gives an empty store on `clock`; `secondOf`
 * a second instance over the same records, as a second server has.
 */
export function catalogueStoreContract(
  name: string,
  fresh: (clock: Clock) => Promise<CatalogueStore> | CatalogueStore,
  secondOf: (first: CatalogueStore) => Promise<CatalogueStore> | CatalogueStore,
): void {
  describe(`${name} honours the CatalogueStore contract`, () => {
    const started = async () => {
      const clock = new ManualClock(new Date(T0));
      return { clock, store: await fresh(clock) };
    };
    const arenal = aTourEntry('arenal-1');
    const key = { collection: 'tours', id: 'arenal-1' };

    it('starts empty', async () => {
      const { store } = await started();
      expect(await store.isEmpty()).toBe(true);
      expect(await store.list()).toEqual([]);
      expect(await store.listArchived()).toEqual([]);
      expect(await store.get('tours', 'arenal-1')).toBeUndefined();
      expect(await store.revisions('tours', 'arenal-1')).toEqual([]);
    });

    it('creates a record at version 1, and records its revision', async () => {
      const { store } = await started();
      const created = await store.put(arenal, 'new');
      expect(created).toEqual({ ...arenal, version: 1, updatedAt: T0 });
      expect(await store.get('tours', 'arenal-1')).toEqual(created);
      expect(await store.isEmpty()).toBe(false);
      expect(await store.revisions('tours', 'arenal-1')).toEqual([{ ...key, version: 1, before: null, after: arenal.data, at: T0 }]);
    });

    it('replaces a record at the version it was read at, one version on, with both data in the revision', async () => {
      const { clock, store } = await started();
      await store.put(arenal, 'new');
      clock.advance(MINUTE);
      const cheaper = aTourEntry('arenal-1', { price: 59 });
      expect(await store.put(cheaper, 1)).toEqual({ ...cheaper, version: 2, updatedAt: at(1) });
      expect(await store.get('tours', 'arenal-1')).toEqual({ ...cheaper, version: 2, updatedAt: at(1) });
      expect(await store.revisions('tours', 'arenal-1')).toEqual([
        { ...key, version: 1, before: null, after: arenal.data, at: T0 },
        { ...key, version: 2, before: arenal.data, after: cheaper.data, at: at(1) },
      ]);
    });

    it('refuses a write that expected another version with StaleRecordError carrying the record as it is, and changes nothing', async () => {
      const { store } = await started();
      const stored = await store.put(arenal, 'new');
      await store.put(aTourEntry('arenal-1', { price: 59 }), 1);
      const current = await store.get('tours', 'arenal-1');

      const stale = await rejectionOf(store.put(aTourEntry('arenal-1', { price: 10 }), 1));
      expect(stale).toBeInstanceOf(StaleRecordError);
      expect(stale).toMatchObject({ key, expected: 1, current, message: 'The catalogue record tours/arenal-1 is at version 2, not 1' });
      expect(await rejectionOf(store.put(arenal, 'new'))).toMatchObject({ expected: 'new', current, message: 'The catalogue record tours/arenal-1 already exists at version 2' });
      expect(await rejectionOf(store.put(arenal, 3))).toMatchObject({ expected: 3, current });
      expect(await rejectionOf(store.put(aTourEntry('arenal-9'), 1))).toMatchObject({
        key: { collection: 'tours', id: 'arenal-9' },
        current: undefined,
        message: 'The catalogue record tours/arenal-9 does not exist, not at version 1',
      });
      expect(await store.get('tours', 'arenal-1')).toEqual(current);
      expect(await store.get('tours', 'arenal-9')).toBeUndefined();
      expect((await store.revisions('tours', 'arenal-1')).map((revision) => revision.version)).toEqual([stored.version, 2]);
      expect(await store.revisions('tours', 'arenal-9')).toEqual([]);
    });

    it('puts several records at once, each at the version it read, all at one instant, or none when one is stale', async () => {
      const { clock, store } = await started();
      await store.put(arenal, 'new');
      await store.put(aTourEntry('arenal-2'), 'new');
      clock.advance(MINUTE);
      const cheaper = aTourEntry('arenal-1', { price: 59 });
      const stale = await rejectionOf(store.putAll([{ entry: cheaper, expected: 1 }, { entry: aTourEntry('arenal-2', { price: 10 }), expected: 2 }]));
      expect(stale).toBeInstanceOf(StaleRecordError);
      expect(stale).toMatchObject({ key: { collection: 'tours', id: 'arenal-2' }, expected: 2, current: { version: 1 } });
      expect((await store.list()).map((record) => record.version)).toEqual([1, 1]);
      expect(await store.revisions('tours', 'arenal-1')).toHaveLength(1);

      const written = await store.putAll([{ entry: cheaper, expected: 1 }, { entry: aTourEntry('arenal-3'), expected: 'new' }]);
      expect(written).toEqual([
        { ...cheaper, version: 2, updatedAt: at(1) },
        { ...aTourEntry('arenal-3'), version: 1, updatedAt: at(1) },
      ]);
      expect(await store.get('tours', 'arenal-1')).toEqual(written[0]);
      expect((await store.revisions('tours', 'arenal-1')).at(-1)).toEqual({ ...key, version: 2, before: arenal.data, after: cheaper.data, at: at(1) });
    });

    it('lists live records sorted by collection then id, by code units, of one collection or all', async () => {
      const { store } = await started();
      for (const entry of [aTourEntry('arenal-2'), aSettingsEntry(), aTourEntry('arenal-10'), aDestinationEntry('tamarindo'), aTourEntry('Zarcero-1'), aDestinationEntry('arenal')]) {
        await store.put(entry, 'new');
      }
      const keys = (records: { collection: string; id: string }[]) => records.map((record) => `${record.collection}/${record.id}`);
      expect(keys(await store.list())).toEqual(['destinations/arenal', 'destinations/tamarindo', 'settings/settings', 'tours/Zarcero-1', 'tours/arenal-10', 'tours/arenal-2']);
      expect(keys(await store.list('tours'))).toEqual(['tours/Zarcero-1', 'tours/arenal-10', 'tours/arenal-2']);
      expect(await store.list('hotels')).toEqual([]);
    });

    it('archives a live record at its version: kept with its data and listed apart, one version on', async () => {
      const { clock, store } = await started();
      await store.put(arenal, 'new');
      await store.put(aTourEntry('arenal-2'), 'new');
      clock.advance(MINUTE);
      const archived = { ...arenal, version: 2, updatedAt: at(1), archivedAt: at(1) };
      expect(await store.archive(key, 1)).toEqual(archived);
      expect(await store.get('tours', 'arenal-1')).toBeUndefined();
      expect((await store.list()).map((record) => record.id)).toEqual(['arenal-2']);
      expect(await store.listArchived()).toEqual([archived]);
      expect(await store.listArchived('tours')).toEqual([archived]);
      expect(await store.listArchived('destinations')).toEqual([]);
      expect((await store.revisions('tours', 'arenal-1'))[1]).toEqual({ ...key, version: 2, before: arenal.data, after: null, at: at(1) });
    });

    it('refuses to archive a record that is not live at the expected version, and changes nothing', async () => {
      const { store } = await started();
      expect(await rejectionOf(store.archive(key, 1))).toMatchObject({ current: undefined });
      await store.put(arenal, 'new');
      expect(await rejectionOf(store.archive(key, 2))).toMatchObject({ expected: 2, current: { version: 1 } });
      const archived = await store.archive(key, 1);
      const again = await rejectionOf(store.archive(key, 2));
      expect(again).toBeInstanceOf(StaleRecordError);
      expect(again).toMatchObject({ current: archived, message: 'The catalogue record tours/arenal-1 is archived at version 2, not live' });
      expect(await store.listArchived()).toEqual([archived]);
      expect(await store.revisions('tours', 'arenal-1')).toHaveLength(2);
    });

    it('brings an archived record back with a put at its version, never with a put of a new one', async () => {
      const { clock, store } = await started();
      await store.put(arenal, 'new');
      const archived = await store.archive(key, 1);
      expect(await rejectionOf(store.put(arenal, 'new'))).toMatchObject({
        current: archived,
        message: 'The catalogue record tours/arenal-1 already exists at version 2 (archived)',
      });
      clock.advance(MINUTE);
      const back = aTourEntry('arenal-1', { price: 70 });
      expect(await store.put(back, 2)).toEqual({ ...back, version: 3, updatedAt: at(1) });
      expect(await store.listArchived()).toEqual([]);
      expect((await store.revisions('tours', 'arenal-1'))[2]).toEqual({ ...key, version: 3, before: null, after: back.data, at: at(1) });
    });

    it('says it is not empty while it holds only archived records', async () => {
      const { store } = await started();
      await store.put(arenal, 'new');
      await store.archive(key, 1);
      expect(await store.isEmpty()).toBe(false);
    });

    it('keeps data as JSON: nested values, text in any script, numbers; undefined fields dropped; never shared with the caller', async () => {
      const { store } = await started();
      const data = { id: 'x', name: 'Playa Hermosa — Guanacaste 🌊', nested: { list: [1, 2.5, -3, true, null, 'ß'], empty: {} }, gone: undefined, zero: 0 };
      const stored = await store.put({ collection: 'pages', id: 'x', data }, 'new');
      const expected = { id: 'x', name: 'Playa Hermosa — Guanacaste 🌊', nested: { list: [1, 2.5, -3, true, null, 'ß'], empty: {} }, zero: 0 };
      expect(stored.data).toEqual(expected);
      expect(Object.keys(stored.data as object)).not.toContain('gone');
      data.nested.list.push(4);
      (stored.data as { zero: number }).zero = 1;
      const read = await store.get('pages', 'x');
      expect(read?.data).toEqual(expected);
      (read!.data as { zero: number }).zero = 2;
      ((await store.list())[0]!.data as { zero: number }).zero = 3;
      ((await store.revisions('pages', 'x'))[0]!.after as { zero: number }).zero = 4;
      expect((await store.get('pages', 'x'))?.data).toEqual(expected);
      expect((await store.revisions('pages', 'x'))[0]!.after).toEqual(expected);
      expect((await store.put({ collection: 'pages', id: 'text', data: 'just text' }, 'new')).data).toBe('just text');
      expect((await store.get('pages', 'text'))?.data).toBe('just text');
    });

    it('refuses records without a collection or id, or without data, and stores nothing', async () => {
      const { store } = await started();
      for (const entry of [
        { collection: '', id: 'a', data: {} },
        { collection: 'tours', id: ' ', data: {} },
        { collection: 'tours', id: 'a', data: null },
        { collection: 'tours', id: 'a', data: undefined },
      ]) {
        expect(await rejectionOf(store.put(entry, 'new'))).toBeInstanceOf(InvalidCatalogueEntryError);
      }
      expect(await store.isEmpty()).toBe(true);
    });

    describe('replacing everything (an import, the first seeding)', () => {
      const { entries } = aCatalogueDocument();

      it('creates every record of an empty store at version 1, with one revision each', async () => {
        const { store } = await started();
        expect(await store.replaceAll(entries)).toEqual({ applied: true, created: 5, updated: 0, archived: 0, unchanged: 0 });
        expect(await store.list()).toEqual([...entries].map((entry) => ({ ...entry, version: 1, updatedAt: T0 })));
        for (const entry of entries) {
          expect(await store.revisions(entry.collection, entry.id)).toEqual([{ collection: entry.collection, id: entry.id, version: 1, before: null, after: entry.data, at: T0 }]);
        }
      });

      it('leaves identical records at their version, whatever the order of their keys, and writes no revision for them', async () => {
        const { clock, store } = await started();
        await store.replaceAll(entries);
        clock.advance(MINUTE);
        const reordered = entries.map((entry) => ({ ...entry, data: Object.fromEntries(Object.entries(entry.data as object).reverse()) }));
        expect(await store.replaceAll(reordered)).toEqual({ applied: true, created: 0, updated: 0, archived: 0, unchanged: 5 });
        expect((await store.list()).every((record) => record.version === 1 && record.updatedAt === T0)).toBe(true);
        expect(await store.revisions('tours', 'arenal-1')).toHaveLength(1);
      });

      it('updates changed records, creates new ones, archives the ones it does not hold and revives archived ones it holds', async () => {
        const { clock, store } = await started();
        await store.replaceAll(entries);
        await store.put(aTourEntry('lost-1'), 'new');
        await store.archive({ collection: 'tours', id: 'lost-1' }, 1);
        clock.advance(MINUTE);
        const cheaper = aTourEntry('arenal-1', { price: 49 });
        const next = [cheaper, aTourEntry('lost-1'), aTourEntry('coco-1', { title: { en: 'Snorkel at Coco' } }), ...entries.filter((entry) => entry.collection !== 'tours')];
        expect(await store.replaceAll(next)).toEqual({ applied: true, created: 2, updated: 1, archived: 1, unchanged: 3 });

        expect((await store.list('tours')).map(({ id, version, updatedAt }) => ({ id, version, updatedAt }))).toEqual([
          { id: 'arenal-1', version: 2, updatedAt: at(1) },
          { id: 'coco-1', version: 1, updatedAt: at(1) },
          { id: 'lost-1', version: 3, updatedAt: at(1) },
        ]);
        expect(await store.get('tours', 'arenal-1')).toMatchObject({ data: cheaper.data });
        expect(await store.listArchived()).toEqual([{ ...entries[4]!, version: 2, updatedAt: at(1), archivedAt: at(1) }]);
        expect((await store.revisions('tours', 'arenal-1'))[1]).toEqual({ ...key, version: 2, before: entries[3]!.data, after: cheaper.data, at: at(1) });
        expect((await store.revisions('tours', 'arenal-2'))[1]).toEqual({ collection: 'tours', id: 'arenal-2', version: 2, before: entries[4]!.data, after: null, at: at(1) });
        expect((await store.revisions('tours', 'lost-1')).map(({ before, after }) => [before === null, after === null])).toEqual([
          [true, false],
          [false, true],
          [true, false],
        ]);
      });

      it('archives every live record when given none', async () => {
        const { store } = await started();
        await store.replaceAll(entries);
        expect(await store.replaceAll([])).toEqual({ applied: true, created: 0, updated: 0, archived: 5, unchanged: 0 });
        expect(await store.list()).toEqual([]);
        expect(await store.listArchived()).toHaveLength(5);
      });

      it('is all or nothing: a repeated key or a record without data refuses the whole replacement', async () => {
        const { store } = await started();
        await store.replaceAll(entries);
        const before = await store.list();
        const twice = [aTourEntry('new-1'), ...entries, aTourEntry('arenal-1', { price: 1 })];
        const refused = await rejectionOf(store.replaceAll(twice));
        expect(refused).toBeInstanceOf(InvalidCatalogueEntryError);
        expect(refused).toMatchObject({ message: 'Invalid catalogue record: tours/arenal-1 is given twice' });
        expect(await rejectionOf(store.replaceAll([aTourEntry('new-1'), aTourEntry('arenal-1', { price: 1 }), { collection: 'tours', id: 'broken', data: null }]))).toBeInstanceOf(
          InvalidCatalogueEntryError,
        );
        expect(await store.list()).toEqual(before);
        expect(await store.listArchived()).toEqual([]);
        expect(await store.revisions('tours', 'new-1')).toEqual([]);
        expect(await store.revisions('tours', 'arenal-1')).toHaveLength(1);
      });

      it('only if empty: replaces an empty store, and leaves one holding any record, even archived, alone', async () => {
        const { store } = await started();
        expect(await store.replaceAll(entries, { onlyIfEmpty: true })).toMatchObject({ applied: true, created: 5 });
        expect(await store.replaceAll([aTourEntry('other-1')], { onlyIfEmpty: true })).toEqual({ applied: false, created: 0, updated: 0, archived: 0, unchanged: 0 });
        expect(await store.replaceAll([], {})).toMatchObject({ applied: true, archived: 5 });
        expect(await store.replaceAll([aTourEntry('other-1')], { onlyIfEmpty: true })).toMatchObject({ applied: false });
        expect(await store.list()).toEqual([]);
      });
    });

    describe('two servers on one store', () => {
      const settled = async (writes: Promise<unknown>[]) => {
        const results = await Promise.allSettled(writes);
        return {
          won: results.filter((result) => result.status === 'fulfilled').length,
          stale: results.filter((result) => result.status === 'rejected' && result.reason instanceof StaleRecordError).length,
        };
      };

      it('sees the records the other writes', async () => {
        const { store } = await started();
        const second = await secondOf(store);
        await store.put(arenal, 'new');
        expect(await second.get('tours', 'arenal-1')).toMatchObject({ version: 1, data: arenal.data });
        await second.archive(key, 1);
        expect(await store.listArchived()).toHaveLength(1);
        expect(await store.revisions('tours', 'arenal-1')).toHaveLength(2);
      });

      it('lets exactly one of two puts expecting the same version win', async () => {
        const { store } = await started();
        const second = await secondOf(store);
        await store.put(arenal, 'new');
        expect(await settled([store.put(aTourEntry('arenal-1', { price: 1 }), 1), second.put(aTourEntry('arenal-1', { price: 2 }), 1)])).toEqual({ won: 1, stale: 1 });
        expect(await settled([store.put(aTourEntry('coco-1'), 'new'), second.put(aTourEntry('coco-1'), 'new')])).toEqual({ won: 1, stale: 1 });
        expect(await settled([store.archive(key, 2), second.archive(key, 2)])).toEqual({ won: 1, stale: 1 });
        expect((await store.revisions('tours', 'arenal-1')).map((revision) => revision.version)).toEqual([1, 2, 3]);
        expect(await store.revisions('tours', 'coco-1')).toHaveLength(1);
      });

      it('seeds once when both find the store empty', async () => {
        const { store } = await started();
        const second = await secondOf(store);
        const results = await Promise.all([store.replaceAll(aCatalogueDocument().entries, { onlyIfEmpty: true }), second.replaceAll([aTourEntry('other-1')], { onlyIfEmpty: true })]);
        expect(results.filter((result) => result.applied)).toHaveLength(1);
        const kept = (await store.list()).map((record) => record.id);
        expect(kept.length === 1 ? kept : kept.length).toEqual(results[0]!.applied ? 5 : ['other-1']);
      });
    });
  });
}

