import type { CatalogueReference } from './catalogue-references.js';
import type { CatalogueRecordKey } from './catalogue-store.js';

/*
 * The editor's refusals (docs/decisions/103), each of which the admin API answers with its own status
 * (server/http/domain-errors.ts): what the operator asked for names nothing (404), is not a record (400), or cannot
 * be done to the catalogue as it stands (409).
 */

export const keyText = ({ collection, id }: CatalogueRecordKey): string => `${collection}/${id}`;

/** One problem of a record, by field: `{ field: "price", message: "price must be a positive number of US dollars, got -5" }`. */
export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

/** A collection the catalogue does not have (404). */
export class UnknownCollectionError extends Error {
  constructor(
    readonly collection: string,
    collections: readonly string[],
  ) {
    super(`The catalogue has no collection "${collection}"; its collections are ${collections.join(', ')}.`);
    this.name = 'UnknownCollectionError';
  }
}

/** A record, revision or scheduled change that does not exist (404). */
export class CatalogueItemNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogueItemNotFoundError';
  }
}

/** The 404 of a record the catalogue does not hold, live or archived. */
export const recordNotFound = (key: CatalogueRecordKey): CatalogueItemNotFoundError => new CatalogueItemNotFoundError(`The catalogue has no record ${keyText(key)}.`);

/** A request that cannot name or make a record: an id that is not a slug, a revision with nothing to restore, a time that is not one (400). */
export class InvalidCatalogueRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidCatalogueRequestError';
  }
}

/** A record its schema refuses, or that would leave a reference unresolved: every problem, by field; nothing was stored (400). */
export class InvalidCatalogueRecordError extends Error {
  constructor(
    readonly key: CatalogueRecordKey,
    readonly problems: readonly FieldProblem[],
  ) {
    super(`${keyText(key)} was not stored: ${problems.map((problem) => problem.message).join('; ')}`);
    this.name = 'InvalidCatalogueRecordError';
  }
}

/** Archiving a record other records or pages name (409): each of them, so the operator knows what to change first. */
export class CatalogueRecordInUseError extends Error {
  constructor(
    readonly key: CatalogueRecordKey,
    readonly usedBy: readonly CatalogueReference[],
  ) {
    const users = [...new Set(usedBy.map(({ from }) => (from.page === undefined ? keyText(from) : `the page ${from.page}`)))];
    super(`${keyText(key)} was not archived: ${users.join(', ')} ${users.length === 1 ? 'names' : 'name'} it; change ${users.length === 1 ? 'that' : 'those'} first.`);
    this.name = 'CatalogueRecordInUseError';
  }
}

/** A publication that would leave the public catalogue pointing at records it does not show (409): every problem; nothing was published. */
export class UnpublishableChangeError extends Error {
  constructor(readonly problems: readonly FieldProblem[]) {
    super(`Nothing was published: the public catalogue would not hold together (${problems.map((problem) => `${problem.field}: ${problem.message}`).join('; ')}). Publish the records these name with it.`);
    this.name = 'UnpublishableChangeError';
  }
}

/** A scheduled change that can no longer be cancelled: done, failed, cancelled, or being made right now (409). */
export class ScheduledChangeNotPendingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScheduledChangeNotPendingError';
  }
}
