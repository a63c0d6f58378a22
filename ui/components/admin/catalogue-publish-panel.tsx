import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ADMIN_CATALOGUE_PATH } from '../../../domain/api-paths.js';
import { CatalogueApiError } from '../../../domain/catalogue/catalogue-admin-api.js';
import type { Previews } from '../../../domain/catalogue/catalogue-review.js';
import { CatalogueAdminApiToken } from '../../../domain/tokens.js';
import { useService } from '../../services.js';
import { button } from '../button.js';
import { refusalText } from './catalogue-refusal.js';
import * as css from './catalogue-view.css.js';

/** The widths a page is previewed at (the admin page's own screenshots' widths), and how small each is drawn beside the other. */
const WIDTHS = {
  phone: { label: 'Phone (390 px)', width: 390, height: 760, scale: 0.6 },
  desktop: { label: 'Desktop (1440 px)', width: 1440, height: 900, scale: 0.3 },
} as const;

type Width = keyof typeof WIDTHS;

/** One page drawn at a width, scaled down to sit beside its other version; the frame's own title names it for screen readers. */
function PageFrame({ src, title, width }: { src: string; title: string; width: Width }) {
  const size = WIDTHS[width];
  return (
    <div className={css.frameScroll} style={{ width: size.width * size.scale, height: size.height * size.scale, overflow: 'hidden' }}>
      <iframe
        src={src}
        title={title}
        className={css.frame}
        width={size.width}
        height={size.height}
        referrerPolicy="no-referrer"
        sandbox="allow-same-origin"
        style={{ transform: `scale(${size.scale})` }}
      />
    </div>
  );
}

/** A refusal's details: each field named, or the audits' reasons. */
function problemsOf(error: unknown): string[] {
  if (!(error instanceof CatalogueApiError)) return [refusalText(error)];
  return [error.message, ...error.errors.map((problem) => `${problem.field}: ${problem.message}`)];
}

/**
 * Issue 38 point 5: what waits to be published, every page it touches rendered with the drafts beside the live page,
 * at phone and desktop widths; Publish makes it live, Discard drops the drafts (each record back at its published data).
 */
export function PublishPanel({ token, onClose, onDone }: { token: string; onClose: () => void; onDone: (text: string) => void }) {
  const api = useService(CatalogueAdminApiToken);
  const pending = useQuery({ queryKey: [ADMIN_CATALOGUE_PATH, 'pending'], queryFn: () => api.pending(token), staleTime: 0 });
  const [previews, setPreviews] = useState<Previews | undefined>(undefined);
  const [width, setWidth] = useState<Width>('phone');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const previewsTitle = useRef<HTMLHeadingElement>(null);
  const changes = pending.data ?? [];

  const run = async (action: () => Promise<void>) => {
    setProblems([]);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const preview = () =>
    run(async () => {
      setPreviews(await api.previews(token));
      requestAnimationFrame(() => previewsTitle.current?.focus());
    });
  const publish = () =>
    run(async () => {
      await api.publish(token);
      setPreviews(undefined);
      onDone(`Published ${changes.length} ${changes.length === 1 ? 'change' : 'changes'}: the site shows ${changes.length === 1 ? 'it' : 'them'} now.`);
    });
  const discard = () => {
    if (!window.confirm(`Discard ${changes.length} unpublished ${changes.length === 1 ? 'change' : 'changes'}? Each record goes back to what the site shows.`)) return;
    void run(async () => {
      const answer = await api.discard(token);
      setPreviews(undefined);
      onDone(`Discarded ${answer.discarded.length} ${answer.discarded.length === 1 ? 'draft' : 'drafts'}: each record is back at its published version.`);
    });
  };

  return (
    <section className={css.panel} aria-labelledby="publish-title">
      <div className={css.header}>
        <h3 id="publish-title" className={css.subtitle}>
          Review and publish
        </h3>
        <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
          Close
        </button>
      </div>
      {pending.error && <p className={css.error} role="alert">What waits to be published could not be loaded: {pending.error.message}</p>}
      {pending.data && changes.length === 0 && <p className={css.muted}>Nothing waits to be published: the site shows every record as it is.</p>}
      {changes.length > 0 && (
        <div className={css.tableScroll}>
          <table className={css.table}>
            <caption className={css.caption}>
              {changes.length} {changes.length === 1 ? 'change waits' : 'changes wait'} to be published
            </caption>
            <thead>
              <tr>
                <th scope="col" className={css.cell}>Record</th>
                <th scope="col" className={css.cell}>Collection</th>
                <th scope="col" className={css.cell}>Change</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={`${change.collection}/${change.id}`}>
                  <th scope="row" className={css.cell}>{change.id}</th>
                  <td className={css.cell}>{change.collection}</td>
                  <td className={css.cell}>{change.data === null ? 'taken off the site' : `version ${change.version}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={css.row}>
        <button type="button" className={button({ variant: 'secondary' })} disabled={busy || changes.length === 0} onClick={() => void preview()}>
          Preview the pages touched
        </button>
        <button type="button" className={button()} disabled={busy || changes.length === 0} aria-busy={busy} onClick={() => void publish()}>
          Publish {changes.length} {changes.length === 1 ? 'change' : 'changes'}
        </button>
        <button type="button" className={button({ variant: 'secondary' })} disabled={busy || changes.length === 0} onClick={discard}>
          Discard
        </button>
      </div>
      {problems.length > 0 && (
        <div role="alert" className={css.errorSummary}>
          <p className={css.error}>Nothing was published or discarded:</p>
          <ul className={css.errorList}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {previews && (
        <section className={css.field} aria-labelledby="previews-title">
          <h4 id="previews-title" ref={previewsTitle} tabIndex={-1} className={css.subtitle}>
            {previews.previews.length} {previews.previews.length === 1 ? 'page' : 'pages'} touched: draft beside live
          </h4>
          <p className={css.muted}>The preview addresses work for 15 minutes, only while you are signed in, and are never indexed.</p>
          {previews.withdrawn.length > 0 && (
            <p className={css.fieldLabel}>
              Taken off the site: {previews.withdrawn.map((page) => `${page.title} (${page.path})`).join(', ')}
            </p>
          )}
          <div className={css.row} role="group" aria-label="Preview width">
            {(Object.keys(WIDTHS) as Width[]).map((name) => (
              <button key={name} type="button" className={button({ variant: name === width ? 'primary' : 'secondary' })} aria-pressed={name === width} onClick={() => setWidth(name)}>
                {WIDTHS[name].label}
              </button>
            ))}
          </div>
          {previews.previews.map((page) => (
            <article key={page.path} className={css.panel} aria-label={`${page.title} (${page.path})`}>
              <h5 className={css.fieldLabel}>
                {page.title} <a href={page.liveUrl} target="_blank" rel="noreferrer">{page.path}</a>
              </h5>
              <div className={css.previewGrid}>
                <div className={css.frameBox}>
                  <p className={css.fieldLabel}>Draft</p>
                  <PageFrame src={page.draftUrl} title={`${page.title}, with the drafts`} width={width} />
                </div>
                <div className={css.frameBox}>
                  <p className={css.fieldLabel}>{page.isNew ? 'Live: not on the site yet' : 'Live'}</p>
                  <PageFrame src={page.liveUrl} title={`${page.title}, as the site shows it`} width={width} />
                </div>
              </div>
            </article>
          ))}
        </section>
      )}
    </section>
  );
}
