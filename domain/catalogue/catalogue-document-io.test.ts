import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aTourEntry } from '../../test-support/catalogue-records.js';
import { InvalidCatalogueDocumentError, invalidDocumentOf, validatedEntries } from './catalogue-document-io.js';
import { CATALOGUE_FORMAT } from './catalogue-format.js';
import { catalogueRecordsOf, parseCatalogueDocument } from './catalogue-document.js';
import { aCatalogueDocument as aSoundCatalogueDocument } from '../../test-support/catalogue-documents.js';
import { outerShapeDocumentOf, outerShapeEntriesOf } from '../../test-support/outer-shape-catalogue.js';

const issuesOf = (document: unknown): readonly string[] => {
  try {
    outerShapeEntriesOf(document);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidCatalogueDocumentError);
    return (error as InvalidCatalogueDocumentError).issues;
  }
  throw new Error('the document was read');
};

describe('an invalid catalogue document', () => {
  it('lists every issue, in its message too', () => {
    const error = new InvalidCatalogueDocumentError(['tours[0]: no id', 'pages: not a list']);
    expect(error).toMatchObject({ name: 'InvalidCatalogueDocumentError', issues: ['tours[0]: no id', 'pages: not a list'] });
    expect(error.message).toBe('The catalogue document is not valid: tours[0]: no id; pages: not a list');
  });

  it('is what a validator throws with issues, its own or a list of zod-like { path, message } issues', () => {
    const own = new InvalidCatalogueDocumentError(['x']);
    expect(invalidDocumentOf(own)).toBe(own);
    const zodLike = Object.assign(new Error('invalid'), {
      issues: [{ path: ['tours', 3, 'price'], message: 'Expected number' }, { path: [], message: 'Unrecognized key "x"' }, { code: 'custom' }, 'plain words', null],
    });
    const read = invalidDocumentOf(zodLike);
    expect(read).toBeInstanceOf(InvalidCatalogueDocumentError);
    expect((read as InvalidCatalogueDocumentError).issues).toEqual(['tours.3.price: Expected number', 'Unrecognized key "x"', '{"code":"custom"}', 'plain words', 'null']);
    expect((invalidDocumentOf({ issues: [{ message: 'no path' }] }) as InvalidCatalogueDocumentError).issues).toEqual(['no path']);
  });

  it('is not any other error: a failure that says nothing of the document is given back as it was', () => {
    const bug = new TypeError('x is not a function');
    expect(invalidDocumentOf(bug)).toBe(bug);
    const noIssues = Object.assign(new Error('empty'), { issues: [] });
    expect(invalidDocumentOf(noIssues)).toBe(noIssues);
    const notAList = Object.assign(new Error('odd'), { issues: 'many' });
    expect(invalidDocumentOf(notAList)).toBe(notAList);
    expect(invalidDocumentOf(null)).toBeNull();
    expect(invalidDocumentOf('thrown text')).toBe('thrown text');
  });

  it('is what validatedEntries throws; a valid document gives the validator\'s records', () => {
    const entries = [aTourEntry()];
    expect(validatedEntries({ any: 'document' }, () => entries)).toBe(entries);
    expect(() =>
      validatedEntries({}, () => {
        throw Object.assign(new Error('zod'), { issues: [{ path: ['tours'], message: 'Required' }] });
      }),
    ).toThrow(new InvalidCatalogueDocumentError(['tours: Required']));
    const bug = new RangeError('out of range');
    expect(() =>
      validatedEntries({}, () => {
        throw bug;
      }),
    ).toThrow(bug);
  });
});

describe('the outer shape of a catalogue document (the storage tests\' format, test-support/outer-shape-catalogue.ts)', () => {
  it('reads a list per collection, each item a record named by its id, and an object as one record named after its collection', () => {
    const { document, entries } = aCatalogueDocument();
    expect(outerShapeEntriesOf(document)).toEqual([entries[0], entries[1], entries[2], entries[3], entries[4]]);
    expect(outerShapeEntriesOf({ tours: [] , settings: { a: 1 } })).toEqual([{ collection: 'settings', id: 'settings', data: { a: 1 } }]);
  });

  it('refuses anything but an object of collections', () => {
    for (const document of [null, undefined, 'text', 3, [], [{ id: 'a' }]]) expect(issuesOf(document)).toEqual(['the document is not a JSON object of collections']);
  });

  it('refuses a document with no record', () => {
    expect(issuesOf({})).toEqual(['the document holds no record']);
    expect(issuesOf({ tours: [] })).toEqual(['the document holds no record']);
  });

  it('names every issue: items that are not records, ids missing, empty or repeated, collections of neither shape', () => {
    expect(
      issuesOf({
        tours: [{ id: 'a' }, 'b', null, [], { id: '' }, { id: ' ' }, { id: 3 }, { title: 'no id' }, { id: 'a' }],
        pages: 'text',
        hotels: null,
        count: 3,
        '': [],
        ' ': { a: 1 },
      }),
    ).toEqual([
      'tours[1]: not a record (an object)',
      'tours[2]: not a record (an object)',
      'tours[3]: not a record (an object)',
      'tours[4]: no id (a non-empty string)',
      'tours[5]: no id (a non-empty string)',
      'tours[6]: no id (a non-empty string)',
      'tours[7]: no id (a non-empty string)',
      'tours[8]: the id a repeats',
      'pages: neither a list of records nor one record (an object)',
      'hotels: neither a list of records nor one record (an object)',
      'count: neither a list of records nor one record (an object)',
      'a collection has no name',
      'a collection has no name',
    ]);
  });

  it('lets an id repeat in two collections', () => {
    expect(outerShapeEntriesOf({ tours: [{ id: 'arenal' }], destinations: [{ id: 'arenal' }] })).toHaveLength(2);
  });

  it('writes records back as the document they were read from', () => {
    const { document, entries } = aCatalogueDocument();
    expect(outerShapeDocumentOf(entries)).toEqual(document);
    expect(outerShapeEntriesOf(outerShapeDocumentOf(entries))).toEqual(entries);
    expect(outerShapeDocumentOf([])).toEqual({});
  });

  it('writes each listed record with its id, and a lone record not named after its collection as a list', () => {
    expect(outerShapeDocumentOf([{ collection: 'tours', id: 'b', data: { id: 'old', title: 'B' } }])).toEqual({ tours: [{ id: 'b', title: 'B' }] });
    expect(outerShapeDocumentOf([{ collection: 'tours', id: 'tours', data: { title: 'T' } }])).toEqual({ tours: { title: 'T' } });
    const twoOfThem = [
      { collection: 'settings', id: 'settings', data: { a: 1 } },
      { collection: 'settings', id: 'other', data: { b: 2 } },
    ];
    expect(outerShapeDocumentOf(twoOfThem)).toEqual({ settings: [{ a: 1, id: 'settings' }, { b: 2, id: 'other' }] });
    expect(outerShapeEntriesOf(outerShapeDocumentOf(twoOfThem)).map(({ id }) => id)).toEqual(['settings', 'other']);
  });

  it('refuses to write a record whose data is not an object', () => {
    expect(() => outerShapeDocumentOf([aTourEntry(), { collection: 'pages', id: 'x', data: 'text' }])).toThrow(new InvalidCatalogueDocumentError(['pages/x: the data is not an object']));
    expect(() => outerShapeDocumentOf([{ collection: 'pages', id: 'x', data: [1] }])).toThrow(InvalidCatalogueDocumentError);
  });

  it('keeps a collection named __proto__ as a collection', () => {
    const document = JSON.parse('{"__proto__": [{"id": "a"}]}') as unknown;
    const entries = outerShapeEntriesOf(document);
    expect(entries).toEqual([{ collection: '__proto__', id: 'a', data: { id: 'a' } }]);
    expect(Object.keys(outerShapeDocumentOf(entries))).toEqual(['__proto__']);
  });
});

describe('the catalogue format the server and the commands use (docs/decisions/100)', () => {
  it('reads a document through the collection schemas into one record per row, and writes the rows back', () => {
    const document = aSoundCatalogueDocument();
    const records = CATALOGUE_FORMAT.validate(document);
    expect(records).toEqual(catalogueRecordsOf(parseCatalogueDocument(document)));
    expect(CATALOGUE_FORMAT.validate(JSON.parse(JSON.stringify(CATALOGUE_FORMAT.write(records))))).toEqual(records);
  });

  it('refuses a document that breaks a schema, naming each field, so nothing is stored from it', () => {
    const broken = { ...aSoundCatalogueDocument(), tours: [{ ...aSoundCatalogueDocument().tours[0], price: -5 }] };
    expect(() => validatedEntries(broken, CATALOGUE_FORMAT.validate)).toThrow(InvalidCatalogueDocumentError);
    expect(() => validatedEntries(broken, CATALOGUE_FORMAT.validate)).toThrow(/tours\[0\]\.price: /);
    expect(() => validatedEntries({}, CATALOGUE_FORMAT.validate)).toThrow(InvalidCatalogueDocumentError);
  });
});
