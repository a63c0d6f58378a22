import { saveTourPhoto } from '../../../domain/admin/save-tour-photo.js';
import { TourPhotoUploadRun } from '../../../domain/admin/tour-photo-upload-run.js';
import { TourPhotoUploadFailed, type PhotoBody, type TourPhotoUploads, type UploadOutcome } from '../../../domain/admin/tour-photo-uploads.js';
import type { Scheduler } from '../../../domain/kernel/scheduler.js';

/**
 * One file's transfer as the admin page's upload widget runs it (ui/components/admin/tour-photo-transfers.ts): a
 * fresh upload URL, the PUT, then saveTourPhoto for the tour the run gave the file; the outcome goes to the run.
 * The assemblies below the browser use it so they run the page's own use cases, not a copy of them.
 */
export async function transferAsTheWidget<P extends PhotoBody>(
  uploads: TourPhotoUploads<P>,
  scheduler: Scheduler,
  token: string,
  run: TourPhotoUploadRun,
  fileId: string,
  photo: P,
): Promise<void> {
  try {
    const objectPath = await uploads.sendPhoto(await uploads.requestUploadUrl(token), photo);
    const outcome = await saveTourPhoto(uploads, scheduler, token, run.tourOf(fileId)!, objectPath);
    if (outcome.kind === 'updated') run.saved(fileId, outcome.image);
    else run.failed(fileId, 'save');
  } catch (error) {
    run.failed(fileId, error instanceof TourPhotoUploadFailed ? error.step : 'send');
  }
}

/** The single mode of the admin page: one photo for one tour through TourPhotoUploadRun.single. */
export async function uploadOnePhoto<P extends PhotoBody>(
  uploads: TourPhotoUploads<P>,
  scheduler: Scheduler,
  token: string,
  tourId: number,
  photo: P,
): Promise<UploadOutcome> {
  const run = TourPhotoUploadRun.single('widget-file-1', tourId);
  await transferAsTheWidget(uploads, scheduler, token, run, 'widget-file-1', photo);
  const [image] = run.updated;
  return image ? { kind: 'updated', image } : { kind: 'failed', step: run.failures[0]!.step };
}
