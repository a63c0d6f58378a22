import { recordKeyOf } from './catalogue-changes.js';
import { CatalogueParser, CatalogueValidationError, type CatalogueIssue } from './catalogue-document.js';
import { keyText, type FieldProblem } from './catalogue-editing-errors.js';
import type { CatalogueEntry, CatalogueRecordKey } from './catalogue-store.js';

/*
 * Whether the catalogue still holds together after a change (docs/decisions/103): the records as they would be are
 * checked whole by parseCatalogueDocument (every record against its schema, every reference resolved), and only the
 * problems the change brings are told, so a problem already there does not block every other edit.
 */

/** The records with `changes` made: each replaces the record of its key where it stands, or comes last; `data` null removes it. */
function withChanges(records: readonly CatalogueEntry[], changes: readonly CatalogueEntry[]): CatalogueEntry[] {
  const byKey = new Map(changes.map((change) => [recordKeyOf(change), change]));
  const kept = records.map((record) => byKey.get(recordKeyOf(record)) ?? record);
  const known = new Set(records.map(recordKeyOf));
  return [...kept, ...changes.filter((change) => !known.has(recordKeyOf(change)))].filter((record) => record.data !== null);
}

function issuesOf(records: readonly CatalogueEntry[], parser: CatalogueParser): readonly CatalogueIssue[] {
  try {
    parser.parse(records.map(({ collection, id, data }) => ({ collection, id, data })));
    return [];
  } catch (error) {
    if (error instanceof CatalogueValidationError) return error.issues;
    throw error;
  }
}

/** The problems of `after` that `before` does not have (an issue is told by its record and its words). */
function newIssues(before: readonly CatalogueEntry[], after: readonly CatalogueEntry[], parser: CatalogueParser): CatalogueIssue[] {
  const issues = issuesOf(after, parser);
  if (issues.length === 0) return [];
  const sign = (issue: CatalogueIssue) => `${issue.recordId ?? ''}\n${issue.message}`;
  const old = new Set(issuesOf(before, parser).map(sign));
  return issues.filter((issue) => !old.has(sign(issue)));
}

/**
 * Where an issue's path points within `records`: the row ('records[4].data.id') or the collection's list ('tours[3].price',
 * 'settings.support.email'), as the record's key and the field inside it; undefined for a problem of the whole
 * ('settings' when there is none).
 */
function placeOf(path: string, records: readonly CatalogueEntry[]): { key: CatalogueRecordKey; field: string } | undefined {
  const row = /^records\[(\d+)\]\.(?:data\.)?(.+)$/.exec(path);
  if (row !== null) return { key: records[Number(row[1])]!, field: row[2]! };
  const listed = /^([a-z]+)\[(\d+)\]\.(.+)$/.exec(path);
  if (listed !== null) return { key: records.filter((candidate) => candidate.collection === listed[1])[Number(listed[2])]!, field: listed[3]! };
  const settings = /^settings\.(.+)$/.exec(path);
  return settings === null ? undefined : { key: records.find((candidate) => candidate.collection === 'settings')!, field: settings[1]! };
}

/** The problems `changes` bring into `before`, by field: `own`'s by their name, every other record's as 'collection/id.field'. */
function problemsOf(before: readonly CatalogueEntry[], changes: readonly CatalogueEntry[], parser: CatalogueParser, own?: CatalogueRecordKey): FieldProblem[] {
  const after = withChanges(before, changes);
  return newIssues(before, after, parser).map((issue) => {
    const place = placeOf(issue.path, after);
    if (place === undefined) return { field: issue.path, message: issue.message };
    const isOwn = own !== undefined && place.key.collection === own.collection && place.key.id === own.id;
    return { field: isOwn ? place.field : `${keyText(place.key)}.${place.field}`, message: issue.message };
  });
}

/**
 * The problems the live catalogue would have after `change` (a record created, replaced or restored) that it does not
 * have now: the record's own fields by their name ('price', 'highlights.en[0]'), another record's as
 * 'collection/id.field' (a hotel whose rank the new one takes). None when the catalogue still holds together.
 */
export function problemsOfRecordChange(live: readonly CatalogueEntry[], change: CatalogueEntry, parser = new CatalogueParser()): FieldProblem[] {
  return problemsOf(live, [change], parser, change);
}

/**
 * The problems the published catalogue would have after `changes` (`data` null: taken off the site) that it does not
 * have now, each field named 'collection/id.field': a tour published before its new destination, a page still listing
 * a tour that is withdrawn.
 */
export function problemsOfPublication(published: readonly CatalogueEntry[], changes: readonly CatalogueEntry[], parser = new CatalogueParser()): FieldProblem[] {
  return problemsOf(published, changes, parser);
}
