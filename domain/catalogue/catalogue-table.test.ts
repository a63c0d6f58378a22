import { describe, expect, it } from 'vitest';
import { anAdminOnlyTour, aPublicTour } from '../../test-support/catalogue-documents.js';
import type { EditedRecord } from './catalogue-editor.js';
import type { ScheduledChangeView } from './catalogue-schedule.js';
import { catalogueRowsOf, countsSentence, filteredRows, filterOptions, nextSort, recordTitleOf, rowCounts, sortedRows, type CatalogueRow } from './catalogue-table.js';

const record = (id: string, data: object, status: EditedRecord['status'] = 'published', version = 1): EditedRecord => ({
  collection: 'tours',
  id,
  data,
  version,
  updatedAt: `2026-11-0${version}T10:00:00.000Z`,
  status,
  publishedVersion: status === 'new' ? null : 1,
});

const arenal = record('arenal-hike', aPublicTour({ title: { en: 'Arenal Volcano Hike & Tabacón' }, category: { en: 'Adventure' }, price: 165 }));
const bridges = record('mistico-bridges', aPublicTour({ title: { en: 'Mistico Hanging Bridges' }, category: { en: 'Nature' }, price: 59 }), 'draft', 2);
const sirena = record('sirena', anAdminOnlyTour({ title: { en: 'Corcovado Sirena' }, destination: 'corcovado', adminTour: { number: 9, category: 'wildlife' } }), 'archived-still-published', 3);
const night = record('night-walk', aPublicTour({ title: { en: 'Night Walk' }, destination: 'monteverde', category: { en: 'Nature' }, price: 45 }), 'new');

const scheduled = (recordId: string, kind: 'update' | 'archive', state: ScheduledChangeView['state'] = 'pending', collection = 'tours'): ScheduledChangeView => ({
  id: 1,
  collection,
  recordId,
  kind,
  data: null,
  baseVersion: 1,
  runAt: '2026-12-01T14:00:00.000Z',
  scheduledAt: '2026-11-30T12:00:00.000Z',
  state,
  runAtCostaRica: '2026-12-01T08:00',
  timeZone: 'America/Costa_Rica (UTC−6, no daylight saving time)',
});

describe('the rows of a collection on the admin page', () => {
  it('gives each record its title, destination, category, partner, price and state', () => {
    expect(catalogueRowsOf('tours', [arenal, bridges, sirena, night], [])).toEqual([
      { id: 'arenal-hike', title: 'Arenal Volcano Hike & Tabacón', destination: 'arenal', category: 'Adventure', partner: 'GetYourGuide', price: 165, state: 'published', stateLabel: 'Published', version: 1, updatedAt: '2026-11-01T10:00:00.000Z' },
      { id: 'mistico-bridges', title: 'Mistico Hanging Bridges', destination: 'arenal', category: 'Nature', partner: 'GetYourGuide', price: 59, state: 'changed', stateLabel: 'Changed, not yet published', version: 2, updatedAt: '2026-11-02T10:00:00.000Z' },
      { id: 'sirena', title: 'Corcovado Sirena', destination: 'corcovado', category: 'wildlife', state: 'archived', stateLabel: 'Archived, on the site until published', version: 3, updatedAt: '2026-11-03T10:00:00.000Z' },
      { id: 'night-walk', title: 'Night Walk', destination: 'monteverde', category: 'Nature', partner: 'GetYourGuide', price: 45, state: 'new', stateLabel: 'New, not yet published', version: 1, updatedAt: '2026-11-01T10:00:00.000Z' },
    ]);
  });

  it('says an archived record the site no longer shows is archived', () => {
    expect(catalogueRowsOf('tours', [record('gone', {}, 'archived')], [])[0]).toMatchObject({ state: 'archived', stateLabel: 'Archived', title: 'gone' });
  });

  it('lists a record whose data is gone (deleted) by its id alone', () => {
    const gone = { ...record('gone', {}, 'archived'), data: null } as unknown as EditedRecord;
    expect(catalogueRowsOf('tours', [gone], [])[0]).toEqual({ id: 'gone', title: 'gone', state: 'archived', stateLabel: 'Archived', version: 1, updatedAt: '2026-11-01T10:00:00.000Z' });
  });

  it('names the partner each collection links to', () => {
    const partnerIn = (collection: string) => catalogueRowsOf(collection, [record('x', {})], [])[0]!.partner;
    expect([partnerIn('products'), partnerIn('hotels'), partnerIn('developments'), partnerIn('pages'), partnerIn('tours')]).toEqual(['Amazon', 'Tripadvisor', 'Broker', undefined, undefined]);
  });

  it('tells a pending scheduled change of the record, an archiving as such, and none of another record or collection', () => {
    const rows = (changes: ScheduledChangeView[]) => catalogueRowsOf('tours', [arenal], changes)[0]!;
    expect(rows([scheduled('arenal-hike', 'update')])).toMatchObject({ state: 'scheduled', stateLabel: 'Scheduled for 2026-12-01 08:00 (Costa Rica time)' });
    expect(rows([scheduled('arenal-hike', 'archive')]).stateLabel).toBe('Archiving scheduled for 2026-12-01 08:00 (Costa Rica time)');
    expect(rows([scheduled('arenal-hike', 'update', 'done')]).state).toBe('published');
    expect(rows([scheduled('other', 'update')]).state).toBe('published');
    expect(rows([scheduled('arenal-hike', 'update', 'pending', 'products')]).state).toBe('published');
  });

  it('reads a category from its kind or shop when it has no category', () => {
    const categoryOf = (data: Record<string, unknown>) => catalogueRowsOf('pages', [record('x', data)], [])[0]!.category;
    expect(categoryOf({ kind: 'destination' })).toBe('destination');
    expect(categoryOf({ shop: 'coffee' })).toBe('coffee');
    expect(categoryOf({ category: 'toys', shop: 'gifts' })).toBe('toys');
    expect(categoryOf({})).toBeUndefined();
    expect(categoryOf({ category: { fr: 'x' } })).toBeUndefined();
  });

  it('names a record by its title, name, heading or the site name, else its id', () => {
    expect(recordTitleOf('a', { title: { en: 'T' }, name: 'N' })).toBe('T');
    expect(recordTitleOf('a', { name: 'Hotel N' })).toBe('Hotel N');
    expect(recordTitleOf('a', { name: { en: 'Arenal' } })).toBe('Arenal');
    expect(recordTitleOf('a', { heading: { en: 'Home' } })).toBe('Home');
    expect(recordTitleOf('site', { siteName: 'Costa Rica Gateway' })).toBe('Costa Rica Gateway');
    expect(recordTitleOf('a', { title: 3 })).toBe('a');
    expect(recordTitleOf('a', { title: { en: 3 } })).toBe('a');
    expect(recordTitleOf('a', undefined)).toBe('a');
  });

  it('shows no destination or price a record does not have as text and number', () => {
    const row = catalogueRowsOf('tours', [record('x', { destination: 4, price: '5' })], [])[0]!;
    expect('destination' in row).toBe(false);
    expect('price' in row).toBe(false);
    expect('category' in row).toBe(false);
  });
});

const rows: CatalogueRow[] = catalogueRowsOf('tours', [arenal, bridges, sirena, night], [scheduled('night-walk', 'update')]);

describe('searching and filtering the table', () => {
  const ids = (found: readonly CatalogueRow[]) => found.map((row) => row.id);

  it('finds every word in the id or the title, without minding case or accents', () => {
    expect(ids(filteredRows(rows, { search: 'tabacon' }))).toEqual(['arenal-hike']);
    expect(ids(filteredRows(rows, { search: '  HANGING   mistico ' }))).toEqual(['mistico-bridges']);
    expect(ids(filteredRows(rows, { search: 'sirena' }))).toEqual(['sirena']);
    expect(ids(filteredRows(rows, { search: 'hanging walk' }))).toEqual([]);
    expect(ids(filteredRows(rows, { search: '' }))).toEqual(ids(rows));
    expect(ids(filteredRows(rows, {}))).toEqual(ids(rows));
  });

  it('keeps the rows of the chosen destination, category, partner and state', () => {
    expect(ids(filteredRows(rows, { destination: 'arenal' }))).toEqual(['arenal-hike', 'mistico-bridges']);
    expect(ids(filteredRows(rows, { destination: 'arenal', category: 'Nature' }))).toEqual(['mistico-bridges']);
    expect(ids(filteredRows(rows, { partner: 'GetYourGuide', state: 'scheduled' }))).toEqual(['night-walk']);
    expect(ids(filteredRows(rows, { state: 'archived' }))).toEqual(['sirena']);
  });

  it('offers each value of a column once, in order', () => {
    expect(filterOptions(rows, 'destination')).toEqual(['arenal', 'corcovado', 'monteverde']);
    expect(filterOptions(rows, 'category')).toEqual(['Adventure', 'Nature', 'wildlife']);
    expect(filterOptions(rows, 'partner')).toEqual(['GetYourGuide']);
    expect(filterOptions([...rows].reverse(), 'destination')).toEqual(['arenal', 'corcovado', 'monteverde']);
  });
});

describe('sorting the table', () => {
  const ids = (sorted: readonly CatalogueRow[]) => sorted.map((row) => row.id);

  it('sorts prices as numbers, either way, the rows without a price last', () => {
    expect(ids(sortedRows(rows, { column: 'price', direction: 'ascending' }))).toEqual(['night-walk', 'mistico-bridges', 'arenal-hike', 'sirena']);
    expect(ids(sortedRows(rows, { column: 'price', direction: 'descending' }))).toEqual(['arenal-hike', 'mistico-bridges', 'night-walk', 'sirena']);
  });

  it('sorts text as a reader orders it, ties by title', () => {
    expect(ids(sortedRows(rows, { column: 'title', direction: 'ascending' }))).toEqual(['arenal-hike', 'sirena', 'mistico-bridges', 'night-walk']);
    expect(ids(sortedRows(rows, { column: 'destination', direction: 'descending' }))).toEqual(['night-walk', 'sirena', 'arenal-hike', 'mistico-bridges']);
    expect(ids(sortedRows(rows, { column: 'category', direction: 'ascending' }))).toEqual(['arenal-hike', 'mistico-bridges', 'night-walk', 'sirena']);
  });

  it('orders rows with no value last, whichever row comes first, and leaves the rows given as they were', () => {
    const withoutPrice = rows.filter((row) => row.id === 'sirena');
    const given = [...withoutPrice, ...rows.filter((row) => row.id === 'arenal-hike')];
    expect(ids(sortedRows(given, { column: 'price', direction: 'descending' }))).toEqual(['arenal-hike', 'sirena']);
    expect(ids(given)).toEqual(['sirena', 'arenal-hike']);
  });

  it('orders ties and rows without a value by title, whatever order they were given in', () => {
    const given = [...rows].reverse();
    expect(ids(sortedRows(given, { column: 'destination', direction: 'ascending' }))).toEqual(['arenal-hike', 'mistico-bridges', 'sirena', 'night-walk']);
    const noPrices = catalogueRowsOf('tours', [record('b', { title: { en: 'B' } }), record('a', { title: { en: 'A' } }), record('c', { title: { en: 'C' }, price: 1 })], []);
    expect(ids(sortedRows(noPrices, { column: 'price', direction: 'descending' }))).toEqual(['c', 'a', 'b']);
    expect(ids(sortedRows(noPrices, { column: 'price', direction: 'ascending' }))).toEqual(['c', 'a', 'b']);
  });

  it('turns a column ascending first, then the other way, then back', () => {
    expect(nextSort({ column: 'title', direction: 'ascending' }, 'price')).toEqual({ column: 'price', direction: 'ascending' });
    expect(nextSort({ column: 'title', direction: 'descending' }, 'price')).toEqual({ column: 'price', direction: 'ascending' });
    expect(nextSort({ column: 'price', direction: 'ascending' }, 'price')).toEqual({ column: 'price', direction: 'descending' });
    expect(nextSort({ column: 'price', direction: 'descending' }, 'price')).toEqual({ column: 'price', direction: 'ascending' });
  });
});

describe('the counts of the table', () => {
  it('counts the rows shown and each state of all rows, and says so', () => {
    const counts = rowCounts(rows, rows.slice(0, 2));
    expect(counts).toEqual({ shown: 2, total: 4, byState: { published: 1, changed: 1, new: 0, scheduled: 1, archived: 1 } });
    expect(countsSentence(counts)).toBe('2 of 4 shown; 1 published, 1 changed, not yet published, 1 scheduled, 1 archived');
    expect(countsSentence(rowCounts(catalogueRowsOf('tours', [night], []), []))).toBe('0 of 1 shown; 1 new');
    expect(countsSentence(rowCounts([], []))).toBe('0 of 0 shown');
  });
});
