import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ADMIN_CATALOGUE_PATH } from '../../../domain/api-paths.js';
import { CatalogueApiError } from '../../../domain/catalogue/catalogue-admin-api.js';
import type { EditedRecord } from '../../../domain/catalogue/catalogue-editor.js';
import { recordTitleOf } from '../../../domain/catalogue/catalogue-table.js';
import { dataOfFormValues, formValuesOf, recordFormOf, startingValuesOf } from '../../../domain/catalogue/record-form.js';
import { CatalogueAdminApiToken, TourPhotoUploadsToken } from '../../../domain/tokens.js';
import { useService } from '../../services.js';
import { button } from '../button.js';
import { control } from '../control.css.js';
import { CatalogueRecordForm, type SaveRefusal, type UploadPhoto } from './catalogue-record-form.js';
import { RecordHistory, RecordSchedule, RecordUsagePanel } from './catalogue-record-panels.js';
import * as css from './catalogue-view.css.js';

type Tab = 'edit' | 'history' | 'schedule' | 'usage';

const TAB_NAMES: Readonly<Record<Tab, string>> = { edit: 'Edit', history: 'History', schedule: 'Schedule', usage: 'Where used' };

export interface RecordDetailProps {
  readonly token: string;
  readonly collection: string;
  readonly detail: { kind: 'record'; id: string } | { kind: 'new'; from?: EditedRecord };
  readonly onDirtyChange: (dirty: boolean) => void;
  readonly onClose: () => void;
  readonly onOpen: (id: string) => void;
  /** Opens a record of any collection (one that names this record, from Where used). */
  readonly onOpenRecord: (collection: string, id: string) => void;
  readonly onDuplicate: (record: EditedRecord) => void;
  /** A change was saved: the sentence the view announces. */
  readonly onChanged: (text: string) => void;
}

/** A save's refusal as the form shows it: each field's problem (400), or the record changed elsewhere (409). */
function refusalOf(error: unknown): SaveRefusal {
  if (error instanceof CatalogueApiError) {
    if (error.status === 409 && error.current) {
      return { stale: true, message: `This record was changed in another tab or by another operator (now version ${error.current.version}). Reload it to see that change: your input here is kept until you do.` };
    }
    return { message: error.message, errors: error.errors };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/**
 * A record's photo goes the way a tour photo does (docs/decisions/021): a single-use upload URL asked for with the
 * session, then one PUT of the cropped photo; the record keeps the stored path it answers (docs/decisions/134).
 */
function usePhotoUpload(token: string): UploadPhoto {
  const uploads = useService(TourPhotoUploadsToken);
  return async (photo) => uploads.sendPhoto(await uploads.requestUploadUrl(token), photo);
}

/** A record open for editing, with its history, scheduled changes and where it is used; or a new record's form. */
export function RecordDetail({ token, collection, detail, onDirtyChange, onClose, onOpen, onOpenRecord, onDuplicate, onChanged }: RecordDetailProps) {
  const api = useService(CatalogueAdminApiToken);
  const queryClient = useQueryClient();
  const uploadPhoto = usePhotoUpload(token);
  const [tab, setTab] = useState<Tab>('edit');
  const [formKey, setFormKey] = useState(0);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = detail.kind === 'record' ? detail.id : undefined;
  const record = useQuery({ queryKey: [ADMIN_CATALOGUE_PATH, collection, id], queryFn: () => api.read(token, { collection, id: id! }), enabled: id !== undefined, staleTime: 0 });
  const reload = async () => {
    await record.refetch();
    setFormKey((key) => key + 1);
    onDirtyChange(false);
  };

  if (detail.kind === 'new') {
    return <NewRecord token={token} collection={collection} from={detail.from} onDirtyChange={onDirtyChange} onClose={onClose} onCreated={(created) => {
      onChanged(`${recordTitleOf(created.id, created.data)} was created as a draft (version ${created.version}); it is not on the site until you publish it.`);
      onOpen(created.id);
    }} />;
  }
  const current = record.data;
  const archived = current?.archivedAt !== undefined;
  const title = current ? recordTitleOf(current.id, current.data) : detail.id;

  const archive = async () => {
    if (!current) return;
    setProblem(undefined);
    try {
      const done = await api.archive(token, { collection, id: current.id }, current.version);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CATALOGUE_PATH] });
      onChanged(`${title} was archived (version ${done.version}); the site shows it until you publish.`);
    } catch (error) {
      const usedBy = error instanceof CatalogueApiError && error.usedBy.length > 0 ? ` Used by: ${error.usedBy.map((use) => `${use.collection}/${use.id} (${use.field})`).join(', ')}.` : '';
      setProblem(`${error instanceof Error ? error.message : String(error)}${usedBy}`);
    }
  };

  /** Restore from the archive: the last data it had, written again as a draft (its revision before the archiving). */
  const unarchive = async () => {
    if (!current) return;
    setProblem(undefined);
    try {
      const revisions = await api.revisions(token, { collection, id: current.id });
      const last = [...revisions].reverse().find((revision) => revision.after !== null);
      if (!last) throw new Error('No revision of this record holds data to restore.');
      const restored = await api.restore(token, { collection, id: current.id }, last.version, current.version);
      await reload();
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CATALOGUE_PATH] });
      onChanged(`${title} was restored from the archive as a draft (version ${restored.version}); publish it to show it on the site.`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const save = async (values: Record<string, unknown>): Promise<SaveRefusal | undefined> => {
    if (!current) return { message: 'The record is not loaded yet.' };
    try {
      const saved = await api.update(token, { collection, id: current.id }, current.version, dataOfFormValues(collection, values));
      queryClient.setQueryData([ADMIN_CATALOGUE_PATH, collection, id], saved);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CATALOGUE_PATH] });
      onChanged(`${recordTitleOf(saved.id, saved.data)} was saved as a draft (version ${saved.version}). The site shows it once you publish: Review and publish.`);
      return undefined;
    } catch (error) {
      return refusalOf(error);
    }
  };

  return (
    <section className={css.panel} aria-labelledby="record-title">
      <div className={css.header}>
        <h3 id="record-title" ref={heading} tabIndex={-1} className={css.subtitle}>
          {title} <span className={css.muted}>({collection}/{detail.id}{current ? `, version ${current.version}, ${current.status}` : ''})</span>
        </h3>
        <div className={css.row}>
          {current && collection !== 'settings' && (
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => onDuplicate(current)}>
              Duplicate
            </button>
          )}
          {current && collection !== 'settings' && !archived && (
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => void archive()}>
              Archive
            </button>
          )}
          {current && archived && (
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => void unarchive()}>
              Restore from the archive
            </button>
          )}
          <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
            Back to the {collection}
          </button>
        </div>
      </div>
      {problem && (
        <p className={css.error} role="alert">
          {problem}
        </p>
      )}
      <div className={css.row} role="group" aria-label="Record view">
        {(Object.keys(TAB_NAMES) as Tab[]).map((name) => (
          <button key={name} type="button" className={button({ variant: tab === name ? 'primary' : 'secondary' })} aria-pressed={tab === name} onClick={() => setTab(name)}>
            {TAB_NAMES[name]}
          </button>
        ))}
      </div>
      {record.error && (
        <p className={css.error} role="alert">
          The record could not be loaded: {record.error.message}
        </p>
      )}
      {!current && !record.error && <p role="status">Loading the record…</p>}
      {current && (
        // The form stays mounted on the other tabs, so what the operator typed is still there when they come back.
        <div hidden={tab !== 'edit'}>
          <CatalogueRecordForm
            key={`${current.id}:${formKey}`}
            collection={collection}
            form={recordFormOf(collection, current.data)}
            values={formValuesOf(collection, current.id, current.data)}
            idEditable={false}
            submitLabel="Save draft"
            onSubmit={save}
            onDirtyChange={onDirtyChange}
            onReload={() => void reload()}
            uploadPhoto={uploadPhoto}
          />
        </div>
      )}
      {current && tab === 'history' && (
        <RecordHistory
          token={token}
          record={current}
          onRestored={(text) => {
            void reload();
            onChanged(text);
          }}
        />
      )}
      {current && tab === 'schedule' && <RecordSchedule token={token} record={current} onScheduled={onChanged} />}
      {current && tab === 'usage' && <RecordUsagePanel token={token} record={current} onOpen={onOpenRecord} />}
    </section>
  );
}

/** A new record: its kind (for a collection of several), its id, and its fields, empty or a duplicate's. */
function NewRecord({ token, collection, from, onDirtyChange, onClose, onCreated }: { token: string; collection: string; from: EditedRecord | undefined; onDirtyChange: (dirty: boolean) => void; onClose: () => void; onCreated: (record: EditedRecord) => void }) {
  const api = useService(CatalogueAdminApiToken);
  const queryClient = useQueryClient();
  const uploadPhoto = usePhotoUpload(token);
  const kindOf = recordFormOf(collection, from?.data).kind;
  const [kind, setKind] = useState<string | undefined>(kindOf ? String((from?.data as Record<string, unknown> | undefined)?.[kindOf.name] ?? kindOf.options[0]) : undefined);
  const form = recordFormOf(collection, kindOf && kind ? { [kindOf.name]: kind } : from?.data);
  const values = from ? formValuesOf(collection, `${from.id}-copy`, from.data) : startingValuesOf(form.fields);

  const create = async (typed: Record<string, unknown>): Promise<SaveRefusal | undefined> => {
    const id = String(typed['id'] ?? '');
    try {
      const created = await api.create(token, { collection, id }, dataOfFormValues(collection, typed));
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CATALOGUE_PATH] });
      onDirtyChange(false);
      onCreated(created);
      return undefined;
    } catch (error) {
      if (error instanceof CatalogueApiError) return { message: error.message, errors: error.errors };
      return { message: error instanceof Error ? error.message : String(error) };
    }
  };

  return (
    <section className={css.panel} aria-labelledby="new-record-title">
      <div className={css.header}>
        <h3 id="new-record-title" className={css.subtitle}>
          {from ? `A copy of ${recordTitleOf(from.id, from.data)}` : `A new record of the ${collection}`}
        </h3>
        <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
          Back to the {collection}
        </button>
      </div>
      {kindOf && !from && (
        <label className={css.label}>
          Kind ({kindOf.name})
          <select className={control({ size: 'compact' })} value={kind} onChange={(event) => setKind(event.target.value)}>
            {kindOf.options.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
      )}
      <CatalogueRecordForm key={kind ?? 'one'} collection={collection} form={form} values={values} idEditable submitLabel="Create draft" onSubmit={create} onDirtyChange={onDirtyChange} uploadPhoto={uploadPhoto} />
    </section>
  );
}
