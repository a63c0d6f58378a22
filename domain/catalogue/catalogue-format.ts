import { catalogueDocumentOf, catalogueRecordsOf, parseCatalogueDocument, type CatalogueRecord } from './catalogue-document.js';
import type { CatalogueDocumentWriter, CatalogueValidator } from './catalogue-document-io.js';
import { withProductsListedByShops } from './products-per-shop.js';

/** How catalogue documents are read into records and written from them. */
export interface CatalogueFormat {
  readonly validate: CatalogueValidator;
  readonly write: CatalogueDocumentWriter;
}

/**
 * The one format the server's first seeding (server/app.module.ts) and the catalogue commands (scripts/catalogue-command.ts)
 * are given (docs/decisions/098, 100): a document is read through the collections' schemas, every reference checked,
 * into one record per row; CatalogueValidationError lists every issue, which the seeding and the commands print. A
 * document exported before the shops collection is brought to today's shape first (docs/decisions/144).
 */
export const CATALOGUE_FORMAT: CatalogueFormat = {
  validate: (document) => catalogueRecordsOf(parseCatalogueDocument(withProductsListedByShops(document))),
  // The store holds only what this format's validator wrote: its rows are the schemas' records.
  write: (entries) => catalogueDocumentOf(entries as readonly CatalogueRecord[]),
};
