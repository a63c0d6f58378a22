import { InvalidCatalogueDocumentError } from '../domain/catalogue/catalogue-document-io.js';
import type { CatalogueEntry } from '../domain/catalogue/catalogue-store.js';

/*
 * A catalogue format for the tests of storage (the seeding, the export and import, the commands), whose subject is
 * how records are stored, not what they hold: these two functions check and write only the OUTER shape of a catalogue
 * document and treat each record's data as opaque JSON, so those tests' documents stay a few lines long. The product
 * reads and writes documents with the collection schemas (CATALOGUE_FORMAT, domain/catalogue/catalogue-format.ts).
 *
 * The outer shape: a JSON object whose every key names a collection, holding either a list of records (objects, each
 * with a non-empty string `id`, unique in its list) or one record (an object, such as the site settings), whose id is
 * then the collection's name. It must hold at least one record.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function listEntries(collection: string, list: readonly unknown[], issues: string[]): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const seen = new Set<string>();
  list.forEach((item, index) => {
    const where = `${collection}[${index}]`;
    if (!isObject(item)) {
      issues.push(`${where}: not a record (an object)`);
    } else if (typeof item.id !== 'string' || item.id.trim() === '') {
      issues.push(`${where}: no id (a non-empty string)`);
    } else if (seen.has(item.id)) {
      issues.push(`${where}: the id ${item.id} repeats`);
    } else {
      seen.add(item.id);
      entries.push({ collection, id: item.id, data: item });
    }
  });
  return entries;
}

/** The records of a document of the outer shape above, or InvalidCatalogueDocumentError with every issue. */
export function outerShapeEntriesOf(document: unknown): CatalogueEntry[] {
  if (!isObject(document)) throw new InvalidCatalogueDocumentError(['the document is not a JSON object of collections']);
  const issues: string[] = [];
  const entries: CatalogueEntry[] = [];
  for (const [collection, value] of Object.entries(document)) {
    if (collection.trim() === '') issues.push('a collection has no name');
    else if (Array.isArray(value)) entries.push(...listEntries(collection, value, issues));
    else if (isObject(value)) entries.push({ collection, id: collection, data: value });
    else issues.push(`${collection}: neither a list of records nor one record (an object)`);
  }
  if (issues.length === 0 && entries.length === 0) issues.push('the document holds no record');
  if (issues.length > 0) throw new InvalidCatalogueDocumentError(issues);
  return entries;
}

/**
 * The document of `entries` in the outer shape above, which outerShapeEntriesOf reads back to the same records: a
 * collection whose one record is named after it is that record, any other a list, each record's data with its id.
 */
export function outerShapeDocumentOf(entries: readonly CatalogueEntry[]): Record<string, unknown> {
  const collections = new Map<string, CatalogueEntry[]>();
  for (const entry of entries) {
    if (!isObject(entry.data)) throw new InvalidCatalogueDocumentError([`${entry.collection}/${entry.id}: the data is not an object`]);
    const records = collections.get(entry.collection) ?? [];
    records.push(entry);
    collections.set(entry.collection, records);
  }
  return Object.fromEntries(
    [...collections].map(([collection, records]) => [
      collection,
      records.length === 1 && records[0]!.id === collection ? records[0]!.data : records.map(({ id, data }) => ({ ...(data as object), id })),
    ]),
  );
}

/** The outer-shape format, given to the storage tests in place of CATALOGUE_FORMAT. */
export const OUTER_SHAPE_FORMAT = { validate: outerShapeEntriesOf, write: outerShapeDocumentOf } as const;
