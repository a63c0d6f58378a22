// Uppy's own styles load with the dashboard (React puts them in the head, before the site's stylesheet, whose rules
// adjust them): the site's one stylesheet carries none of the admin's libraries (docs/decisions/083).
import uppyCoreStyles from '@uppy/core/css/style.min.css?url';
import uppyDashboardStyles from '@uppy/dashboard/css/style.min.css?url';
import Dashboard from '@uppy/react/dashboard';
import { MAX_FILES, MAX_UPLOAD_SIZE_TEXT, UPLOAD_FORMATS_TEXT, type UploadMode } from '../../../domain/admin/upload-validation.js';
import type { TourPhotoTransfers } from './tour-photo-transfers.js';
import * as css from './upload-dashboard.css.js';

/** docs/product.md §9: the widget's dashboard is 750 by 550; thumbnails 280 wide. */
export const DASHBOARD_SIZE = { width: 750, height: 550 } as const;

interface UploadDashboardProps {
  transfers: TourPhotoTransfers;
  mode: UploadMode;
  /** A fixed height keeps the page from moving when files come and go. */
  height: number;
}

/**
 * The upload widget's dashboard (Uppy's own UI: drop area, file list with each file's progress, the status bar
 * with percent, bytes and time left, Cancel and Retry, and its notices such as "No Internet connection").
 * In single mode the crop dialog starts the upload, so it has no upload button of its own.
 */
export function UploadDashboard({ transfers, mode, height }: UploadDashboardProps) {
  const note =
    mode === 'batch'
      ? `Up to ${MAX_FILES.batch} ${UPLOAD_FORMATS_TEXT} photos, ${MAX_UPLOAD_SIZE_TEXT} each; they go to the tours in list order.`
      : `${UPLOAD_FORMATS_TEXT}, up to ${MAX_UPLOAD_SIZE_TEXT}.`;
  return (
    <div className={css.frame}>
      <link rel="stylesheet" href={uppyCoreStyles} precedence="admin-libraries" />
      <link rel="stylesheet" href={uppyDashboardStyles} precedence="admin-libraries" />
      <Dashboard
      uppy={transfers.uppy}
      width="100%"
      height={height}
      note={note}
      hideUploadButton={mode === 'single'}
      hidePauseResumeButton
      // Single mode has its own 'Cancel upload' button beside the dashboard.
      hideCancelButton={mode === 'single'}
      proudlyDisplayPoweredByUppy={false}
      singleFileFullScreen={false}
      thumbnailWidth={280}
      doneButtonHandler={() => transfers.cancel()}
      />
    </div>
  );
}
