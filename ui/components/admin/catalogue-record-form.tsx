import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, useContext, useEffect, useRef, useState, type DragEvent } from 'react';
import { FormProvider, useController, useForm, useFormContext, useWatch, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { fieldLabelOf, formPathOf, movedAnnouncement, recordSchemaOf, reorderedItems, schemaValuesOf, startingValueOf, startingValuesOf, type FormField, type RecordForm } from '../../../domain/catalogue/record-form.js';
import { movedInOrder } from '../../../domain/admin/batch-assignment.js';
import { subjectDrawingPath, TOUR_PICTURES } from '../../../domain/presentation/tour-pictures.js';
import { checkUploads, UPLOAD_ACCEPT } from '../../../domain/admin/upload-validation.js';
import { cropRefusal, type PixelSize } from '../../../domain/images/crop-minimum.js';
import { DEFAULT_CROP_SETTINGS } from '../../../domain/images/crop-settings.js';
import { photoSizeOf } from './crop-canvas.js';
import { CropDialog } from './crop-dialog.js';
import { button } from '../button.js';
import { control } from '../control.css.js';
import * as layout from '../../styles/layout.css.js';
import * as css from './catalogue-view.css.js';

type Values = Record<string, unknown>;

/** An id a field's input, help and error can be found by: 'field-highlights-en-0'. */
export const fieldIdOf = (path: string) => `field-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`;

/** Every error of the form, by its path, in the order of the form: from react-hook-form's nested errors. */
export function errorListOf(errors: FieldErrors, prefix = ''): { path: string; message: string }[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (error === undefined || error === null || key === 'ref') return [];
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const own = typeof (error as { message?: unknown }).message === 'string' ? [{ path: key === 'root' ? prefix : path, message: (error as { message: string }).message }] : [];
    const nested = typeof error === 'object' ? errorListOf(Object.fromEntries(Object.entries(error as object).filter(([inner]) => !['message', 'type', 'ref', 'types'].includes(inner))) as FieldErrors, path) : [];
    return [...own, ...nested];
  });
}

/** The collection whose record the form edits: a tour's picture has its own chooser. */
const CollectionContext = createContext<string>('');

/** Sends a cropped photo to the server's storage and gives its stored path ('/objects/{uuid}'); absent: no upload here. */
export type UploadPhoto = (photo: File) => Promise<string>;
const UploadPhotoContext = createContext<UploadPhoto | undefined>(undefined);

/** The live region a list's moves are announced in (the form's own, so a move is heard where it happened). */
const AnnounceContext = createContext<(message: string) => void>(() => undefined);

function describedBy(id: string, help: boolean, error: boolean): string | undefined {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter((part) => part !== '');
  return ids.length === 0 ? undefined : ids.join(' ');
}

function FieldLabel({ field, htmlFor }: { field: FormField; htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className={css.fieldLabel}>
      {field.label}
      {field.required && (
        <span className={css.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

function HelpAndError({ id, help, error }: { id: string; help?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className={css.help}>
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={css.fieldError}>
          {error}
        </p>
      )}
    </>
  );
}

/** One value the operator types or picks: text, number, yes/no or one of a list. */
function LeafField({ field, path }: { field: Extract<FormField, { kind: 'text' | 'number' | 'boolean' | 'choice' }>; path: string }) {
  const { field: input, fieldState } = useController({ name: path });
  const id = fieldIdOf(path);
  const error = fieldState.error?.message;
  const common = {
    id,
    name: input.name,
    ref: input.ref,
    onBlur: input.onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy(id, field.help !== undefined, error !== undefined),
  } as const;
  if (field.kind === 'boolean') {
    return (
      <div className={css.field}>
        <label htmlFor={id} className={css.fieldLabel}>
          <input type="checkbox" {...common} checked={input.value === true} onChange={(event) => input.onChange(event.target.checked)} /> {field.label}
        </label>
        <HelpAndError id={id} help={field.help} error={error} />
      </div>
    );
  }
  const className = `${control({ size: 'compact' })} ${error ? css.invalid : ''}`;
  return (
    <div className={css.field}>
      <FieldLabel field={field} htmlFor={id} />
      {field.kind === 'choice' ? (
        <select {...common} className={className} value={typeof input.value === 'string' ? input.value : ''} onChange={(event) => input.onChange(event.target.value)}>
          {!field.required && <option value="">(none)</option>}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.kind === 'number' ? (
        <input
          {...common}
          className={className}
          type="number"
          step="any"
          inputMode="decimal"
          value={typeof input.value === 'number' && Number.isFinite(input.value) ? input.value : ''}
          // Empty is NaN, never undefined (schemaValuesOf, domain/catalogue/record-form.ts).
          onChange={(event) => input.onChange(event.target.value === '' ? Number.NaN : event.target.valueAsNumber)}
        />
      ) : (
        <input
          {...common}
          className={className}
          type="text"
          value={typeof input.value === 'string' ? input.value : ''}
          onChange={(event) => input.onChange(event.target.value)}
        />
      )}
      <HelpAndError id={id} help={field.help} error={error} />
    </div>
  );
}

/** A group of fields; an optional group can be added and removed whole. */
function GroupField({ field, path }: { field: Extract<FormField, { kind: 'group' }>; path: string }) {
  const { setValue, getFieldState, formState } = useFormContext();
  const value = useWatch({ name: path }) as unknown;
  const id = fieldIdOf(path);
  const error = getFieldState(path, formState).error?.message;
  const present = value !== undefined && value !== null;
  return (
    <fieldset className={css.fieldset} id={id} tabIndex={-1} aria-describedby={describedBy(id, field.help !== undefined, error !== undefined)}>
      <legend className={css.legend}>
        {field.label}
        {field.required && (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <HelpAndError id={id} help={field.help} error={error} />
      {present && field.fields.map((inner) => <FieldView key={inner.name} field={inner} path={`${path}.${inner.name}`} />)}
      {!field.required && (
        <div>
          {present ? (
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => setValue(path, null, { shouldDirty: true })}>
              Remove {field.label.toLowerCase()}
            </button>
          ) : (
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => setValue(path, startingValuesOf(field.fields), { shouldDirty: true })}>
              Add {field.label.toLowerCase()}
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** What an item of a list is called in its buttons: its text, or its place. */
const itemName = (item: unknown, index: number) => (typeof item === 'string' && item !== '' ? item : `item ${index + 1}`);

/**
 * A list (highlights, a listing's tour ids, social links): add, remove, and reorder by dragging or by the Move up and
 * Move down buttons, each move announced (issue 38 point 7); focus stays on the button pressed.
 */
function ListField({ field, path }: { field: Extract<FormField, { kind: 'list' }>; path: string }) {
  const { setValue, getFieldState, formState } = useFormContext();
  const announce = useContext(AnnounceContext);
  const watched = useWatch({ name: path }) as unknown;
  const items = Array.isArray(watched) ? (watched as unknown[]) : [];
  const [dragged, setDragged] = useState<number | undefined>(undefined);
  const id = fieldIdOf(path);
  const error = getFieldState(path, formState).error?.message;
  const list = useRef<HTMLOListElement>(null);

  const change = (next: unknown[]) => setValue(path, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const move = (index: number, to: number, focusButton?: string) => {
    change(to === index ? items : Math.abs(to - index) === 1 ? movedInOrder(items, index, (to - index) as -1 | 1) : reorderedItems(items, index, to));
    announce(movedAnnouncement(itemName(items[index], index), to, items.length));
    // The same button on the item's new row keeps the focus, so the operator can press it again.
    if (focusButton) requestAnimationFrame(() => list.current?.querySelectorAll<HTMLButtonElement>(`button[data-action="${focusButton}"]`)[to]?.focus());
  };
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== undefined) move(dragged, index);
    setDragged(undefined);
  };

  return (
    <fieldset className={css.fieldset} id={id} tabIndex={-1} aria-describedby={describedBy(id, field.help !== undefined, error !== undefined)}>
      <legend className={css.legend}>
        {field.label}
        {field.required && (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <HelpAndError id={id} help={field.help} error={error} />
      {items.length === 0 && <p className={css.muted}>None yet.</p>}
      <ol ref={list} className={css.plainList}>
        {items.map((item, index) => (
          <li
            key={index}
            className={`${css.listItem} ${dragged === index ? css.dragging : ''}`}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => setDragged(undefined)}
          >
            <FieldView field={{ ...field.item, label: `${field.label} ${index + 1}` }} path={`${path}.${index}`} />
            <div className={css.itemButtons}>
              <button type="button" data-action="up" className={button({ variant: 'secondary' })} disabled={index === 0} onClick={() => move(index, index - 1, 'up')}>
                Move up<span className={layout.visuallyHidden}>: {itemName(item, index)}</span>
              </button>
              <button type="button" data-action="down" className={button({ variant: 'secondary' })} disabled={index === items.length - 1} onClick={() => move(index, index + 1, 'down')}>
                Move down<span className={layout.visuallyHidden}>: {itemName(item, index)}</span>
              </button>
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                onClick={() => {
                  change(items.filter((_item, at) => at !== index));
                  announce(`"${itemName(item, index)}" removed`);
                  requestAnimationFrame(() => document.getElementById(`${id}-add`)?.focus());
                }}
              >
                Remove<span className={layout.visuallyHidden}>: {itemName(item, index)}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <button
          type="button"
          id={`${id}-add`}
          className={button({ variant: 'secondary' })}
          onClick={() => {
            change([...items, startingValueOf(field.item)]);
            requestAnimationFrame(() => document.getElementById(fieldIdOf(`${path}.${items.length}`))?.focus());
          }}
        >
          Add to {field.label.toLowerCase()}
        </button>
      </div>
    </fieldset>
  );
}

/**
 * Issue 38 point 9: a tour's picture chosen among the subject drawings (decision 064), shown as they are; none leaves
 * the designed cover. A photo is uploaded on the Tour photos view through the crop dialog, for the tours the admin page
 * numbers, or for any tour on its Photo field below (PhotoField): it shows instead of either.
 */
function PictureField({ field, path }: { field: Extract<FormField, { kind: 'text' | 'number' | 'boolean' }>; path: string }) {
  const { field: input, fieldState } = useController({ name: path });
  const id = fieldIdOf(path);
  const error = fieldState.error?.message;
  const chosen = typeof input.value === 'string' ? input.value : '';
  const choices = ['', ...Object.keys(TOUR_PICTURES)];
  return (
    <fieldset className={css.fieldset} id={id} tabIndex={-1} aria-describedby={describedBy(id, true, error !== undefined)}>
      <legend className={css.legend}>{field.label}</legend>
      <HelpAndError id={id} help={`${field.help ?? ''} A photo uploaded on the Photo field below shows instead of it.`} error={error} />
      <details>
        <summary>{chosen === '' ? 'No drawing: the designed cover' : `Drawing: ${chosen}`} (change)</summary>
        <ul className={css.pictures}>
          {choices.map((slug) => (
            <li key={slug || 'none'}>
              <label className={`${css.pictureChoice} ${slug === chosen ? css.pictureChosen : ''}`}>
                <input type="radio" name={input.name} value={slug} checked={slug === chosen} onChange={() => input.onChange(slug)} />
                {slug === '' ? <span>None: the designed cover</span> : <img src={subjectDrawingPath(slug)} alt={TOUR_PICTURES[slug]!.alt} width={96} height={64} loading="lazy" />}
                {slug !== '' && <span>{slug}</span>}
              </label>
            </li>
          ))}
        </ul>
      </details>
    </fieldset>
  );
}

/**
 * Issue 38 point 3 (docs/decisions/134): a tour's photo, uploaded here through the same crop dialog as Tour photos (the
 * widget's checks of type and size, the crop's minimum, the upload URL), then described (alt text, credit) and saved
 * with the record as a draft. It shows on the tour's cards instead of the drawing or the cover.
 */
function PhotoField({ field, path }: { field: Extract<FormField, { kind: 'group' }>; path: string }) {
  const { setValue, getValues } = useFormContext();
  const upload = useContext(UploadPhotoContext);
  const value = useWatch({ name: path }) as { src?: unknown } | null | undefined;
  const [cropping, setCropping] = useState<{ file: File; photo: PixelSize } | undefined>(undefined);
  const [status, setStatus] = useState<{ text: string; problem: boolean }>({ text: '', problem: false });
  const [uploading, setUploading] = useState(false);
  const chooser = useRef<HTMLInputElement>(null);
  const id = fieldIdOf(path);
  const src = typeof value?.src === 'string' && value.src !== '' ? value.src : undefined;
  /** Set once a photo is stored: its alt text takes the focus once drawn (it is drawn only with a photo). */
  const focusAlt = useRef(false);
  useEffect(() => {
    if (!focusAlt.current || src === undefined) return;
    focusAlt.current = false;
    document.getElementById(fieldIdOf(`${path}.alt.en`))?.focus();
  }, [src, path]);

  const choose = (files: File[]) => {
    const checked = checkUploads(files.slice(0, 1), 'single');
    const file = checked.accepted[0];
    if (file === undefined) return setStatus({ text: checked.refused[0]?.reason ?? 'No photo chosen.', problem: true });
    photoSizeOf(file).then(
      (photo) => {
        const refusal = cropRefusal(photo, DEFAULT_CROP_SETTINGS.aspect);
        if (refusal === undefined) setCropping({ file, photo });
        else setStatus({ text: refusal, problem: true });
      },
      () => setStatus({ text: `${file.name} could not be read as a photo.`, problem: true }),
    );
  };
  const apply = (cropped: File) => {
    setCropping(undefined);
    if (upload === undefined) return;
    setUploading(true);
    setStatus({ text: 'Uploading the photo…', problem: false });
    upload(cropped).then(
      (stored) => {
        const current = getValues(path) as Record<string, unknown> | null | undefined;
        setValue(path, { alt: { en: '' }, ...(current ?? {}), src: stored }, { shouldDirty: true });
        setUploading(false);
        setStatus({ text: 'Photo uploaded. Say what it shows, then save the draft.', problem: false });
        focusAlt.current = true;
      },
      (error: unknown) => {
        setUploading(false);
        setStatus({ text: `The photo was not uploaded: ${error instanceof Error ? error.message : String(error)}. Try again.`, problem: true });
        chooser.current?.focus();
      },
    );
  };

  return (
    <fieldset className={css.fieldset} id={id} tabIndex={-1} aria-describedby={`${id}-help`}>
      <legend className={css.legend}>{field.label}</legend>
      <HelpAndError id={id} help={`${field.help ?? ''} JPEG, PNG or WebP; you crop it before it is sent.`} />
      {src !== undefined && <img className={css.photoPreview} src={src} alt="" width={160} height={100} data-testid="record-photo-preview" />}
      <div className={css.row}>
        <input
          ref={chooser}
          id={`${id}-file`}
          className={layout.visuallyHidden}
          type="file"
          accept={UPLOAD_ACCEPT}
          disabled={upload === undefined || uploading}
          onChange={(event) => {
            choose([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <label htmlFor={`${id}-file`} className={button({ variant: 'secondary' })} aria-disabled={uploading || undefined}>
          {src === undefined ? 'Upload a photo…' : 'Replace the photo…'}
        </label>
        {src !== undefined && (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => {
              setValue(path, null, { shouldDirty: true });
              setStatus({ text: 'Photo removed: the card shows the drawing or the cover once saved and published.', problem: false });
              requestAnimationFrame(() => chooser.current?.focus());
            }}
          >
            Remove the photo
          </button>
        )}
      </div>
      <p role="status" className={status.problem ? css.fieldError : css.muted}>
        {status.text}
      </p>
      {/* The stored path is the upload's to fill in, never typed: it shows as the thumbnail above and this line. */}
      {src !== undefined && <p className={css.muted}>Stored as {src}</p>}
      {src !== undefined && field.fields.filter((inner) => inner.name !== 'src').map((inner) => <FieldView key={inner.name} field={inner} path={`${path}.${inner.name}`} />)}
      {cropping && (
        <CropDialog
          key={`${cropping.file.name}-${cropping.file.lastModified}`}
          file={cropping.file}
          photo={cropping.photo}
          tourTitle={String(getValues('title.en') ?? 'this tour')}
          onCancel={() => {
            setCropping(undefined);
            requestAnimationFrame(() => chooser.current?.focus());
          }}
          onApply={apply}
          onReplace={choose}
        />
      )}
    </fieldset>
  );
}

export function FieldView({ field, path }: { field: FormField; path: string }) {
  const collection = useContext(CollectionContext);
  if (path === 'picture' && field.kind === 'text' && collection === 'tours') return <PictureField field={field} path={path} />;
  if (path === 'photo' && field.kind === 'group' && collection === 'tours') return <PhotoField field={field} path={path} />;
  switch (field.kind) {
    case 'fixed':
      return (
        <p className={css.muted} id={fieldIdOf(path)}>
          {field.label}: <strong>{field.value}</strong>
        </p>
      );
    case 'group':
      return <GroupField field={field} path={path} />;
    case 'list':
      return <ListField field={field} path={path} />;
    default:
      return <LeafField field={field} path={path} />;
  }
}

/** What saving answered, as the form shows it: each field's problem, or that the record changed in another tab. */
export interface SaveRefusal {
  readonly message: string;
  readonly errors?: readonly { readonly field: string; readonly message: string }[];
  readonly stale?: boolean;
}

export interface RecordFormProps {
  readonly collection: string;
  readonly form: RecordForm;
  readonly values: Values;
  /** The id is typed only for a new record. */
  readonly idEditable: boolean;
  readonly submitLabel: string;
  /** Saves the values; a refusal is shown by its fields; undefined when it was saved. */
  readonly onSubmit: (values: Values) => Promise<SaveRefusal | undefined>;
  readonly onDirtyChange: (dirty: boolean) => void;
  /** Called by the stale record's notice: the record as it is now replaces the operator's input. */
  readonly onReload?: () => void;
  /** Uploads a cropped photo for the record's photo field (a tour's). */
  readonly uploadPhoto?: UploadPhoto;
}

/**
 * A record's form (issue 38 point 2, docs/decisions/118): react-hook-form validated by the catalogue's own zod schema,
 * each error by its field and all of them in a summary at the top that takes the focus (and is announced), required
 * fields marked, each field's help from the schema. The server's refusals (a reference to a record that does not exist,
 * a stale version) are shown the same way, the operator's input kept.
 */
export function CatalogueRecordForm({ collection, form, values, idEditable, submitLabel, onSubmit, onDirtyChange, onReload, uploadPhoto }: RecordFormProps) {
  const methods = useForm<FieldValues>({
    defaultValues: values,
    // The schema reads the record without what the operator emptied (an empty field is kept as '' or NaN in the form).
    resolver: (values, context, options) => zodResolver(recordSchemaOf(collection) as z.ZodType<FieldValues, FieldValues>, undefined, { raw: true })(schemaValuesOf(form.fields, values), context, options),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The summary takes the focus, not the first field: the operator hears every problem first, then follows a link.
    shouldFocusError: false,
  });
  const { handleSubmit, formState, setError } = methods;
  const summary = useRef<HTMLDivElement>(null);
  const [refusal, setRefusal] = useState<SaveRefusal | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const [summaryShown, setSummaryShown] = useState(false);
  /**
   * Set by a refused submit: the summary takes the focus once it is drawn, which may be a render later (react-hook-form
   * gives the errors to the form's state after it has called the invalid handler).
   */
  const focusSummary = useRef(false);
  useEffect(() => {
    if (!focusSummary.current || !summary.current) return;
    focusSummary.current = false;
    summary.current.focus();
  });

  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const errors = errorListOf(formState.errors);
  const showSummary = () => {
    focusSummary.current = true;
    setSummaryShown(true);
  };

  const submit = handleSubmit(
    async (valid) => {
      setRefusal(undefined);
      setSummaryShown(false);
      const refused = await onSubmit(valid);
      if (refused === undefined) {
        methods.reset(valid);
        return;
      }
      for (const problem of refused.errors ?? []) setError(formPathOf(problem.field), { type: 'server', message: problem.message });
      setRefusal(refused);
      showSummary();
    },
    () => showSummary(),
  );

  const fields = form.fields.filter((field) => idEditable || field.name !== 'id');
  const idField = form.fields.find((field) => field.name === 'id');

  return (
    <FormProvider {...methods}>
      <CollectionContext.Provider value={collection}>
      <UploadPhotoContext.Provider value={uploadPhoto}>
      <AnnounceContext.Provider value={setAnnouncement}>
        <form noValidate onSubmit={(event) => void submit(event)} className={css.panel} aria-label={submitLabel}>
          {summaryShown && (errors.length > 0 || refusal) && (
            <div ref={summary} tabIndex={-1} role="alert" className={css.errorSummary} aria-labelledby="record-errors-title">
              <h3 id="record-errors-title" className={css.subtitle}>
                {refusal?.stale ? 'Changed in another tab: reload' : `${errors.length === 1 ? '1 problem' : `${errors.length} problems`} to fix before saving`}
              </h3>
              {refusal && <p className={css.error}>{refusal.message}</p>}
              {refusal?.stale && onReload && (
                <div>
                  <button type="button" className={button()} onClick={onReload}>
                    Reload the record
                  </button>
                  <p className={css.muted}>Your input stays in the form until you reload; copy what you want to keep.</p>
                </div>
              )}
              {errors.length > 0 && (
                <ul className={css.errorList}>
                  {errors.map((error) => (
                    <li key={`${error.path}:${error.message}`}>
                      <a
                        href={`#${fieldIdOf(error.path)}`}
                        onClick={(event) => {
                          event.preventDefault();
                          document.getElementById(fieldIdOf(error.path))?.focus();
                        }}
                      >
                        {fieldLabelOf(error.path) || 'The record'}: {error.message}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <p className={css.muted}>
            Fields marked <span aria-hidden="true">*</span>
            <span className={layout.visuallyHidden}>with a star</span> are required.
          </p>
          {!idEditable && idField && (
            <p className={css.muted}>
              Id: <strong>{String(values['id'])}</strong>
            </p>
          )}
          <div className={css.formGrid}>
            {fields.map((field) => (
              <FieldView key={field.name} field={field} path={field.name} />
            ))}
          </div>
          <p role="status" className={layout.visuallyHidden}>
            {announcement}
          </p>
          <div className={`${css.row} ${css.sticky}`}>
            <button type="submit" className={button()} disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving…' : submitLabel}
            </button>
            {formState.isDirty && <span className={css.muted}>Unsaved changes</span>}
          </div>
        </form>
      </AnnounceContext.Provider>
      </UploadPhotoContext.Provider>
      </CollectionContext.Provider>
    </FormProvider>
  );
}
