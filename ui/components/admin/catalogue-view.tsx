import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ADMIN_CATALOGUE_PATH } from '../../../domain/api-paths.js';
import { refusalText } from './catalogue-refusal.js';
import { CATALOGUE_COLLECTIONS } from '../../../domain/catalogue/catalogue-document.js';
import type { EditedRecord } from '../../../domain/catalogue/catalogue-editor.js';
import {
  catalogueRowsOf,
  countsSentence,
  filteredRows,
  filterOptions,
  nextSort,
  RECORD_STATES,
  rowCounts,
  sortedRows,
  type CatalogueFilter,
  type CatalogueSort,
  type RecordState,
  type SortColumn,
} from '../../../domain/catalogue/catalogue-table.js';
import { PRICED_COLLECTIONS } from '../../../domain/catalogue/catalogue-price-changes.js';
import { labelOf } from '../../../domain/catalogue/record-form.js';
import { CatalogueAdminApiToken } from '../../../domain/tokens.js';
import { useService } from '../../services.js';
import * as layout from '../../styles/layout.css.js';
import { button } from '../button.js';
import { control } from '../control.css.js';
import { BulkPrices } from './catalogue-bulk-prices.js';
import { PublishPanel } from './catalogue-publish-panel.js';
import { RecordDetail } from './catalogue-record-detail.js';
import { ScheduledChanges } from './catalogue-scheduled-changes.js';
import { ChangeSets } from './catalogue-change-sets.js';
import * as css from './catalogue-view.css.js';

const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const COLUMN_NAMES: Readonly<Record<SortColumn, string>> = {
  title: 'Name',
  destination: 'Destination',
  category: 'Category',
  partner: 'Partner',
  price: 'Price',
  state: 'State',
  updatedAt: 'Last changed',
};

const STATE_NAMES: Readonly<Record<RecordState, string>> = { published: 'Published', changed: 'Changed, not yet published', new: 'New', scheduled: 'Scheduled', archived: 'Archived' };

/** What the view shows beside the table: a record's detail, a new record, the review before publishing. */
type Detail = { kind: 'record'; id: string } | { kind: 'new'; from?: EditedRecord } | { kind: 'publish' } | undefined;

const LEAVE_QUESTION = 'You have unsaved changes in this record. Leave them?';

/**
 * The admin page's Catalogue view (issue 38, docs/decisions/118-120): each collection as a table with search, filters,
 * sorting, counts and each record's state; a record's form, history, scheduled changes and where it is used; bulk
 * prices; the review of every page a change touches before Publish or Discard. Loaded only when the operator opens it
 * (docs/decisions/069), so react-hook-form stays out of the photo view's download.
 */
export function CatalogueView({ token, initialRecord }: { token: string; initialRecord?: { readonly collection: string; readonly id: string } }) {
  const api = useService(CatalogueAdminApiToken);
  const queryClient = useQueryClient();
  const [collection, setCollection] = useState<string>(initialRecord?.collection ?? 'tours');
  const [filter, setFilter] = useState<CatalogueFilter>({});
  const [sort, setSort] = useState<CatalogueSort>({ column: 'title', direction: 'ascending' });
  const [detail, setDetail] = useState<Detail>(initialRecord && { kind: 'record', id: initialRecord.id });
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [message, setMessage] = useState('');
  const dirty = useRef(false);
  const result = useRef<HTMLParagraphElement>(null);

  const records = useQuery({ queryKey: [ADMIN_CATALOGUE_PATH, collection], queryFn: () => api.list(token, collection), staleTime: 0 });
  const scheduled = useQuery({ queryKey: [ADMIN_CATALOGUE_PATH, 'scheduled'], queryFn: () => api.scheduledChanges(token), staleTime: 0 });
  const pending = useQuery({ queryKey: [ADMIN_CATALOGUE_PATH, 'pending'], queryFn: () => api.pending(token), staleTime: 0 });

  const rows = useMemo(() => catalogueRowsOf(collection, records.data ?? [], scheduled.data ?? []), [collection, records.data, scheduled.data]);
  const shown = useMemo(() => sortedRows(filteredRows(rows, filter), sort), [rows, filter, sort]);
  const counts = countsSentence(rowCounts(rows, shown));

  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  /** Issue 38 point 2: a warning before the operator leaves unsaved changes, by closing the tab or by switching views. */
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = LEAVE_QUESTION;
    };
    // The admin page's view buttons (Tour photos, Clicks) are outside this view: a click on one asks first.
    const viewSwitch = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!dirty.current || !target?.closest('[role="group"][aria-label="Admin view"]')) return;
      if (window.confirm(LEAVE_QUESTION)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', viewSwitch, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', viewSwitch, true);
    };
  }, []);

  /** Leaving the record open: only when nothing is unsaved, or the operator says so. */
  const mayLeave = () => !dirty.current || window.confirm(LEAVE_QUESTION);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: [ADMIN_CATALOGUE_PATH] });
  }, [queryClient]);

  /** After an action: the result is said in the live region and takes the focus, so the next Tab goes on from it. */
  const announce = useCallback((text: string, focus = true) => {
    setMessage(text);
    if (focus) requestAnimationFrame(() => result.current?.focus());
  }, []);

  const open = (next: Detail) => {
    if (!mayLeave()) return;
    dirty.current = false;
    setDetail(next);
  };

  /** Opens a record of any collection (a scheduled change's, or one that names the record open), asking first if input is unsaved. */
  const openRecord = (other: string, id: string) => {
    if (!mayLeave()) return;
    dirty.current = false;
    if (other !== collection) {
      setCollection(other);
      setFilter({});
      setSelected([]);
      setBulkOpen(false);
    }
    setDetail({ kind: 'record', id });
  };

  const chooseCollection = (next: string) => {
    if (next === collection || !mayLeave()) return;
    dirty.current = false;
    setCollection(next);
    setFilter({});
    setSelected([]);
    setBulkOpen(false);
    setDetail(undefined);
  };

  const priced = (PRICED_COLLECTIONS as readonly string[]).includes(collection);
  const pendingCount = pending.data?.length ?? 0;
  const filterSelect = (column: 'destination' | 'category' | 'partner') => {
    const options = filterOptions(rows, column);
    if (options.length < 2) return null;
    return (
      <label className={css.label}>
        {COLUMN_NAMES[column]}
        <select className={control({ size: 'compact' })} value={filter[column] ?? ''} onChange={(event) => setFilter({ ...filter, [column]: event.target.value || undefined })}>
          <option value="">All</option>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </label>
    );
  };
  const columns: SortColumn[] = ['title', ...(['destination', 'category', 'partner'] as const).filter((column) => rows.some((row) => row[column] !== undefined)), ...(priced ? (['price'] as const) : []), 'state', 'updatedAt'];
  const ariaSort = (column: SortColumn) => (sort.column === column ? sort.direction : 'none');
  const selectedRecords = (records.data ?? []).filter((record) => selected.includes(record.id));

  return (
    <section className={css.view} aria-labelledby="catalogue-title">
      <div className={css.header}>
        <h2 id="catalogue-title" className={css.title}>
          Catalogue
        </h2>
        <div className={css.row}>
          <button type="button" className={button({ variant: detail?.kind === 'publish' ? 'primary' : 'secondary' })} onClick={() => open({ kind: 'publish' })}>
            Review and publish ({pendingCount} {pendingCount === 1 ? 'change' : 'changes'})
          </button>
        </div>
      </div>
      <div className={css.row} role="group" aria-label="Collection">
        {CATALOGUE_COLLECTIONS.map((name) => (
          <button key={name} type="button" className={button({ variant: name === collection ? 'primary' : 'secondary' })} aria-pressed={name === collection} onClick={() => chooseCollection(name)}>
            {labelOf(name)}
          </button>
        ))}
      </div>
      <p ref={result} tabIndex={-1} role="status" className={message ? css.notice : layout.visuallyHidden}>
        {message}
      </p>
      {detail === undefined && (
        <ScheduledChanges
          token={token}
          onOpen={openRecord}
          onCancelled={(text) => {
            void refresh();
            announce(text);
          }}
        />
      )}
      {detail === undefined && (
        <ChangeSets
          token={token}
          onRestored={(text) => {
            void refresh();
            announce(text);
          }}
        />
      )}
      {detail?.kind === 'publish' && (
        <PublishPanel
          token={token}
          onClose={() => setDetail(undefined)}
          onDone={(text) => {
            void refresh();
            announce(text);
          }}
        />
      )}
      {detail?.kind === 'record' || detail?.kind === 'new' ? (
        <RecordDetail
          key={detail.kind === 'record' ? `${collection}/${detail.id}` : `new/${detail.from?.id ?? ''}`}
          token={token}
          collection={collection}
          detail={detail}
          onDirtyChange={setDirty}
          onClose={() => open(undefined)}
          onOpen={(id) => {
            dirty.current = false;
            setDetail({ kind: 'record', id });
          }}
          onOpenRecord={openRecord}
          onDuplicate={(record) => open({ kind: 'new', from: record })}
          onChanged={(text) => {
            void refresh();
            announce(text);
          }}
        />
      ) : (
        <div className={css.panel}>
          <div className={css.row} role="search" aria-label={`Search the ${collection}`}>
            <label className={`${css.label} ${css.grow}`}>
              Search
              <input type="search" className={control({ size: 'compact' })} value={filter.search ?? ''} onChange={(event) => setFilter({ ...filter, search: event.target.value })} placeholder="Name or id" />
            </label>
            {filterSelect('destination')}
            {filterSelect('category')}
            {filterSelect('partner')}
            <label className={css.label}>
              State
              <select className={control({ size: 'compact' })} value={filter.state ?? ''} onChange={(event) => setFilter({ ...filter, state: (event.target.value || undefined) as RecordState | undefined })}>
                <option value="">All</option>
                {RECORD_STATES.map((state) => (
                  <option key={state} value={state}>
                    {STATE_NAMES[state]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className={css.row}>
            {collection !== 'settings' && (
              <button type="button" className={button()} onClick={() => open({ kind: 'new' })}>
                New {labelOf(collection).toLowerCase().replace(/s$/, '')}
              </button>
            )}
            {priced && (
              <button type="button" className={button({ variant: 'secondary' })} disabled={selected.length === 0} onClick={() => setBulkOpen(true)}>
                Change prices of {selected.length} selected
              </button>
            )}
          </div>
          {bulkOpen && priced && (
            <BulkPrices
              token={token}
              collection={collection}
              records={selectedRecords}
              onClose={() => setBulkOpen(false)}
              onDone={(text) => {
                setBulkOpen(false);
                setSelected([]);
                void refresh();
                announce(text);
              }}
            />
          )}
          {records.error && (
            <p className={css.error} role="alert">
              The {collection} could not be loaded: {records.error.message}
            </p>
          )}
          {!records.data && !records.error && (
            <p className={css.muted} role="status">
              Loading the {collection}…
            </p>
          )}
          {records.data && (
            <>
              <p className={css.muted} aria-live="polite">
                {counts}
              </p>
              <div className={css.tableScroll}>
                <table className={css.table}>
                  <caption className={css.caption}>
                    {labelOf(collection)}, sorted by {COLUMN_NAMES[sort.column].toLowerCase()}, {sort.direction}.
                  </caption>
                  <thead>
                    <tr>
                      {priced && (
                        <th scope="col" className={css.cell}>
                          <span className={layout.visuallyHidden}>Select</span>
                        </th>
                      )}
                      {columns.map((column) => (
                        <th key={column} scope="col" className={column === 'price' ? css.number : css.cell} aria-sort={ariaSort(column)}>
                          <button type="button" className={css.sortButton} onClick={() => setSort(nextSort(sort, column))}>
                            {COLUMN_NAMES[column]}
                            <span aria-hidden="true">{sort.column === column ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}</span>
                          </button>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((row) => (
                      <tr key={row.id}>
                        {priced && (
                          <td className={css.cell}>
                            <input
                              type="checkbox"
                              aria-label={`Select ${row.title}`}
                              checked={selected.includes(row.id)}
                              disabled={row.price === undefined}
                              onChange={(event) => setSelected(event.target.checked ? [...selected, row.id] : selected.filter((id) => id !== row.id))}
                            />
                          </td>
                        )}
                        {columns.map((column) =>
                          column === 'title' ? (
                            <th key={column} scope="row" className={css.cell}>
                              <button type="button" className={css.linkButton} onClick={() => open({ kind: 'record', id: row.id })}>
                                {row.title}
                              </button>
                              <div className={css.muted}>{row.id}</div>
                            </th>
                          ) : (
                            <td key={column} className={column === 'price' ? css.number : css.cell}>
                              {column === 'price' ? (row.price === undefined ? '' : priceFormat.format(row.price)) : column === 'state' ? row.stateLabel : column === 'updatedAt' ? row.updatedAt.slice(0, 16).replace('T', ' ') : row[column]}
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {shown.length === 0 && <p className={css.muted}>No record matches.</p>}
            </>
          )}
        </div>
      )}
    </section>
  );
}

