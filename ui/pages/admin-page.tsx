import { useRef, useState } from 'react';
import { refusedFileToast, singleUploadToast } from '../../domain/admin/admin-toasts.js';
import type { AdminTour } from '../../domain/admin/admin-tour.js';
import { batchUploadHint, checkUploads } from '../../domain/admin/upload-validation.js';
import { customImageFor } from '../../domain/tours/tour-id-mapping.js';
import { useAdminTourImages } from '../api/admin-tour-images.js';
import { useReplaceTourPhoto, useReplaceTourPhotosInOrder } from '../api/replace-tour-photo.js';
import { AdminHelp } from '../components/admin/admin-help.js';
import { AdminLockScreen } from '../components/admin/admin-lock-screen.js';
import { AdminTourCard } from '../components/admin/admin-tour-card.js';
import * as css from '../components/admin/admin.css.js';
import { CropDialog } from '../components/admin/crop-dialog.js';
import { badge } from '../components/badge.css.js';
import { button } from '../components/button.css.js';
import { useToasts } from '../components/toaster.js';
import { ADMIN_TOURS } from '../content/admin-tours.js';
import { useAdminSession } from '../hooks/use-admin-session.js';
import * as layout from '../styles/layout.css.js';

const TOUR_IDS = ADMIN_TOURS.map((tour) => tour.id);

/**
 * docs/product.md §2 Admin tour image page. Client-only and noindex. docs/architecture.md §3: the server checks the
 * password; the session lives only in this page's memory, so a reload locks it again.
 */
export function AdminPage() {
  const { session, view } = useAdminSession();
  const toasts = useToasts();
  const unlocked = view.access === 'unlocked';
  const images = useAdminTourImages(unlocked).data ?? [];
  const single = useReplaceTourPhoto();
  const batch = useReplaceTourPhotosInOrder();
  const [batchMode, setBatchMode] = useState(false);
  const [cropping, setCropping] = useState<{ tour: AdminTour; file: File } | undefined>(undefined);
  const [uploadingTourId, setUploadingTourId] = useState<number | undefined>(undefined);
  const batchInput = useRef<HTMLInputElement>(null);

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

  const token = session.token!;
  const busy = uploadingTourId !== undefined || batch.isPending;

  function chooseFile(tour: AdminTour, files: File[]) {
    const { accepted, refused } = checkUploads(files, 'single');
    if (refused[0]) toasts.show(refusedFileToast(refused[0].reason));
    if (accepted[0]) setCropping({ tour, file: accepted[0] });
  }

  async function uploadCropped(tour: AdminTour, photo: File) {
    setCropping(undefined);
    setUploadingTourId(tour.id);
    try {
      const outcome = await single.mutateAsync({ token, tourId: tour.id, photo });
      toasts.show(singleUploadToast(outcome, tour.id));
    } finally {
      setUploadingTourId(undefined);
    }
  }

  async function uploadBatch(files: File[]) {
    const { accepted, refused } = checkUploads(files, 'batch');
    if (refused[0]) toasts.show(refusedFileToast(refused[0].reason));
    if (accepted.length === 0) return;
    const result = await batch.mutateAsync({ token, photos: accepted, tourIds: TOUR_IDS });
    // docs/product.md §8: a per-tour failure is only logged.
    for (const failure of result.failures) console.error(`Batch upload: tour ${failure.tourId} failed at step ${failure.step}`);
    toasts.show(result.toast);
  }

  return (
    <div className={layout.page}>
      <div className={css.toolbar}>
        <div className={css.titleRow}>
          <h1 className={css.title}>Tour Image Management</h1>
          <span className={badge({ tone: 'brand' })}>Admin</span>
        </div>
        <div className={css.actions}>
          <button type="button" className={button({ variant: 'secondary' })} aria-pressed={batchMode} disabled={busy} onClick={() => setBatchMode((on) => !on)}>
            {batchMode ? 'Exit Batch Mode' : 'Batch Upload'}
          </button>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => {
              setBatchMode(false);
              void session.logout();
            }}>
            Logout
          </button>
        </div>
      </div>
      {batchMode && (
        <div className={css.batchBar}>
          <input
            ref={batchInput}
            type="file"
            accept="image/*"
            multiple
            hidden
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void uploadBatch(files).catch((error: unknown) => console.error('Batch upload failed:', error));
            }}
          />
          <button type="button" className={button()} disabled={busy} aria-busy={batch.isPending} onClick={() => batchInput.current?.click()}>
            {batch.isPending && <span className={css.spinner} aria-hidden="true" />}
            {batch.isPending ? 'Uploading...' : 'Upload Multiple Images'}
          </button>
          <p className={css.muted}>{batchUploadHint()}</p>
        </div>
      )}
      <div className={layout.grid}>
        {ADMIN_TOURS.map((tour, index) => (
          <AdminTourCard
            key={tour.id}
            tour={tour}
            position={index + 1}
            customImage={customImageFor(tour.id, images)}
            batchMode={batchMode}
            uploading={uploadingTourId === tour.id}
            busy={busy}
            onFileChosen={chooseFile}
          />
        ))}
      </div>
      <AdminHelp />
      {cropping && (
        <CropDialog
          key={`${cropping.tour.id}-${cropping.file.name}-${cropping.file.lastModified}`}
          file={cropping.file}
          tourTitle={cropping.tour.title}
          onCancel={() => setCropping(undefined)}
          onApply={(photo) => void uploadCropped(cropping.tour, photo).catch((error: unknown) => console.error('Upload failed:', error))}
        />
      )}
    </div>
  );
}
