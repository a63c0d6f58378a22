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

/** A change as the history shows it (issue 38 point 6, docs/decisions/136): one field that holds text, and its text before and after. */
export interface TextChange {
  readonly field: string;
  readonly before: string;
  readonly after: string;
}

/** A value's fields that hold one value each, by their path: a group's fields and a list's items, each in turn. */
function leavesOf(path: string, value: unknown): [string, unknown][] {
  if (isPlainObject(value) && Object.keys(value).length > 0) return Object.entries(value).flatMap(([key, inner]) => leavesOf(`${path}.${key}`, inner));
  if (Array.isArray(value) && value.length > 0) return value.flatMap((item, index) => leavesOf(`${path}[${index}]`, item));
  return [[path, value]];
}

/** One value as the operator reads it: text as it is, a number, yes or no, an empty list or group as none, nothing as a dash. */
export function textOfValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value) || isPlainObject(value)) return '(none)';
  return String(value);
}

/**
 * The changes as text, field by field (docs/decisions/136): a group or a list on either side (a record created or
 * archived, a title given by language, a list that grew) is told by its fields and items, so English text reads as
 * text ("Title (English): Arenal Hike → Arenal Volcano Hike"), never as JSON. Only the fields that differ are told.
 */
export function textChanges(changes: readonly FieldChange[]): TextChange[] {
  return changes.flatMap((change) => {
    const before = new Map(leavesOf(change.field, change.before));
    const after = new Map(leavesOf(change.field, change.after));
    const fields = [...new Set([...before.keys(), ...after.keys()])];
    return fields
      .filter((field) => !sameData(before.get(field) ?? null, after.get(field) ?? null))
      .map((field) => ({ field, before: textOfValue(before.get(field)), after: textOfValue(after.get(field)) }));
  });
}
