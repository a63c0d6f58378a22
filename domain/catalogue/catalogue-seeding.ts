import { validatedEntries, type CatalogueDocumentWriter, type CatalogueValidator } from './catalogue-document-io.js';
import { codeUnitOrder } from './catalogue-changes.js';
import type { CatalogueEntry, CatalogueReplacement, CatalogueStore } from './catalogue-store.js';
import { documentOfRows, listsProductsByTheirShop, withProductsListedByShops } from './products-per-shop.js';

/*
 * The catalogue's way in and out of its store (docs/decisions/098): the first seeding from the build's document, and
 * the export and import of one document (backups, a move between SQLite and PostgreSQL). A document is read by the
 * validator it is given, before anything is written, so an invalid one changes nothing.
 */

/** How many records each collection holds, by collection name. */
export type RecordsPerCollection = Readonly<Record<string, number>>;

/** How many of `entries` each collection holds, collections in name order. */
export function recordsPerCollection(entries: readonly { readonly collection: string }[]): RecordsPerCollection {
  const counts = new Map<string, number>();
  for (const { collection } of entries) counts.set(collection, (counts.get(collection) ?? 0) + 1);
  return Object.fromEntries([...counts].sort(([a], [b]) => codeUnitOrder(a, b)));
}

/** What seedIfEmpty did. */
export type CatalogueSeeding =
  | { readonly outcome: 'seeded'; readonly perCollection: RecordsPerCollection }
  /** The store held records already (perhaps since another server seeded it a moment ago): nothing read, nothing changed. */
  | { readonly outcome: 'not-empty' }
  /** There is no seed document to read. */
  | { readonly outcome: 'no-seed' };

/**
 * Fills an empty store from the seed document (`readSeed` gives undefined when there is none). The seed is read only
 * when the store is empty, and written only if it still is in the write's own transaction, so servers starting
 * together seed once. An invalid seed throws InvalidCatalogueDocumentError and nothing is stored.
 */
export async function seedIfEmpty(store: CatalogueStore, readSeed: () => Promise<unknown>, validate: CatalogueValidator): Promise<CatalogueSeeding> {
  if (!(await store.isEmpty())) return { outcome: 'not-empty' };
  const document = await readSeed();
  if (document === undefined) return { outcome: 'no-seed' };
  const entries = validatedEntries(document, validate);
  const { applied } = await store.replaceAll(entries, { onlyIfEmpty: true });
  return applied ? { outcome: 'seeded', perCollection: recordsPerCollection(entries) } : { outcome: 'not-empty' };
}

/** What upgradeStoredCatalogue did: the replacement's counts, or nothing when the live records are of today's shape. */
export type CatalogueUpgrade = ({ readonly outcome: 'upgraded' } & CatalogueReplacement) | { readonly outcome: 'current' };

/**
 * Brings a store seeded before the shops collection (docs/decisions/144: products with `shop` and `position`, a gift
 * record copying each coffee the gift store sells) to today's shape, as an import of its own export would: the live
 * records are read as one document, turned by withProductsListedByShops, checked by `validate`, and written by one
 * replaceAll, so each change is a revision and the gift copies are archived, not deleted. A store of today's shape is
 * left alone. Two servers starting together may both see the old shape: both compute the same records, the second
 * replaceAll finds them identical and changes nothing, and that run says 'current'.
 */
export async function upgradeStoredCatalogue(store: CatalogueStore, validate: CatalogueValidator): Promise<CatalogueUpgrade> {
  const document = documentOfRows(await store.list());
  if (!listsProductsByTheirShop(document)) return { outcome: 'current' };
  const replacement = await store.replaceAll(validatedEntries(withProductsListedByShops(document), validate));
  if (replacement.created + replacement.updated + replacement.archived === 0) return { outcome: 'current' };
  return { outcome: 'upgraded', ...replacement };
}

/** The live catalogue as one document (archived records and revisions stay in the store), and its records per collection. */
export async function exportCatalogue(store: CatalogueStore, write: CatalogueDocumentWriter): Promise<{ document: unknown; perCollection: RecordsPerCollection }> {
  const entries: CatalogueEntry[] = (await store.list()).map(({ collection, id, data }) => ({ collection, id, data }));
  return { document: write(entries), perCollection: recordsPerCollection(entries) };
}

/** What an import did: the replacement's counts, and the document's records per collection. */
export interface CatalogueImport extends CatalogueReplacement {
  readonly perCollection: RecordsPerCollection;
}

/**
 * Makes the live catalogue exactly the document's records, all or nothing (CatalogueStore.replaceAll: records it does
 * not hold are archived, each change a revision). An invalid document throws InvalidCatalogueDocumentError with its
 * issues and nothing changes.
 */
export async function importCatalogue(store: CatalogueStore, document: unknown, validate: CatalogueValidator): Promise<CatalogueImport> {
  const entries = validatedEntries(document, validate);
  const replacement = await store.replaceAll(entries);
  return { ...replacement, perCollection: recordsPerCollection(entries) };
}
