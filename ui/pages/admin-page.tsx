import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { refusedFileToast } from '../../domain/admin/admin-toasts.js';
import { adminViewOf, type AdminView } from '../../domain/admin/admin-view-address.js';
import type { AdminTour } from '../../domain/admin/admin-tour.js';
import { movedInOrder } from '../../domain/admin/batch-assignment.js';
import { batchFailureMessage } from '../../domain/admin/batch-failure-message.js';
import { revertedToast, revertFailedToast, revertTourPhoto } from '../../domain/admin/revert-tour-photo.js';
import type { TourPhotoUploadRun } from '../../domain/admin/tour-photo-upload-run.js';
import { batchUploadHint, UPLOAD_ACCEPT } from '../../domain/admin/upload-validation.js';
import { cropRefusal, cropTooSmallToast, type PixelSize } from '../../domain/images/crop-minimum.js';
import { DEFAULT_CROP_SETTINGS } from '../../domain/images/crop-settings.js';
import { ADMIN_TOUR_IDS } from '../../domain/tours/admin-tour-id.js';
import { placesSentence } from '../../domain/tours/public-places.js';
import { customImageFor } from '../../domain/tours/tour-id-mapping.js';
import { SchedulerToken, TourPhotoUploadsToken } from '../../domain/tokens.js';
import { useAdminTourCards } from '../api/admin-tour-cards.js';
import { useAdminTourImages } from '../api/admin-tour-images.js';
import { useRefreshTourImages } from '../api/refresh-tour-images.js';
import { AdminHelp } from '../components/admin/admin-help.js';
import { AdminLockScreen } from '../components/admin/admin-lock-screen.js';
import { AdminTourCard } from '../components/admin/admin-tour-card.js';
import * as css from '../components/admin/admin.css.js';
import { photoSizeOf } from '../components/admin/crop-canvas.js';
import { CropDialog } from '../components/admin/crop-dialog.js';
import { DASHBOARD_SIZE, UploadDashboard } from '../components/admin/upload-dashboard.js';
import { useStrayDropGuard } from '../components/admin/use-stray-drop-guard.js';
import { useTourPhotoTransfers } from '../components/admin/use-tour-photo-transfers.js';
import { badge } from '../components/badge.js';
import { button } from '../components/button.js';
import { useToasts } from '../components/toaster.js';
import { useService } from '../services.js';
import { useAdminSession } from '../hooks/use-admin-session.js';
import * as layout from '../styles/layout.css.js';

const TOUR_IDS = [...ADMIN_TOUR_IDS];

/** Issue 23: after Apply Crop the focus goes to the upload's status, once the dialog has given it back. */
function focusOnMount(element: HTMLElement | null) {
  if (element) requestAnimationFrame(() => element.focus());
}

/** A batch photo's thumbnail, for the review (its object URL lives as long as the row). */
function Thumbnail({ file }: { file: Blob }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img className={css.reviewThumb} src={url} alt="" width={96} height={60} />;
}

/** docs/decisions/069: the Clicks view and its chart library load when the operator opens it, not with the photos. */
const ClicksView = lazy(() => import('../components/admin/clicks-view.js').then((module) => ({ default: module.ClicksView })));
/** Issue 38: the catalogue editor and its form library load when the operator opens it, like the Clicks view. */
const CatalogueView = lazy(() => import('../components/admin/catalogue-view.js').then((module) => ({ default: module.CatalogueView })));
/** Issue 39 (docs/decisions/126): the Inbox view loads when the operator opens it. */
const InboxView = lazy(() => import('../components/admin/inbox-view.js').then((module) => ({ default: module.InboxView })));
/** Issue 40: the Links view loads when the operator opens it. */
const LinksView = lazy(() => import('../components/admin/links-view.js').then((module) => ({ default: module.LinksView })));

/**
 * docs/product.md §2 Admin tour image page. Client-only and noindex. docs/architecture.md §3: the server checks the
 * password; the session lives only in this page's memory, so a reload locks it again. Photos go through the
 * upload widget (docs/decisions/031-uppy-uploads.md): its restrictions, progress, retries and Cancel.
 */
export function AdminPage() {
  const { session, view } = useAdminSession();
  const toasts = useToasts();
  const unlocked = view.access === 'unlocked';
  const images = useAdminTourImages(unlocked).data ?? [];
  /** docs/product.md §2 Admin: the cards, by admin tour number, from the server's catalogue (docs/decisions/101). */
  const tours = useAdminTourCards(unlocked ? session.token : undefined).data ?? [];
  /** Issue 19: where each admin tour's photo shows on the public site (none for the tours no public tour maps to). */
  const placesOf = (tourId: number) => tours.find((tour) => tour.id === tourId)?.places ?? [];
  const refreshImages = useRefreshTourImages();
  const [batchMode, setBatchMode] = useState(false);
  // An address may name the view and the record to open (the Links report's "Edit the record", docs/decisions/129).
  const [opened] = useState(() => adminViewOf(window.location.search));
  const [adminView, setAdminView] = useState<AdminView>(opened.view);
  /** The record the Catalogue view opens with: the address's, or the one the Links view sent the operator to. */
  const [catalogueRecord, setCatalogueRecord] = useState(opened.record);
  const [cropping, setCropping] = useState<{ tour: AdminTour; file: File; photo: PixelSize } | undefined>(undefined);
  const [uploadingTour, setUploadingTour] = useState<AdminTour | undefined>(undefined);
  /** docs/product.md §8: the tours of the last batch whose photo was not saved, named in the batch panel. */
  const [batchFailures, setBatchFailures] = useState<string[]>([]);
  const batchInput = useRef<HTMLInputElement>(null);
  /** Issue 19: the operator's order of the waiting batch photos (ids); photos the widget holds but this omits follow in added order. */
  const [batchOrder, setBatchOrder] = useState<string[]>([]);
  /** Issue 23: after a batch, focus goes to its result; after Apply Crop, to the upload's status. */
  const batchResult = useRef<HTMLParagraphElement>(null);
  const [batchSummary, setBatchSummary] = useState('');
  const [reverting, setReverting] = useState<number | undefined>(undefined);
  const uploads = useService(TourPhotoUploadsToken);
  const scheduler = useService(SchedulerToken);
  useStrayDropGuard(unlocked);

  const listener = (mode: 'single' | 'batch') => ({
    refused: (reason: string) => toasts.show(refusedFileToast(reason)),
    finished: (run: TourPhotoUploadRun) => {
      // docs/product.md §8: a tour of a batch that fails is only logged.
      for (const failure of run.failures) console.error(`${mode === 'batch' ? 'Batch upload' : 'Upload'}: tour ${failure.tourId} failed at step ${failure.step}`);
      if (mode === 'batch') {
        setBatchFailures(run.failures.map((failure) => batchFailureMessage(failure, tours.find((tour) => tour.id === failure.tourId)?.title ?? '')));
        setBatchSummary(`Last batch: ${run.updated.length} of ${run.updated.length + run.failures.length} photos saved.`);
        setBatchOrder([]);
        // After the page has shown the result (issue 23): the next Tab starts from it.
        requestAnimationFrame(() => batchResult.current?.focus());
      }
      if (run.toast) toasts.show(run.toast);
      if (mode === 'single') setUploadingTour(undefined);
      void refreshImages();
    },
    sessionEnded: () => {
      single?.cancel();
      batch?.cancel();
      setCropping(undefined);
      setUploadingTour(undefined);
      setBatchMode(false);
      const toast = session.sessionEnded();
      if (toast) toasts.show(toast);
    },
  });
  const single = useTourPhotoTransfers('single', session.token, TOUR_IDS, listener('single'));
  const batch = useTourPhotoTransfers('batch', session.token, TOUR_IDS, listener('batch'));

  if (!unlocked) {
    return (
      <div className={layout.page}>
        <AdminLockScreen
          view={view}
          onType={(password) => session.typePassword(password)}
          onSubmit={() => void session.submit().then((toast) => toast && toasts.show(toast))}
        />
      </div>
    );
  }

  const busy = uploadingTour !== undefined || single?.busy === true || batch?.busy === true;

  /**
   * A photo chosen or dropped for a tour: the widget checks it; a photo too small for the default aspect's minimum
   * crop is refused (docs/decisions/046); then the crop dialog opens.
   */
  function chooseFile(tour: AdminTour, files: File[]) {
    const id = single?.pickSingle(files);
    const file = id === undefined ? undefined : single?.uppy.getFile(id)?.data;
    if (!(file instanceof File)) return;
    photoSizeOf(file).then(
      (photo) => {
        const refusal = cropRefusal(photo, DEFAULT_CROP_SETTINGS.aspect);
        if (refusal === undefined) return setCropping({ tour, file, photo });
        single?.cancel();
        setCropping(undefined);
        toasts.show(cropTooSmallToast(refusal));
      },
      () => {
        single?.cancel();
        toasts.show(refusedFileToast(`${file.name} could not be read as a photo`));
      },
    );
  }

  function uploadCropped(tour: AdminTour, photo: File) {
    setCropping(undefined);
    if (single?.uploadCropped(photo, tour.id)) setUploadingTour(tour);
  }

  function cancelSingle() {
    single?.cancel();
    setUploadingTour(undefined);
  }

  /** Issue 19: "Revert to the original picture": the server forgets the record, the card shows its original picture. */
  async function revert(tour: AdminTour) {
    if (!session.token) return;
    setReverting(tour.id);
    const outcome = await revertTourPhoto(uploads, scheduler, session.token, tour.id);
    setReverting(undefined);
    if (outcome.kind === 'session-ended') {
      const toast = session.sessionEnded();
      if (toast) toasts.show(toast);
      return;
    }
    toasts.show(outcome.kind === 'reverted' ? revertedToast(tour.title) : revertFailedToast(tour.title));
    void refreshImages();
  }

  /** The batch photos waiting for the operator's go, in the operator's order (issue 19). */
  const waiting = batch?.waiting ?? [];
  const waitingIds = waiting.map((file) => file.id);
  const reviewOrder = [...batchOrder.filter((id) => waitingIds.includes(id)), ...waitingIds.filter((id) => !batchOrder.includes(id))];
  const fileOf = (id: string) => waiting.find((file) => file.id === id);

  /** Issue 17: Logout ends the session's upload links, so photos still on their way are stopped, and the page says so. */
  async function logout() {
    const uploadsStopped = single?.busy === true || batch?.busy === true;
    single?.cancel();
    batch?.cancel();
    setBatchMode(false);
    setUploadingTour(undefined);
    const toast = await session.logout({ uploadsStopped });
    if (toast) toasts.show(toast);
  }

  return (
    <div className={layout.page}>
      <div className={css.toolbar}>
        <div className={css.titleRow}>
          <h1 className={css.title}>Tour Image Management</h1>
          <span className={badge({ tone: 'brand' })}>Admin</span>
        </div>
        <div className={css.actions}>
          <div className={css.actions} role="group" aria-label="Admin view">
            <button type="button" className={button({ variant: adminView === 'photos' ? 'primary' : 'secondary' })} aria-pressed={adminView === 'photos'} onClick={() => setAdminView('photos')}>
              Tour photos
            </button>
            <button type="button" className={button({ variant: adminView === 'clicks' ? 'primary' : 'secondary' })} aria-pressed={adminView === 'clicks'} disabled={busy} onClick={() => setAdminView('clicks')}>
              Clicks
            </button>
            <button type="button" className={button({ variant: adminView === 'catalogue' ? 'primary' : 'secondary' })} aria-pressed={adminView === 'catalogue'} disabled={busy} onClick={() => setAdminView('catalogue')}>
              Catalogue
            </button>
            <button type="button" className={button({ variant: adminView === 'inbox' ? 'primary' : 'secondary' })} aria-pressed={adminView === 'inbox'} disabled={busy} onClick={() => setAdminView('inbox')}>
              Inbox
            </button>
            <button type="button" className={button({ variant: adminView === 'links' ? 'primary' : 'secondary' })} aria-pressed={adminView === 'links'} disabled={busy} onClick={() => setAdminView('links')}>
              Links
            </button>
          </div>
          {/* One name; its state is aria-pressed, so a screen reader hears "Batch Upload, pressed". */}
          {adminView === 'photos' && (
            <button type="button" className={button({ variant: 'secondary' })} aria-pressed={batchMode} disabled={busy} onClick={() => setBatchMode((on) => !on)}>
              Batch Upload
            </button>
          )}
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => void logout()}>
            Logout
          </button>
        </div>
      </div>
      {adminView === 'clicks' && session.token !== undefined && (
        <Suspense fallback={<p role="status">Loading the clicks…</p>}>
          <ClicksView token={session.token} />
        </Suspense>
      )}
      {adminView === 'catalogue' && session.token !== undefined && (
        <Suspense fallback={<p role="status">Loading the catalogue…</p>}>
          <CatalogueView key={catalogueRecord ? `${catalogueRecord.collection}/${catalogueRecord.id}` : 'table'} token={session.token} initialRecord={catalogueRecord} />
        </Suspense>
      )}
      {adminView === 'inbox' && session.token !== undefined && (
        <Suspense fallback={<p role="status">Loading the Inbox…</p>}>
          <InboxView token={session.token} />
        </Suspense>
      )}
      {adminView === 'links' && session.token !== undefined && (
        <Suspense fallback={<p role="status">Loading the links…</p>}>
          <LinksView
            token={session.token}
            openRecord={(record) => {
              setCatalogueRecord(record);
              setAdminView('catalogue');
            }}
          />
        </Suspense>
      )}
      {adminView === 'photos' && (
        <>
      {batchMode && batch && (
        <section className={css.batchPanel} aria-labelledby="batch-upload-title">
          <h2 id="batch-upload-title" className={css.uploadTrayTitle}>
            Batch upload
          </h2>
          <div className={css.batchActions}>
            <input
              ref={batchInput}
              type="file"
              accept={UPLOAD_ACCEPT}
              multiple
              hidden
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length === 0) return;
                // Issue 19: picked photos wait in the review (thumbnail → tour) for the operator's go; a refused pick adds nothing.
                if (batch.addMany(files) > 0) {
                  setBatchFailures([]);
                  setBatchSummary('');
                }
              }}
            />
            <button type="button" className={button()} disabled={batch.busy} aria-busy={batch.busy} onClick={() => batchInput.current?.click()}>
              {batch.busy && <span className={css.spinner} aria-hidden="true" />}
              {batch.busy ? 'Uploading...' : 'Upload Multiple Images'}
            </button>
            <p className={css.muted}>{batchUploadHint()}</p>
          </div>
          {reviewOrder.length > 0 && !batch.busy && (
            <section aria-labelledby="batch-review-title" className={css.confirm}>
              <h3 id="batch-review-title" className={css.uploadTrayTitle}>
                Check where each photo goes before uploading
              </h3>
              <ol className={css.reviewList}>
                {reviewOrder.map((id, index) => {
                  const file = fileOf(id)!;
                  const tour = tours[index];
                  return (
                    <li key={id} className={css.reviewItem}>
                      <Thumbnail file={file.data as Blob} />
                      <div className={css.reviewText}>
                        <p className={css.reviewTour}>{tour ? `→ Tour #${tour.id}: ${tour.title}` : '→ No tour: this photo will not be uploaded'}</p>
                        <p className={css.reviewFile}>{file.name}</p>
                        {tour && <p className={placesOf(tour.id).length === 0 ? css.placesUnseen : css.muted}>{placesSentence(placesOf(tour.id))}</p>}
                      </div>
                      <div className={css.reviewButtons}>
                        <button type="button" className={button({ variant: 'secondary' })} disabled={index === 0} onClick={() => setBatchOrder(movedInOrder(reviewOrder, index, -1))}>
                          Move up<span className={layout.visuallyHidden}>: {file.name}</span>
                        </button>
                        <button
                          type="button"
                          className={button({ variant: 'secondary' })}
                          disabled={index === reviewOrder.length - 1}
                          onClick={() => setBatchOrder(movedInOrder(reviewOrder, index, 1))}
                        >
                          Move down<span className={layout.visuallyHidden}>: {file.name}</span>
                        </button>
                        <button type="button" className={button({ variant: 'secondary' })} onClick={() => batch.uppy.removeFile(id)}>
                          Remove<span className={layout.visuallyHidden}>: {file.name}</span>
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ol>
              <div className={css.batchActions}>
                <button type="button" className={button()} onClick={() => batch.uploadInOrder(reviewOrder)}>
                  {`Upload ${reviewOrder.length} ${reviewOrder.length === 1 ? 'Photo' : 'Photos'}`}
                </button>
                <button
                  type="button"
                  className={button({ variant: 'secondary' })}
                  onClick={() => {
                    batch.cancel();
                    setBatchOrder([]);
                  }}
                >
                  Clear
                </button>
              </div>
            </section>
          )}
          <p role="status" className={css.connectionNotice}>
            {batch.connectionNotice}
          </p>
          <p ref={batchResult} tabIndex={-1} className={css.muted}>
            {batchSummary}
          </p>
          {batchFailures.length > 0 && (
            <ul className={css.connectionNotice} aria-label="Photos not saved">
              {batchFailures.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
          <div className={css.dashboardFrame}>
            <UploadDashboard transfers={batch} mode="batch" height={DASHBOARD_SIZE.height} />
          </div>
        </section>
      )}
      <div className={layout.grid}>
        {tours.map((tour, index) => (
          <AdminTourCard
            key={tour.id}
            tour={tour}
            position={index + 1}
            customImage={customImageFor(tour.id, images)}
            batchMode={batchMode}
            uploading={uploadingTour?.id === tour.id}
            busy={busy}
            onFileChosen={chooseFile}
            places={placesOf(tour.id)}
            reverting={reverting === tour.id}
            onRevert={(chosen) => void revert(chosen)}
          />
        ))}
      </div>
      <AdminHelp />
        </>
      )}
      {cropping && (
        <CropDialog
          key={`${cropping.tour.id}-${cropping.file.name}-${cropping.file.lastModified}`}
          file={cropping.file}
          photo={cropping.photo}
          tourTitle={cropping.tour.title}
          onCancel={() => {
            single?.cancel();
            setCropping(undefined);
          }}
          onApply={(photo) => uploadCropped(cropping.tour, photo)}
          onReplace={(files) => chooseFile(cropping.tour, files)}
        />
      )}
      {single && uploadingTour && (
        <section className={css.uploadTray} aria-labelledby="single-upload-title">
          <h2 id="single-upload-title" className={css.uploadTrayTitle} tabIndex={-1} ref={focusOnMount}>
            Uploading the photo for {uploadingTour.title}
          </h2>
          <p role="status" className={css.connectionNotice}>
            {single.connectionNotice}
          </p>
          <UploadDashboard transfers={single} mode="single" height={260} />
          <button type="button" className={button({ variant: 'secondary' })} onClick={cancelSingle}>
            Cancel upload
          </button>
        </section>
      )}
    </div>
  );
}
