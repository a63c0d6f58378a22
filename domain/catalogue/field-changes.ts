import { sameData } from './catalogue-changes.js';

/*
 * What a revision changed, field by field (issue 38 point 6, docs/decisions/116): the operator reads "price: 165 → 149",
 * not two whole records.
 */

/** One field a revision changed: its path in the record ('price', 'title.en', 'listing.tourIds[2]'), and its value before and after (null: absent). */
export interface FieldChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function changesAt(field: string, before: unknown, after: unknown): FieldChange[] {
  if (sameData(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changesAt(field === '' ? key : `${field}.${key}`, before[key], after[key]));
  }
  // A list of the same length is told item by item (a tour replaced in a listing); one that grew or shrank, whole.
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) return before.flatMap((item, index) => changesAt(`${field}[${index}]`, item, after[index]));
  return [{ field, before: before ?? null, after: after ?? null }];
}

/**
 * The fields that differ between a record's data before and after a change, in the order of its fields. A side that
 * is null (the record created, archived or revived) is told by its top-level fields only.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (before === null || after === null) {
    const fields = Object.entries(isPlainObject(before) ? before : isPlainObject(after) ? after : {});
    return fields.map(([field, value]) => (before === null ? { field, before: null, after: value } : { field, before: value, after: null }));
  }
  return changesAt('', before, after);
}
