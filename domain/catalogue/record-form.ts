import { z } from 'zod';
import { COLLECTION_SCHEMAS } from './catalogue-document.js';
import { settingsSchema } from './schema/settings-schema.js';

/*
 * The admin page's forms of the catalogue's records (issue 38 point 2, docs/decisions/118): one form per collection,
 * made from the very zod schema the server checks a record with (domain/catalogue/schema), so a field the schema adds
 * shows in the form and a value the form accepts is one the server accepts. This reads a schema into the fields the
 * form draws: their kind, label, whether they are required, and their help (the schema's .describe()).
 */

interface FieldBasics {
  /** Its key inside its group, a dotted path for a field a visitor reads by language ('title.en'). */
  readonly name: string;
  readonly label: string;
  readonly required: boolean;
  /** The schema's description of the field, shown under it. */
  readonly help?: string;
}

export type FormField =
  | (FieldBasics & { readonly kind: 'text' | 'number' | 'boolean' })
  | (FieldBasics & { readonly kind: 'choice'; readonly options: readonly string[] })
  /** A value the record's kind fixes ('visibility: public'): shown, not edited. */
  | (FieldBasics & { readonly kind: 'fixed'; readonly value: string })
  | (FieldBasics & { readonly kind: 'group'; readonly fields: readonly FormField[] })
  | (FieldBasics & { readonly kind: 'list'; readonly item: FormField });

/** A record's form: the field that says its kind (with the kinds it may be), and the fields of the kind it is. */
export interface RecordForm {
  readonly kind?: { readonly name: string; readonly options: readonly string[] };
  readonly fields: readonly FormField[];
}

type Schema = z.core.$ZodType;

const defOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

const descriptionOf = (schema: Schema) => z.globalRegistry.get(schema)?.description;

/** The zod schema of one record of the collection (its id included; the settings have none). */
export function recordSchemaOf(collection: string): Schema {
  if (collection === 'settings') return settingsSchema();
  const schema = COLLECTION_SCHEMAS[collection as keyof typeof COLLECTION_SCHEMAS];
  if (schema === undefined) throw new Error(`The catalogue has no collection "${collection}"`);
  return schema();
}

const LABELS: Readonly<Record<string, string>> = { en: 'English', seo: 'Search and social', id: 'Id', url: 'Address' };

/** 'originalPrice' → 'Original price'. */
export function labelOf(key: string): string {
  const known = LABELS[key];
  if (known !== undefined) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A group holding only `en`: a field a visitor reads by language (fields.ts localised). */
function isLocalised(schema: Schema): boolean {
  const def = defOf(schema);
  return def.type === 'object' && Object.keys(def['shape'] as object).join() === 'en';
}

/** The field `schema` describes, under `name`; optional when a wrapper said so. */
export function formFieldOf(name: string, schema: Schema, required = true, help = descriptionOf(schema)): FormField {
  const def = defOf(schema);
  const helpOf = (inner: Schema) => help ?? descriptionOf(inner);
  if (def.type === 'optional') return formFieldOf(name, def['innerType'] as Schema, false, helpOf(def['innerType'] as Schema));
  const basics = { name, label: labelOf(name), required, ...(help === undefined ? {} : { help }) };
  if (isLocalised(schema)) {
    const english = (def['shape'] as Record<string, Schema>)['en']!;
    const inner = formFieldOf(`${name}.en`, english, required, helpOf(english));
    return { ...inner, label: `${basics.label} (English)` };
  }
  switch (def.type) {
    case 'string':
      return { ...basics, kind: 'text' };
    case 'number':
      return { ...basics, kind: 'number' };
    case 'boolean':
      return { ...basics, kind: 'boolean' };
    case 'enum':
      return { ...basics, kind: 'choice', options: Object.values(def['entries'] as Record<string, string>) };
    case 'literal':
      return { ...basics, kind: 'fixed', value: String((def['values'] as unknown[])[0]) };
    case 'object':
      return { ...basics, kind: 'group', fields: fieldsOf(def['shape'] as Record<string, Schema>) };
    case 'array':
      return { ...basics, kind: 'list', item: formFieldOf('item', def['element'] as Schema) };
    default:
      throw new Error(`The form cannot draw a field "${name}" of type ${def.type}`);
  }
}

function fieldsOf(shape: Record<string, Schema>): FormField[] {
  return Object.entries(shape).map(([name, schema]) => formFieldOf(name, schema));
}

/**
 * The form of a record of the collection: a record of several kinds (a tour public or admin-only, a page home, tours,
 * destination or activity) is drawn as the kind its data says, the first kind when it says none.
 */
export function recordFormOf(collection: string, data: unknown): RecordForm {
  const def = defOf(recordSchemaOf(collection));
  if (def.type !== 'union') return { fields: fieldsOf(def['shape'] as Record<string, Schema>) };
  const name = def['discriminator'] as string;
  const kinds = (def['options'] as Schema[]).map((option) => defOf(option)['shape'] as Record<string, Schema>);
  const options = kinds.map((shape) => String((defOf(shape[name]!)['values'] as unknown[])[0]));
  const chosen = Math.max(0, options.indexOf(String((data as Record<string, unknown> | undefined)?.[name])));
  return { kind: { name, options }, fields: fieldsOf(kinds[chosen]!) };
}

/** The value a new field starts with: text empty, a number unset, false, the first choice, a group's required fields, an empty list. */
export function startingValueOf(field: FormField): unknown {
  switch (field.kind) {
    case 'text':
      return '';
    case 'boolean':
      return false;
    case 'choice':
      return field.options[0];
    case 'fixed':
      return field.value;
    case 'group':
      return startingValuesOf(field.fields);
    case 'list':
      return [];
    default:
      return undefined;
  }
}

/** A group's starting values: its required fields' (a localised field's under its language). */
export function startingValuesOf(fields: readonly FormField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields.filter((candidate) => candidate.required)) setPath(values, field.name.split('.'), startingValueOf(field));
  return values;
}

function setPath(target: Record<string, unknown>, [key, ...rest]: string[], value: unknown): void {
  if (rest.length === 0) target[key!] = value;
  else setPath((target[key!] ??= {}) as Record<string, unknown>, rest, value);
}

/** The form's values of a record: its data with its id (the store keeps the id beside the data); the settings have none. */
export function formValuesOf(collection: string, id: string, data: unknown): Record<string, unknown> {
  const fields = { ...(data as Record<string, unknown>) };
  return collection === 'settings' ? fields : { id, ...fields };
}

/** The record's data from the form's values: all but the id. */
export function dataOfFormValues(collection: string, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (collection === 'settings') return { ...values };
  const { id: _id, ...data } = values;
  return data;
}

/** The form's name of a field the server names: 'highlights.en[0]' → 'highlights.en.0'. */
export function formPathOf(field: string): string {
  return field.replace(/\[(\d+)\]/g, '.$1');
}

/** The field a message names, as the operator reads it: 'highlights.en.0' → 'Highlights (English) 1'. */
export function fieldLabelOf(path: string): string {
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part === 'en' ? '(English)' : labelOf(part)))
    .join(' ')
    .replace(/ \(English\)/g, ' (English)');
}

/** The list with the item at `from` put at `to` (a drag and drop). */
export function reorderedItems<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const reordered = [...items];
  const [item] = reordered.splice(from, 1);
  reordered.splice(to, 0, item!);
  return reordered;
}

/** What a screen reader hears after a move: '"Arenal hike" moved to 2 of 5'. */
export function movedAnnouncement(item: string, index: number, count: number): string {
  return `"${item}" moved to ${index + 1} of ${count}`;
}

/**
 * The record as the schema reads it, from the form's values: a field the operator emptied is left out when it is
 * optional (text or a choice left empty, a group removed), and a number left empty is missing. The form keeps "empty"
 * as '' (text, choice), NaN (number) or null (group) rather than as no value, because a form library shows a field's
 * first value again when its value is undefined.
 */
export function schemaValuesOf(fields: readonly FormField[], values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const path = field.name.split('.');
    const value = getPath(values, path);
    if (value === undefined) continue;
    const cleaned = schemaValueOf(field, value);
    // A field a visitor reads by language ('groupSize.en') is left out whole.
    if (cleaned === undefined) deletePath(result, path.length > 1 && path.at(-1) === 'en' ? path.slice(0, -1) : path);
    else if (cleaned !== value) setCopiedPath(result, path, cleaned);
  }
  return result;
}

function schemaValueOf(field: FormField, value: unknown): unknown {
  if (typeof value === 'number' && Number.isNaN(value)) return undefined;
  if (!field.required && (value === '' || value === null)) return undefined;
  if (field.kind === 'group' && typeof value === 'object' && value !== null && !Array.isArray(value)) return schemaValuesOf(field.fields, value as Record<string, unknown>);
  if (field.kind === 'list' && Array.isArray(value)) return value.map((item) => schemaValueOf(field.item, item));
  return value;
}

function getPath(values: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), values);
}

/** Sets a value at a dotted path, copying each group on the way, so the form's own values are never changed. */
function setCopiedPath(target: Record<string, unknown>, [key, ...rest]: readonly string[], value: unknown): void {
  if (rest.length === 0) {
    target[key!] = value;
    return;
  }
  const inner = { ...(target[key!] as Record<string, unknown>) };
  target[key!] = inner;
  setCopiedPath(inner, rest, value);
}

function deletePath(target: Record<string, unknown>, path: readonly string[]): void {
  const parent = path.slice(0, -1);
  if (parent.length > 0 && typeof getPath(target, parent) !== 'object') return;
  if (parent.length > 0) setCopiedPath(target, parent, { ...(getPath(target, parent) as Record<string, unknown>) });
  const holder = parent.length === 0 ? target : (getPath(target, parent) as Record<string, unknown>);
  delete holder[path.at(-1)!];
}
