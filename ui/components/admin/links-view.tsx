import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { adminViewPath, type AdminViewAddress } from '../../../domain/admin/admin-view-address.js';
import { ADMIN_LINK_HEALTH_PATH } from '../../../domain/api-paths.js';
import { PROBLEM_STATES } from '../../../domain/link-health/link-health.js';
import { CLICKS_AT_STAKE_DAYS, type LinkReportRow } from '../../../domain/link-health/link-health-report.js';
import type { LinkHealthView } from '../../../domain/link-health/link-health-reader.js';
import { LinkHealthApiToken } from '../../../domain/tokens.js';
import { useService } from '../../services.js';
import { button } from '../button.js';
import { downloadCsv } from './download-csv.js';
import * as css from './clicks-view.css.js';
import * as own from './links-view.css.js';

const numberFormat = new Intl.NumberFormat('en-US');
// Costa Rica's time, as every other operator's time on the admin page (docs/decisions/104).
const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'America/Costa_Rica' });
const when = (iso: string | undefined) => (iso === undefined ? '—' : timeFormat.format(new Date(iso)));
/** A finding's words with its times (ISO 8601 in the report and the CSV) in Costa Rica's time, as the columns show them. */
const detailText = (detail: string) => detail.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, (iso) => when(iso));

/** Whether a run is under way or asked for and not begun: the view then reads the report again every few seconds. */
function runPending(view: LinkHealthView | undefined): boolean {
  const run = view?.run;
  if (run === undefined) return false;
  const started = run.startedAt ?? '';
  const underWay = run.startedAt !== undefined && (run.finishedAt === undefined || run.finishedAt < started);
  return underWay || (run.requestedAt !== undefined && run.requestedAt > started);
}

function runText(view: LinkHealthView): string {
  const { run } = view;
  if (runPending(view)) return run.startedAt !== undefined && (run.finishedAt === undefined || run.finishedAt < run.startedAt) ? `A check is under way (started ${when(run.startedAt)}).` : 'A check was asked for and starts within half a minute.';
  if (run.startedAt === undefined) return 'No link has been checked yet.';
  return `Last check: ${when(run.startedAt)} to ${when(run.finishedAt)}.`;
}

function scheduleText(view: LinkHealthView): string {
  return view.scheduleHours === null
    ? 'Partners are contacted only when you press Check now (LINK_CHECK is off).'
    : `Links are checked every ${view.scheduleHours} hours (LINK_CHECK is on).`;
}

/** "This is expected": a note, kept while the link stays in this state. */
/**
 * "This is expected" and its note, in place: opening it puts the focus in the note, Cancel (or Escape) closes it and
 * gives the focus back to the button that opened it.
 */
function DismissForm({ row, onSave }: { row: LinkReportRow; onSave: (note: string) => void }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) input.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!open) {
    return (
      <button ref={opener} type="button" className={button({ variant: 'secondary' })} onClick={() => setOpen(true)}>
        This is expected
      </button>
    );
  }
  const id = `note-${row.linkId}`;
  return (
    <form
      className={own.noteForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (note.trim() !== '') onSave(note.trim());
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <label htmlFor={id} className={own.muted}>
        Why is this expected?
      </label>
      <input ref={input} id={id} className={own.noteInput} value={note} maxLength={500} required onChange={(event) => setNote(event.target.value)} />
      <span className={own.rowActions}>
        <button type="submit" className={button({ variant: 'primary' })}>
          Save note
        </button>
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </span>
    </form>
  );
}

function LinksTable({ caption, rows, actions }: { caption: string; rows: readonly LinkReportRow[]; actions?: (row: LinkReportRow) => React.ReactNode }) {
  return (
    <div className={css.tableScroll}>
      <table className={`${css.table} ${own.cardTable}`}>
        <caption className={css.empty}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>Link</th>
            <th scope="col" className={css.cell}>State</th>
            <th scope="col" className={css.cell}>Since</th>
            <th scope="col" className={css.cell}>Last checked</th>
            <th scope="col" className={css.number}>Clicks ({CLICKS_AT_STAKE_DAYS} days)</th>
            <th scope="col" className={css.cell}>What was found</th>
            {actions && <th scope="col" className={css.cell}>Fix</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.linkId} data-link-id={row.linkId}>
              <th scope="row" className={css.cell}>
                <span className={own.label}>
                  <a href={row.url} target="_blank" rel="noopener noreferrer">
                    {row.label}
                  </a>
                  <span className={own.muted}>{row.partner}</span>
                </span>
              </th>
              <td className={css.cell} data-label="State">
                <span className={own.state[row.state]}>{row.state}</span>
              </td>
              <td className={css.cell} data-label="Since">{when(row.since)}</td>
              <td className={css.cell} data-label="Last checked">{when(row.lastChecked)}</td>
              <td className={css.number} data-label={`Clicks (${CLICKS_AT_STAKE_DAYS} days)`}>{numberFormat.format(row.clicks)}</td>
              <td className={`${css.cell} ${own.detail}`} data-label="Found">
                {detailText(row.detail)}
                {row.dismissal && <span className={own.muted}> Expected: {row.dismissal.note}</span>}
              </td>
              {actions && <td className={css.cell}>{actions(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A record of the catalogue, as the admin page's addresses name it. */
type CatalogueRecord = NonNullable<AdminViewAddress['record']>;

/**
 * The operator's Links view (issue 40 point 5, docs/decisions/127-130): each published partner link's state, since
 * when, last checked and its clicks in the last 30 days; problems first, by the clicks they cost; "this is expected";
 * the record's editor (the Catalogue view, at /admin?view=catalogue&collection=…&id=…, opened in place: `openRecord`);
 * a broken tour's search stop-gap; the CSV; and the prices noted too long ago. Loaded only when the operator opens it.
 */
export function LinksView({ token, openRecord }: { token: string; openRecord?: (record: CatalogueRecord) => void }) {
  const api = useService(LinkHealthApiToken);
  const queries = useQueryClient();
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const query = useQuery({ queryKey: [ADMIN_LINK_HEALTH_PATH], queryFn: () => api.view(token), staleTime: 0, refetchInterval: (current) => (runPending(current.state.data) ? 2_000 : false) });
  const view = query.data;
  const done = (text: string) => {
    setFailure(undefined);
    setMessage(text);
    void queries.invalidateQueries({ queryKey: [ADMIN_LINK_HEALTH_PATH] });
  };
  const failed = (what: string) => (error: Error) => setFailure(`${what}: ${error.message}`);
  const checkNow = useMutation({ mutationFn: () => api.checkNow(token), onSuccess: () => done('Check asked for: the report updates as links are checked.'), onError: failed('The check could not be asked for') });
  const dismiss = useMutation({ mutationFn: ({ linkId, note }: { linkId: string; note: string | null }) => api.dismiss(token, linkId, note), onSuccess: () => done('Saved.'), onError: failed('The note could not be saved') });
  const stopGap = useMutation({ mutationFn: (tourId: string) => api.stopGap(token, tourId), onSuccess: (made) => done(`The tour's link now searches the partner for its title (it searched for "${made.previousTerm}"), published.${made.draftKept ? " The tour's pending draft was not published; it searches for the title too." : ''}`), onError: failed('The stop-gap could not be made') });

  const exportCsv = async () => {
    try {
      downloadCsv(await api.csv(token));
    } catch (error) {
      setFailure(`The CSV could not be made: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const problems = view?.rows.filter((row) => row.problem && row.dismissal === undefined) ?? [];
  const expected = view?.rows.filter((row) => row.problem && row.dismissal !== undefined) ?? [];
  const others = view?.rows.filter((row) => !row.problem) ?? [];
  /** The editor's address, opened in this page (the session lives in it) when the admin page says how; a new tab keeps the address. */
  const editorLink = (record: CatalogueRecord, className?: string) => ({
    className,
    href: adminViewPath({ view: 'catalogue', record }),
    onClick: (event: MouseEvent) => {
      if (openRecord === undefined || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      openRecord(record);
    },
  });
  const fixes = (row: LinkReportRow) => (
    <span className={own.rowActions}>
      <a {...editorLink(row.record, button({ variant: 'secondary' }))}>Edit the record</a>
      {row.record.collection === 'tours' && (row.state === 'broken' || row.state === 'unavailable') && (
        <button type="button" className={button({ variant: 'secondary' })} disabled={stopGap.isPending} onClick={() => stopGap.mutate(row.record.id)}>
          Send to the partner&apos;s search
        </button>
      )}
      {row.dismissal === undefined ? (
        <DismissForm row={row} onSave={(note) => dismiss.mutate({ linkId: row.linkId, note })} />
      ) : (
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => dismiss.mutate({ linkId: row.linkId, note: null })}>
          Not expected any more
        </button>
      )}
    </span>
  );

  return (
    <section className={css.view} aria-labelledby="links-title">
      <div className={css.header}>
        <h2 id="links-title" className={css.panelTitle}>
          Partner links
        </h2>
        <div className={own.actions}>
          <button type="button" className={button({ variant: 'primary' })} disabled={checkNow.isPending || runPending(view)} onClick={() => checkNow.mutate()}>
            Check now
          </button>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => void exportCsv()}>
            Export CSV
          </button>
        </div>
      </div>
      {message && <p role="status">{message}</p>}
      {failure && <p className={css.error} role="alert">{failure}</p>}
      {query.error && <p className={css.error} role="alert">The links could not be loaded: {query.error.message}</p>}
      {!view && !query.error && <p className={css.empty} role="status">Loading the links…</p>}
      {view && (
        <>
          <p className={css.summary} data-testid="links-summary">
            {view.run.startedAt === undefined ? 'Not checked yet' : problems.length === 0 ? 'No problems found' : `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}, by clicks at stake`} · {view.rows.length} links
          </p>
          <p className={own.muted}>
            {runText(view)} {scheduleText(view)} Times are Costa Rica's. A link is called broken only after two failed checks some hours apart; a partner that blocks checkers (403, 429, 503, captcha) leaves it unverifiable, never broken.
          </p>
          <section className={css.panel} aria-labelledby="link-problems-title">
            <h3 id="link-problems-title" className={css.panelTitle}>
              Problems ({PROBLEM_STATES.join(', ')})
            </h3>
            {problems.length === 0 ? <p className={css.empty}>No partner link is broken, untagged or unavailable.</p> : <LinksTable caption="Problems, most clicks at stake first" rows={problems} actions={fixes} />}
          </section>
          {expected.length > 0 && (
            <section className={css.panel} aria-labelledby="link-expected-title">
              <h3 id="link-expected-title" className={css.panelTitle}>
                Expected
              </h3>
              <LinksTable caption="Problems you marked as expected" rows={expected} actions={fixes} />
            </section>
          )}
          <section className={css.panel} aria-labelledby="link-stale-title">
            <h3 id="link-stale-title" className={css.panelTitle}>
              Prices older than {view.priceStaleDays} days
            </h3>
            {view.stalePrices.length === 0 ? (
              <p className={css.empty}>Every tour and product price was noted in the last {view.priceStaleDays} days.</p>
            ) : (
              <ul>
                {view.stalePrices.map((price) => (
                  <li key={`${price.record.collection}/${price.record.id}`}>
                    <a {...editorLink(price.record)}>{price.label}</a>: as of {price.asOf} ({price.ageDays} days)
                  </li>
                ))}
              </ul>
            )}
          </section>
          <details className={css.panel}>
            <summary>Every other link ({others.length})</summary>
            <LinksTable caption="Links without a problem, most clicks first" rows={others} />
          </details>
        </>
      )}
    </section>
  );
}
