import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_CATALOGUE_PATH } from '../../../domain/api-paths.js';
import { textChanges, type FieldChange } from '../../../domain/catalogue/field-changes.js';
import type { EditedRecord } from '../../../domain/catalogue/catalogue-editor.js';
import { costaRicaTimeOf } from '../../../domain/catalogue/costa-rica-time.js';
import { fieldLabelOf, formPathOf } from '../../../domain/catalogue/record-form.js';
import { CatalogueAdminApiToken } from '../../../domain/tokens.js';
import { useService } from '../../services.js';
import * as layout from '../../styles/layout.css.js';
import { button } from '../button.js';
import { control } from '../control.css.js';
import { refusalText } from './catalogue-refusal.js';
import { TableHead } from './catalogue-table-head.js';
import * as css from './catalogue-view.css.js';


const when = (iso: string) => `${costaRicaTimeOf(new Date(iso)).replace('T', ' ')} Costa Rica time`;

function ChangesTable({ changes, caption }: { changes: readonly FieldChange[]; caption: string }) {
  return (
    <div className={css.tableScroll}>
      <table className={css.diffTable}>
        <caption className={css.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>
              Field
            </th>
            <th scope="col" className={css.cell}>
              Before
            </th>
            <th scope="col" className={css.cell}>
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {/* Text field by field, never JSON: a title by language reads as its English text (docs/decisions/136). */}
          {textChanges(changes).map((change) => (
            <tr key={change.field}>
              <th scope="row" className={css.cell}>
                {fieldLabelOf(formPathOf(change.field))}
              </th>
              <td className={css.cell}>
                <span className={css.before}>{change.before}</span>
              </td>
              <td className={css.cell}>
                <span className={css.after}>{change.after}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Issue 38 point 6: the record's revisions, newest first, each with what changed field by field (the server's list), and
 * Restore, which writes that version's data as a new draft and says so: never a silent publish.
 */
export function RecordHistory({ token, record, onRestored }: { token: string; record: EditedRecord; onRestored: (text: string) => void }) {
  const api = useService(CatalogueAdminApiToken);
  const key = { collection: record.collection, id: record.id };
  const revisions = useQuery({ queryKey: [ADMIN_CATALOGUE_PATH, record.collection, record.id, 'revisions', record.version], queryFn: () => api.revisions(token, key), staleTime: 0 });
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const restore = async (version: number) => {
    setProblem(undefined);
    try {
      const restored = await api.restore(token, key, version, record.version);
      onRestored(`Version ${version} was restored as a new draft (version ${restored.version}). The site still shows the published version until you publish.`);
    } catch (error) {
      setProblem(refusalText(error));
    }
  };

  if (revisions.error) return <p className={css.error} role="alert">The history could not be loaded: {revisions.error.message}</p>;
  if (!revisions.data) return <p role="status">Loading the history…</p>;
  return (
    <section className={css.panel} aria-labelledby="history-title">
      <h4 id="history-title" className={css.subtitle}>
        History: {revisions.data.length} {revisions.data.length === 1 ? 'change' : 'changes'}
      </h4>
      {problem && (
        <p className={css.error} role="alert">
          {problem}
        </p>
      )}
      <ol className={css.fieldset} reversed>
        {[...revisions.data].reverse().map((revision) => (
          <li key={revision.version} className={css.field}>
            <p className={css.fieldLabel}>
              Version {revision.version}, {when(revision.at)}
              {revision.before === null ? ': created' : revision.after === null ? ': archived' : ''}
              {revision.version === record.publishedVersion ? ' (on the site)' : ''}
            </p>
            {revision.changes && revision.changes.length > 0 && <ChangesTable changes={revision.changes} caption={`What version ${revision.version} changed`} />}
            {!revision.changes && revision.before !== null && revision.after !== null && (
              <details>
                <summary>Before and after</summary>
                <ChangesTable changes={[{ field: 'record', before: revision.before, after: revision.after }]} caption={`Version ${revision.version}, whole`} />
              </details>
            )}
            {revision.after !== null && revision.version !== record.version && (
              <div>
                <button type="button" className={button({ variant: 'secondary' })} onClick={() => void restore(revision.version)}>
                  Restore version {revision.version} as a draft
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Tomorrow at 08:00 in Costa Rica: the time the schedule form offers first. */
function tomorrowMorning(now: Date): string {
  return `${costaRicaTimeOf(new Date(now.getTime() + 24 * 60 * 60 * 1000)).slice(0, 10)}T08:00`;
}

/**
 * Issue 38 point 7: publish this record's draft (or archive it) at a time in Costa Rica time (UTC−6, docs/decisions/104),
 * and its scheduled changes with Cancel.
 */
export function RecordSchedule({ token, record, onScheduled }: { token: string; record: EditedRecord; onScheduled: (text: string) => void }) {
  const api = useService(CatalogueAdminApiToken);
  const queryClient = useQueryClient();
  const [at, setAt] = useState(() => tomorrowMorning(new Date()));
  const [kind, setKind] = useState<'update' | 'archive'>('update');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const changes = useQuery({ queryKey: [ADMIN_CATALOGUE_PATH, 'scheduled'], queryFn: () => api.scheduledChanges(token), staleTime: 0 });
  const mine = (changes.data ?? []).filter((change) => change.collection === record.collection && change.recordId === record.id);

  const schedule = async () => {
    setProblem(undefined);
    try {
      const change = await api.schedule(token, { collection: record.collection, id: record.id }, { kind, version: record.version, at, ...(kind === 'update' ? { data: record.data } : {}) });
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CATALOGUE_PATH] });
      onScheduled(`${kind === 'update' ? 'Publishing version' : 'Archiving version'} ${record.version} is scheduled for ${change.runAtCostaRica.replace('T', ' ')} Costa Rica time.`);
    } catch (error) {
      setProblem(refusalText(error));
    }
  };

  const cancel = async (id: number) => {
    setProblem(undefined);
    try {
      await api.cancelScheduled(token, id);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CATALOGUE_PATH] });
      onScheduled(`Scheduled change ${id} was cancelled.`);
    } catch (error) {
      setProblem(refusalText(error));
    }
  };

  return (
    <section className={css.panel} aria-labelledby="schedule-title">
      <h4 id="schedule-title" className={css.subtitle}>
        Schedule a change
      </h4>
      <p className={css.muted}>Saves nothing new: it publishes version {record.version} as it is now (save your edits first). A later edit of the record makes the scheduled change fail.</p>
      <div className={css.row}>
        <label className={css.label}>
          What
          <select className={control({ size: 'compact' })} value={kind} onChange={(event) => setKind(event.target.value as 'update' | 'archive')}>
            <option value="update">Publish this version</option>
            <option value="archive">Archive the record</option>
          </select>
        </label>
        <label className={css.label}>
          When (Costa Rica time, UTC−6)
          <input type="datetime-local" className={control({ size: 'compact' })} value={at} onChange={(event) => setAt(event.target.value)} required />
        </label>
        <button type="button" className={button()} onClick={() => void schedule()}>
          Schedule
        </button>
      </div>
      {problem && (
        <p className={css.error} role="alert">
          {problem}
        </p>
      )}
      <div className={css.tableScroll}>
        <table className={css.table}>
          <caption className={css.caption}>Scheduled changes of this record</caption>
          <TableHead columns={['When (Costa Rica time)', 'What', 'State']} action />
          <tbody>
            {mine.map((change) => (
              <tr key={change.id}>
                <th scope="row" className={css.cell}>
                  {change.runAtCostaRica.replace('T', ' ')}
                </th>
                <td className={css.cell}>{change.kind === 'update' ? `Publish version ${change.baseVersion}` : 'Archive'}</td>
                <td className={css.cell}>
                  {change.state}
                  {change.outcome ? `: ${change.outcome}` : ''}
                </td>
                <td className={css.cell}>
                  {change.state === 'pending' && (
                    <button type="button" className={button({ variant: 'secondary' })} onClick={() => void cancel(change.id)}>
                      Cancel<span className={layout.visuallyHidden}> the change of {change.runAtCostaRica.replace('T', ' ')}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {mine.length === 0 && <p className={css.muted}>Nothing scheduled for this record.</p>}
    </section>
  );
}

/** Issue 38 point 4: the public pages that show the record (links) and the records that name it. */
export function RecordUsagePanel({ token, record, onOpen }: { token: string; record: EditedRecord; onOpen?: (collection: string, id: string) => void }) {
  const api = useService(CatalogueAdminApiToken);
  const usage = useQuery({ queryKey: [ADMIN_CATALOGUE_PATH, record.collection, record.id, 'usage'], queryFn: () => api.usage(token, { collection: record.collection, id: record.id }), staleTime: 0, retry: false });
  if (usage.error) return <p className={css.error} role="alert">Where this record is used could not be loaded: {usage.error.message}</p>;
  if (!usage.data) return <p role="status">Looking for where it is used…</p>;
  return (
    <section className={css.panel} aria-labelledby="usage-title">
      <h4 id="usage-title" className={css.subtitle}>
        Where it is used
      </h4>
      <h5 className={css.fieldLabel}>Pages that show it ({usage.data.pages.length})</h5>
      {usage.data.pages.length === 0 ? (
        <p className={css.muted}>No public page shows it.</p>
      ) : (
        <ul>
          {usage.data.pages.map((page) => (
            <li key={page.path}>
              <a href={page.path} target="_blank" rel="noreferrer">
                {page.title} ({page.path})<span className={layout.visuallyHidden}>, live page</span>
              </a>
              {page.draftUrl !== undefined && (
                <>
                  {' · '}
                  <a href={page.draftUrl} target="_blank" rel="noreferrer">
                    Preview with the draft<span className={layout.visuallyHidden}>: {page.title}</span>
                  </a>
                </>
              )}
              {page.via === 'collection' && <span className={css.muted}> (lists the {record.collection}; may not show this one)</span>}
            </li>
          ))}
        </ul>
      )}
      <h5 className={css.fieldLabel}>Records that name it ({usage.data.records.length}): open a page to add, remove or reorder its listing (drag, or Move up and Move down)</h5>
      {usage.data.records.length === 0 ? (
        <p className={css.muted}>No other record names it.</p>
      ) : (
        <ul>
          {usage.data.records.map((use) => (
            <li key={`${use.collection}/${use.id}/${use.field}`}>
              <a
                href={use.editor}
                onClick={(event) => {
                  // In this page, where the session lives; a new tab (Ctrl, Cmd or Shift) keeps the address and asks to sign in.
                  if (onOpen === undefined || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onOpen(use.collection, use.id);
                }}
              >
                {use.title}
              </a>{' '}
              <span className={css.muted}>
                ({use.collection}{use.page === undefined ? '' : `, ${use.page}`}), field {fieldLabelOf(formPathOf(use.field))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
