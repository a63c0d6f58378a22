import { partnerName } from '../clicks/click-dashboard.js';
import type { ClickPartner } from '../clicks/click-partners.js';
import type { EditedRecord } from './catalogue-editor.js';
import type { ScheduledChangeView } from './catalogue-schedule.js';

/*
 * The operator's table of one catalogue collection on the admin page (issue 38 point 1): a row per record with what
 * the operator searches, filters and sorts by, and where the record stands against the public site
 * (docs/decisions/103, 104). The admin page's Catalogue view only shows what these functions give.
 */

/** Where a record stands, as the table tells it: the store's status, and a change waiting for its time. */
export const RECORD_STATES = ['published', 'changed', 'new', 'scheduled', 'archived'] as const;

export type RecordState = (typeof RECORD_STATES)[number];

export interface CatalogueRow {
  readonly id: string;
  readonly title: string;
  readonly destination?: string;
  readonly category?: string;
  /** The partner its links go to (the click counts' names: GetYourGuide, Amazon, Tripadvisor, the broker). */
  readonly partner?: string;
  readonly price?: number;
  readonly state: RecordState;
  /** The state in the operator's words: 'Changed, not yet published', 'Scheduled for 2026-12-01 08:00 (Costa Rica time)'. */
  readonly stateLabel: string;
  readonly version: number;
  readonly updatedAt: string;
}

type Data = Readonly<Record<string, unknown>>;

/** A field a visitor reads, in English, or plain text. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const english = (value as { en?: unknown } | undefined)?.en;
  return typeof english === 'string' ? english : undefined;
}

/** The name the operator knows a record by: its title, name, heading or the site's name; its id otherwise. */
export function recordTitleOf(id: string, data: unknown): string {
  const fields = (data ?? {}) as Data;
  return textOf(fields['title']) ?? textOf(fields['name']) ?? textOf(fields['heading']) ?? textOf(fields['siteName']) ?? id;
}

/** The partner a collection's records link to; a tour only when the pages may list it (an admin-only tour has no link). */
function partnerOf(collection: string, data: Data): ClickPartner | undefined {
  if (collection === 'tours') return data['visibility'] === 'public' ? 'marketplace' : undefined;
  const byCollection: Readonly<Record<string, ClickPartner>> = { products: 'retail', hotels: 'review-site', developments: 'broker' };
  return byCollection[collection];
}

/** A tour's, hotel's or product's category; a page's or development's kind; a product without one, its shop. */
function categoryOf(data: Data): string | undefined {
  const adminTour = data['adminTour'] as Data | undefined;
  return textOf(data['category']) ?? textOf(adminTour?.['category']) ?? textOf(data['kind']) ?? textOf(data['shop']);
}

/** '2026-12-01T08:00' → '2026-12-01 08:00'. */
const wallClock = (costaRicaTime: string) => costaRicaTime.replace('T', ' ');

const STATE_LABELS: Readonly<Record<EditedRecord['status'], string>> = {
  published: 'Published',
  draft: 'Changed, not yet published',
  new: 'New, not yet published',
  archived: 'Archived',
  'archived-still-published': 'Archived, on the site until published',
};

const STATE_OF: Readonly<Record<EditedRecord['status'], RecordState>> = {
  published: 'published',
  draft: 'changed',
  new: 'new',
  archived: 'archived',
  'archived-still-published': 'archived',
};

/** A record's state: a pending scheduled change of it comes first, since it is what will happen next. */
function stateOf(record: EditedRecord, scheduled: ScheduledChangeView | undefined): Pick<CatalogueRow, 'state' | 'stateLabel'> {
  if (scheduled !== undefined) {
    const what = scheduled.kind === 'archive' ? 'Archiving scheduled' : 'Scheduled';
    return { state: 'scheduled', stateLabel: `${what} for ${wallClock(scheduled.runAtCostaRica)} (Costa Rica time)` };
  }
  return { state: STATE_OF[record.status], stateLabel: STATE_LABELS[record.status] };
}

/** The table's rows of one collection, in the store's order; `scheduled` may hold every collection's changes. */
export function catalogueRowsOf(collection: string, records: readonly EditedRecord[], scheduled: readonly ScheduledChangeView[]): CatalogueRow[] {
  return records.map((record) => {
    const data = (record.data ?? {}) as Data;
    const pending = scheduled.find((change) => change.state === 'pending' && change.collection === collection && change.recordId === record.id);
    const partner = partnerOf(collection, data);
    const price = data['price'];
    return {
      id: record.id,
      title: recordTitleOf(record.id, data),
      ...(typeof data['destination'] === 'string' ? { destination: data['destination'] } : {}),
      ...optional('category', categoryOf(data)),
      ...optional('partner', partner && partnerName(partner)),
      ...(typeof price === 'number' ? { price } : {}),
      ...stateOf(record, pending),
      version: record.version,
      updatedAt: record.updatedAt,
    };
  });
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
}

/** What the operator narrows the table to: words searched in the id and title, and one value of a column. */
export interface CatalogueFilter {
  readonly search?: string;
  readonly destination?: string;
  readonly category?: string;
  readonly partner?: string;
  readonly state?: RecordState;
}

/** Lowercase, without accents: 'Tabacón' is found by 'tabacon'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The rows that match every part of the filter; every word searched must be in the id or the title. */
export function filteredRows(rows: readonly CatalogueRow[], filter: CatalogueFilter): CatalogueRow[] {
  // An empty word (spaces around the search) is in every title, so it narrows nothing.
  const words = folded(filter.search ?? '').split(/\s+/);
  return rows.filter((row) => {
    const haystack = folded(`${row.id} ${row.title}`);
    return (
      words.every((word) => haystack.includes(word)) &&
      (['destination', 'category', 'partner', 'state'] as const).every((column) => filter[column] === undefined || row[column] === filter[column])
    );
  });
}

export const SORTABLE_COLUMNS = ['title', 'destination', 'category', 'partner', 'price', 'state', 'updatedAt'] as const;

export type SortColumn = (typeof SORTABLE_COLUMNS)[number];

export interface CatalogueSort {
  readonly column: SortColumn;
  readonly direction: 'ascending' | 'descending';
}

/** Rows sorted by a column (text as a reader orders it, prices as numbers); rows without a value last either way; ties by title. */
export function sortedRows(rows: readonly CatalogueRow[], sort: CatalogueSort): CatalogueRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byColumn = (a: CatalogueRow, b: CatalogueRow): number => {
    const left = a[sort.column];
    const right = b[sort.column];
    // A column holds numbers (price) or text, never both; a row without a value goes last whichever the direction.
    if (left === undefined || right === undefined) return Number(left === undefined) - Number(right === undefined);
    return sign * (typeof left === 'number' ? left - (right as number) : String(left).localeCompare(String(right), 'en'));
  };
  return [...rows].sort((a, b) => byColumn(a, b) || a.title.localeCompare(b.title, 'en'));
}

/** The next sort when the operator picks a column's header: that column ascending, or the other way when it is already sorted by it. */
export function nextSort(current: CatalogueSort, column: SortColumn): CatalogueSort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** The values a filter may choose, from the rows: each once, in order. */
export function filterOptions(rows: readonly CatalogueRow[], column: 'destination' | 'category' | 'partner'): string[] {
  return [...new Set(rows.flatMap((row) => (row[column] === undefined ? [] : [row[column]])))].sort((a, b) => a.localeCompare(b, 'en'));
}

/** How many records of each state, and how many the filter shows: '12 of 14 tours shown: 11 published, 1 changed…'. */
export function rowCounts(all: readonly CatalogueRow[], shown: readonly CatalogueRow[]): { readonly shown: number; readonly total: number; readonly byState: Readonly<Record<RecordState, number>> } {
  const byState = Object.fromEntries(RECORD_STATES.map((state) => [state, all.filter((row) => row.state === state).length])) as Record<RecordState, number>;
  return { shown: shown.length, total: all.length, byState };
}

const STATE_COUNT_WORDS: Readonly<Record<RecordState, string>> = {
  published: 'published',
  changed: 'changed, not yet published',
  new: 'new',
  scheduled: 'scheduled',
  archived: 'archived',
};

/** The counts as a sentence for the table's caption and the live region: '3 of 14 shown; 11 published, 2 changed, not yet published, 1 archived'. */
export function countsSentence(counts: ReturnType<typeof rowCounts>): string {
  const states = RECORD_STATES.filter((state) => counts.byState[state] > 0).map((state) => `${counts.byState[state]} ${STATE_COUNT_WORDS[state]}`);
  return `${counts.shown} of ${counts.total} shown${states.length === 0 ? '' : `; ${states.join(', ')}`}`;
}
