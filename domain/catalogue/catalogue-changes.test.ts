import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aTourEntry } from '../../test-support/catalogue-records.js';
import {
  canonicalJson,
  changeOfArchive,
  changeOfPut,
  changesOfReplacement,
  codeUnitOrder,
  compareRecordKeys,
  NOT_APPLIED,
  recordAfter,
  recordKeyOf,
  revisionOf,
  sameData,
  sortedRecords,
  storableEntry,
} from './catalogue-changes.js';
import { InvalidCatalogueEntryError, StaleRecordError, type CatalogueRecord } from './catalogue-store.js';

const T0 = '2026-03-01T10:00:00.000Z';
const arenal = aTourEntry('arenal-1');
const stored = (overrides: Partial<CatalogueRecord> = {}): CatalogueRecord => ({ ...arenal, version: 3, updatedAt: T0, ...overrides });
const thrown = (write: () => unknown): unknown => {
  try {
    write();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
};

describe('the order of catalogue records', () => {
  it('orders strings by UTF-16 code units, not by locale', () => {
    expect(codeUnitOrder('a', 'b')).toBe(-1);
    expect(codeUnitOrder('b', 'a')).toBe(1);
    expect(codeUnitOrder('a', 'a')).toBe(0);
    expect(codeUnitOrder('Z', 'a')).toBe(-1);
    expect(codeUnitOrder('arenal-10', 'arenal-2')).toBe(-1);
    expect(codeUnitOrder('é', 'z')).toBe(1);
  });

  it('orders keys by collection first, then by id', () => {
    expect(compareRecordKeys({ collection: 'a', id: 'z' }, { collection: 'b', id: 'a' })).toBe(-1);
    expect(compareRecordKeys({ collection: 'b', id: 'a' }, { collection: 'a', id: 'z' })).toBe(1);
    expect(compareRecordKeys({ collection: 'a', id: 'x' }, { collection: 'a', id: 'y' })).toBe(-1);
    expect(compareRecordKeys({ collection: 'a', id: 'y' }, { collection: 'a', id: 'x' })).toBe(1);
    expect(compareRecordKeys({ collection: 'a', id: 'x' }, { collection: 'a', id: 'x' })).toBe(0);
  });

  it('sorts a copy, leaving the list it was given as it was', () => {
    const records = [
      { collection: 'tours', id: 'b' },
      { collection: 'destinations', id: 'z' },
      { collection: 'tours', id: 'a' },
    ];
    expect(sortedRecords(records)).toEqual([records[1], records[2], records[0]]);
    expect(records.map((record) => record.id)).toEqual(['b', 'z', 'a']);
  });

  it('names each key with one string that no other key shares', () => {
    expect(recordKeyOf({ collection: 'tours', id: 'a' })).toBe('["tours","a"]');
    expect(recordKeyOf({ collection: 'a/b', id: 'c' })).not.toBe(recordKeyOf({ collection: 'a', id: 'b/c' }));
  });
});

describe('catalogue data', () => {
  it('is written as JSON with every object\'s keys sorted, at every depth, arrays in their order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson('text')).toBe('"text"');
  });

  it('is the same whatever order its keys were written in, and not when a value or an array\'s order differs', () => {
    expect(sameData({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameData({ a: 1, b: [1, 2] }, { a: 1, b: [2, 1] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  it('is kept as JSON gives it back: undefined fields dropped, a copy of what was given', () => {
    const data = { id: 'a', gone: undefined, list: [1] };
    const entry = storableEntry({ collection: 'tours', id: 'a', data });
    expect(entry).toEqual({ collection: 'tours', id: 'a', data: { id: 'a', list: [1] } });
    expect(Object.keys(entry.data as object)).toEqual(['id', 'list']);
    data.list.push(2);
    expect(entry.data).toEqual({ id: 'a', list: [1] });
    expect(storableEntry({ collection: 'tours', id: 'a', data: false }).data).toBe(false);
  });

  it('refuses a record without a collection, an id or data, or with data JSON cannot hold', () => {
    const problem = (entry: { collection: unknown; id: unknown; data: unknown }) => {
      const error = thrown(() => storableEntry(entry as never));
      expect(error).toBeInstanceOf(InvalidCatalogueEntryError);
      return (error as InvalidCatalogueEntryError).problem;
    };
    expect(problem({ collection: '', id: 'a', data: {} })).toBe('the collection must be a non-empty string');
    expect(problem({ collection: 'tours', id: ' \t', data: {} })).toBe('the id must be a non-empty string');
    expect(problem({ collection: 'tours', id: 7, data: {} })).toBe('the id must be a non-empty string');
    expect(problem({ collection: undefined, id: 'a', data: {} })).toBe('the collection must be a non-empty string');
    expect(problem({ collection: 'tours', id: 'a', data: null })).toBe('tours/a: the data is missing');
    expect(problem({ collection: 'tours', id: 'a', data: undefined })).toBe('tours/a: the data is missing');
    expect(problem({ collection: 'tours', id: 'a', data: () => 1 })).toBe('tours/a: the data is missing');
    expect(problem({ collection: 'tours', id: 'a', data: { big: 1n } })).toMatch(/^tours\/a: the data is not JSON \(.*BigInt.*\)$/);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(problem({ collection: 'tours', id: 'a', data: cyclic })).toMatch(/^tours\/a: the data is not JSON \(/);
    expect(new InvalidCatalogueEntryError('the id must be a non-empty string')).toMatchObject({
      name: 'InvalidCatalogueEntryError',
      message: 'Invalid catalogue record: the id must be a non-empty string',
    });
  });
});

describe('a put', () => {
  it('creates a record that does not exist, at version 1, when it expects a new one', () => {
    expect(changeOfPut(undefined, arenal, 'new')).toEqual({ ...arenal, version: 1, archived: false, before: null, after: arenal.data });
  });

  it('replaces a live record at the version it expects, one version on, with the data before and after', () => {
    const cheaper = aTourEntry('arenal-1', { price: 49 });
    expect(changeOfPut(stored(), cheaper, 3)).toEqual({ ...cheaper, version: 4, archived: false, before: arenal.data, after: cheaper.data });
  });

  it('brings an archived record back at the version it expects, with no live data before', () => {
    expect(changeOfPut(stored({ archivedAt: T0 }), arenal, 3)).toEqual({ ...arenal, version: 4, archived: false, before: null, after: arenal.data });
  });

  it('throws StaleRecordError with the record as it is when it is not as expected', () => {
    const current = stored();
    for (const [found, expected] of [
      [current, 'new'],
      [current, 2],
      [current, 4],
      [undefined, 1],
      [stored({ archivedAt: T0 }), 'new'],
    ] as const) {
      const error = thrown(() => changeOfPut(found, arenal, expected));
      expect(error).toBeInstanceOf(StaleRecordError);
      expect(error).toMatchObject({ name: 'StaleRecordError', key: { collection: 'tours', id: 'arenal-1' }, expected, current: found });
    }
  });

  it('checks the entry before anything else', () => {
    expect(thrown(() => changeOfPut(stored(), { ...arenal, data: null }, 3))).toBeInstanceOf(InvalidCatalogueEntryError);
  });
});

describe('archiving', () => {
  it('archives a live record at the version it expects, keeping its data, with no live data after', () => {
    expect(changeOfArchive(stored(), arenal, 3)).toEqual({ ...arenal, version: 4, archived: true, before: arenal.data, after: null });
  });

  it('throws StaleRecordError unless the record is live at the version it expects', () => {
    for (const found of [undefined, stored({ version: 2 }), stored({ archivedAt: T0 })]) {
      const error = thrown(() => changeOfArchive(found, { collection: 'tours', id: 'arenal-1' }, 3));
      expect(error).toBeInstanceOf(StaleRecordError);
      expect(error).toMatchObject({ key: { collection: 'tours', id: 'arenal-1' }, expected: 3, current: found });
    }
  });
});

describe('the message of a stale write', () => {
  const key = { collection: 'tours', id: 'arenal-1' };
  it('says what was found and what was expected', () => {
    expect(new StaleRecordError(key, 2, undefined).message).toBe('The catalogue record tours/arenal-1 does not exist, not at version 2');
    expect(new StaleRecordError(key, 'new', stored()).message).toBe('The catalogue record tours/arenal-1 already exists at version 3');
    expect(new StaleRecordError(key, 'new', stored({ archivedAt: T0 })).message).toBe('The catalogue record tours/arenal-1 already exists at version 3 (archived)');
    expect(new StaleRecordError(key, 2, stored()).message).toBe('The catalogue record tours/arenal-1 is at version 3, not 2');
    expect(new StaleRecordError(key, 2, stored({ archivedAt: T0 })).message).toBe('The catalogue record tours/arenal-1 is at version 3 (archived), not 2');
    expect(new StaleRecordError(key, 3, stored({ archivedAt: T0 })).message).toBe('The catalogue record tours/arenal-1 is archived at version 3, not live');
  });
});

describe('a whole replacement', () => {
  const { entries } = aCatalogueDocument();
  const storedAll = (overrides: Partial<CatalogueRecord> = {}) => entries.map((entry) => ({ ...entry, version: 1, updatedAt: T0, ...overrides }));

  it('creates every record of an empty store', () => {
    const { changes, replacement } = changesOfReplacement([], entries);
    expect(replacement).toEqual({ applied: true, created: 5, updated: 0, archived: 0, unchanged: 0 });
    expect(changes).toEqual(entries.map((entry) => ({ ...entry, version: 1, archived: false, before: null, after: entry.data })));
  });

  it('changes nothing that is the same, whatever the order of its keys', () => {
    const reordered = entries.map((entry) => ({ ...entry, data: Object.fromEntries(Object.entries(entry.data as object).reverse()) }));
    expect(changesOfReplacement(storedAll(), reordered)).toEqual({ changes: [], replacement: { applied: true, created: 0, updated: 0, archived: 0, unchanged: 5 } });
  });

  it('updates what changed, creates what is new, revives what was archived, and archives the live records left out, in key order', () => {
    const cheaper = aTourEntry('arenal-1', { price: 49 });
    const lost = { ...aTourEntry('lost-1'), version: 2, updatedAt: T0, archivedAt: T0 };
    const current = [...storedAll(), lost];
    const next = [aTourEntry('coco-1'), cheaper, aTourEntry('lost-1'), entries[2]!];
    const { changes, replacement } = changesOfReplacement(current, next);
    expect(replacement).toEqual({ applied: true, created: 2, updated: 1, archived: 3, unchanged: 1 });
    expect(changes.map(({ id, version, archived, before, after }) => ({ id, version, archived, before: before === null, after: after === null }))).toEqual([
      { id: 'coco-1', version: 1, archived: false, before: true, after: false },
      { id: 'arenal-1', version: 2, archived: false, before: false, after: false },
      { id: 'lost-1', version: 3, archived: false, before: true, after: false },
      { id: 'arenal', version: 2, archived: true, before: false, after: true },
      { id: 'tamarindo', version: 2, archived: true, before: false, after: true },
      { id: 'arenal-2', version: 2, archived: true, before: false, after: true },
    ]);
  });

  it('leaves archived records it does not hold archived', () => {
    expect(changesOfReplacement([{ ...aTourEntry('lost-1'), version: 2, updatedAt: T0, archivedAt: T0 }], [])).toEqual({
      changes: [],
      replacement: { applied: true, created: 0, updated: 0, archived: 0, unchanged: 0 },
    });
  });

  it('refuses a key given twice, or a bad entry, before deciding anything', () => {
    const twice = thrown(() => changesOfReplacement([], [...entries, aTourEntry('arenal-2', { price: 1 })]));
    expect(twice).toBeInstanceOf(InvalidCatalogueEntryError);
    expect((twice as InvalidCatalogueEntryError).problem).toBe('tours/arenal-2 is given twice');
    expect(thrown(() => changesOfReplacement([], [...entries, { collection: 'tours', id: '', data: {} }]))).toBeInstanceOf(InvalidCatalogueEntryError);
    expect(() => changesOfReplacement([], [aTourEntry('a'), { collection: 'destinations', id: 'a', data: {} }])).not.toThrow();
  });

  it('says when it was not applied', () => {
    expect(NOT_APPLIED).toEqual({ applied: false, created: 0, updated: 0, archived: 0, unchanged: 0 });
  });
});

describe('what a change leaves', () => {
  it('a live record updated at the change\'s time, with no archive time', () => {
    const record = recordAfter(changeOfPut(undefined, arenal, 'new'), T0);
    expect(record).toEqual({ ...arenal, version: 1, updatedAt: T0 });
    expect('archivedAt' in record).toBe(false);
  });

  it('an archived record with both times at the change', () => {
    expect(recordAfter(changeOfArchive(stored(), arenal, 3), T0)).toEqual({ ...arenal, version: 4, updatedAt: T0, archivedAt: T0 });
  });

  it('a revision with the data before and after and the change\'s time', () => {
    expect(revisionOf(changeOfArchive(stored(), arenal, 3), T0)).toEqual({ collection: 'tours', id: 'arenal-1', version: 4, before: arenal.data, after: null, at: T0 });
  });
});
