import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryCatalogueStore } from '../../adapters/memory/in-memory-catalogue-store.js';
import { InMemoryChangeSetStore } from '../../adapters/memory/in-memory-change-set-store.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { aCatalogueDocument } from '../../test-support/catalogue-documents.js';
import { rejectionOf } from '../../test-support/rejection.js';
import { catalogueRecordsOf } from './catalogue-document.js';
import { CatalogueItemNotFoundError } from './catalogue-editing-errors.js';
import { CataloguePriceChanges, changedPrice, InvalidPriceChangeError } from './catalogue-price-changes.js';
import { StaleRecordError } from './catalogue-store.js';

const HIKE = { collection: 'tours', id: 'arenal-volcano-hike', version: 1 };
const BRIDGES = { collection: 'tours', id: 'mistico-hanging-bridges', version: 1 };
const COFFEE = { collection: 'products', id: 'britt-tarrazu-montecielo', version: 1 };
const TURTLES = { collection: 'tours', id: 'tortuguero-turtle-night-walk', version: 1 };

describe('changedPrice: a price moved by an amount or a percentage, to the cent', () => {
  it.each([
    [165, 'percent', 5, 173.25],
    [17.95, 'percent', 10, 19.75],
    [17.95, 'amount', -5, 12.95],
    [75, 'amount', 4.5, 79.5],
    [65, 'percent', -10, 58.5],
    [0.1, 'amount', 0.2, 0.3],
  ] as const)('%d by %s %d is %d', (price, by, value, expected) => {
    expect(changedPrice(price, by, value)).toBe(expected);
  });
});

describe('CataloguePriceChanges: bulk prices as one change set (issue 38 point 8, docs/decisions/117)', () => {
  let store: InMemoryCatalogueStore;
  let changeSets: InMemoryChangeSetStore;
  let prices: CataloguePriceChanges;
  const clock = new ManualClock(new Date('2026-11-30T12:00:00Z'));

  beforeEach(async () => {
    store = new InMemoryCatalogueStore(clock);
    await store.replaceAll(catalogueRecordsOf(aCatalogueDocument()));
    changeSets = new InMemoryChangeSetStore();
    prices = new CataloguePriceChanges(store, changeSets, clock);
  });

  const priceOf = async (key: { collection: string; id: string }) => ((await store.get(key.collection, key.id))!.data as { price: number }).price;
  const versions = async () => (await store.list()).map((record) => record.version);

  it('moves each price, writes each record one version on as a draft, and keeps them as one change set', async () => {
    const changeSet = await prices.change({ records: [HIKE, BRIDGES, COFFEE], by: 'percent', value: 5 });
    expect(changeSet).toEqual({
      changeSet: 1,
      at: '2026-11-30T12:00:00.000Z',
      by: 'percent',
      value: 5,
      records: [
        { collection: 'tours', id: 'arenal-volcano-hike', version: 2, before: 75, after: 78.75 },
        { collection: 'tours', id: 'mistico-hanging-bridges', version: 2, before: 65, after: 68.25 },
        { collection: 'products', id: 'britt-tarrazu-montecielo', version: 2, before: 17.95, after: 18.85 },
      ],
    });
    expect(await priceOf(COFFEE)).toBe(18.85);
    expect(await prices.changeSet(1)).toEqual(changeSet);
    const hike = (await store.get('tours', 'arenal-volcano-hike'))!;
    expect(hike.data).toMatchObject({ price: 78.75, originalPrice: 90, title: { en: expect.any(String) } });
  });

  it('undoes a change set with one restore: each record a new draft at its old price, its other edits kept, itself a change set', async () => {
    await prices.change({ records: [HIKE, BRIDGES], by: 'amount', value: 10 });
    const bridges = (await store.get('tours', 'mistico-hanging-bridges'))!;
    await store.put({ ...bridges, data: { ...(bridges.data as object), rating: 4 } }, bridges.version);
    clock.advance(60_000);
    expect(await prices.restore(1)).toEqual({
      changeSet: 2,
      at: '2026-11-30T12:01:00.000Z',
      by: 'restore',
      value: 0,
      restores: 1,
      records: [
        { collection: 'tours', id: 'arenal-volcano-hike', version: 3, before: 85, after: 75 },
        { collection: 'tours', id: 'mistico-hanging-bridges', version: 4, before: 75, after: 65 },
      ],
    });
    expect((await store.get('tours', 'mistico-hanging-bridges'))!.data).toMatchObject({ price: 65, rating: 4 });
    expect((await prices.all()).map((changeSet) => [changeSet.changeSet, changeSet.by])).toEqual([[2, 'restore'], [1, 'amount']]);
  });

  it('changes nothing when a record was changed since it was read: 409 with the record as it is', async () => {
    const bridges = (await store.get('tours', 'mistico-hanging-bridges'))!;
    const changed = await store.put({ ...bridges, data: { ...(bridges.data as object), rating: 4 } }, 1);
    const stale = await rejectionOf(prices.change({ records: [HIKE, BRIDGES], by: 'percent', value: 5 }));
    expect(stale).toBeInstanceOf(StaleRecordError);
    expect(stale).toMatchObject({ key: { collection: 'tours', id: 'mistico-hanging-bridges' }, expected: 1, current: changed });
    expect(await priceOf(HIKE)).toBe(75);
    expect(await changeSets.get(1)).toBeUndefined();
  });

  it('refuses a price below zero, a record without a price and a price not above the struck-through one, naming each record, and changes nothing', async () => {
    const before = await versions();
    const refused = await rejectionOf(prices.change({ records: [HIKE, COFFEE, TURTLES], by: 'amount', value: -20 }));
    expect(refused).toBeInstanceOf(InvalidPriceChangeError);
    expect((refused as InvalidPriceChangeError).problems).toEqual([
      { field: 'records[1]', message: 'products/britt-tarrazu-montecielo: the price would be -2.05, below zero' },
      { field: 'records[2]', message: 'tours/tortuguero-turtle-night-walk has no price to change' },
    ]);
    expect(((await rejectionOf(prices.change({ records: [HIKE], by: 'percent', value: 20 }))) as InvalidPriceChangeError).problems).toEqual([
      { field: 'records[0].originalPrice', message: expect.stringMatching(/^tours\/arenal-volcano-hike: originalPrice must be above price \(90\)/) },
    ]);
    expect(await versions()).toEqual(before);
    expect(await changeSets.get(1)).toBeUndefined();
    expect((refused as Error).message).toBe(
      'No price was changed: records[1]: products/britt-tarrazu-montecielo: the price would be -2.05, below zero; records[2]: tours/tortuguero-turtle-night-walk has no price to change',
    );
    expect((refused as Error).name).toBe('InvalidPriceChangeError');
  });

  it('leaves a price of exactly zero to the schema\'s own words', async () => {
    const problems = ((await rejectionOf(prices.change({ records: [COFFEE], by: 'amount', value: -17.95 }))) as InvalidPriceChangeError).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]!.field).toBe('records[0].price');
    expect(problems[0]!.message).not.toContain('below zero');
  });

  it('refuses a value that is not a number, no record, a record that has no price by its collection, a record named twice; 404 for one not held', async () => {
    expect(((await rejectionOf(prices.change({ records: [], by: 'amount', value: Number.NaN }))) as InvalidPriceChangeError).problems).toEqual([
      { field: 'value', message: 'value must be a number of US dollars, got NaN' },
      { field: 'records', message: 'records must name at least one tour or product' },
    ]);
    expect(((await rejectionOf(prices.change({ records: [{ collection: 'hotels', id: 'nayara-springs', version: 1 }, HIKE, HIKE], by: 'percent', value: Infinity }))) as InvalidPriceChangeError).problems).toEqual([
      { field: 'value', message: 'value must be a number of percent, got Infinity' },
      { field: 'records[0].collection', message: 'hotels/nayara-springs: only tours and products have prices' },
      { field: 'records[2]', message: 'tours/arenal-volcano-hike is named twice' },
    ]);
    expect(await rejectionOf(prices.change({ records: [{ collection: 'tours', id: 'atlantis', version: 1 }], by: 'amount', value: 1 }))).toEqual(new CatalogueItemNotFoundError('The catalogue has no record tours/atlantis.'));
    expect(await rejectionOf(prices.changeSet(7))).toEqual(new CatalogueItemNotFoundError('There is no change set 7.'));
    expect(await rejectionOf(prices.restore(7))).toBeInstanceOf(CatalogueItemNotFoundError);
  });
});
