import type { CatalogueDocumentWriter, CatalogueValidator } from './catalogue-document.js';
import { outerShapeDocumentOf, outerShapeEntriesOf } from './catalogue-outer-shape.js';

/** How catalogue documents are read into records and written from them. */
export interface CatalogueFormat {
  readonly validate: CatalogueValidator;
  readonly write: CatalogueDocumentWriter;
}

/**
 * The one format the server's first seeding (server/app.module.ts) and the catalogue commands (scripts/catalogue-command.ts)
 * are given (docs/decisions/098).
 *
 * STAND-IN: the outer shape only (catalogue-outer-shape.ts), every record's data unchecked. When the collection schemas
 * of domain/catalogue/schema are merged, this becomes
 *   { validate: (document) => catalogueRecordsOf(parseCatalogueDocument(document)), write: catalogueDocumentOf }
 * and catalogue-outer-shape.ts goes.
 */
export const CATALOGUE_FORMAT: CatalogueFormat = { validate: outerShapeEntriesOf, write: outerShapeDocumentOf };
