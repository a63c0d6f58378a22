import type { CatalogueEntry } from './catalogue-store.js';

/*
 * A catalogue document: the whole catalogue as one JSON value (the build's catalogue-seed.json, an export, a file to
 * import). The store never reads one itself: the seeding, export and import are given the two functions below, so the
 * collections' schemas stay in one place (docs/decisions/098).
 */

/**
 * Reads a catalogue document into its records, or throws InvalidCatalogueDocumentError listing every issue (a
 * validator that throws another error with an `issues` list, as zod's does, is read the same way: invalidDocumentOf).
 */
export type CatalogueValidator = (document: unknown) => CatalogueEntry[];

/** Writes records (the live ones, in the store's order) as one catalogue document; the validator reads it back to the same records. */
export type CatalogueDocumentWriter = (entries: readonly CatalogueEntry[]) => unknown;

/** A document that is not a catalogue: every issue found, one sentence each. */
export class InvalidCatalogueDocumentError extends Error {
  constructor(readonly issues: readonly string[]) {
    super(`The catalogue document is not valid: ${issues.join('; ')}`);
    this.name = 'InvalidCatalogueDocumentError';
  }
}

function issueText(issue: unknown): string {
  if (typeof issue !== 'object' || issue === null) return String(issue);
  const { path, message } = issue as { path?: unknown; message?: unknown };
  // zod gives a path as a list ('tours', 3, 'price'); the collection schemas as text ('tours[3].price').
  const where = Array.isArray(path) && path.length > 0 ? `${path.map(String).join('.')}: ` : typeof path === 'string' && path !== '' ? `${path}: ` : '';
  return `${where}${typeof message === 'string' ? message : JSON.stringify(issue)}`;
}

/**
 * What a validator threw, as an InvalidCatalogueDocumentError when it tells of issues: its own, or those of an error
 * carrying an `issues` list (zod's `{ path, message }` read as "path.to.field: message"). Anything else is not a verdict
 * on the document (a bug, a failed read) and is given back as it was.
 */
export function invalidDocumentOf(error: unknown): unknown {
  if (error instanceof InvalidCatalogueDocumentError) return error;
  const issues = (error as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return error;
  return new InvalidCatalogueDocumentError(issues.map(issueText));
}

/** The records of `document`, or InvalidCatalogueDocumentError (see invalidDocumentOf): nothing is stored from an invalid document. */
export function validatedEntries(document: unknown, validate: CatalogueValidator): CatalogueEntry[] {
  try {
    return validate(document);
  } catch (error) {
    throw invalidDocumentOf(error);
  }
}
