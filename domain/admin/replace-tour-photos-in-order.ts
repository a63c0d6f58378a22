import type { Toast } from '../notifications/toast.js';
import type { TourImage } from '../tours/tour-image.js';
import { batchCompleteToast, uploadToasts } from './admin-toasts.js';
import { assignBatch } from './batch-assignment.js';
import { replaceTourPhoto } from './replace-tour-photo.js';
import type { PhotoBody, TourPhotoUploads, UploadStep } from './tour-photo-uploads.js';

export interface BatchFailure {
  readonly tourId: number;
  readonly step: UploadStep;
}

export interface BatchResult {
  readonly updated: TourImage[];
  /** docs/product.md §8: a per-tour failure is only logged; the loop goes on. */
  readonly failures: BatchFailure[];
  readonly toast: Toast;
}

/**
 * Use case, docs/product.md §5 batch upload: the photos go to the admin tours in list order, one after the
 * other; a failing tour does not stop the others. 'Batch Upload Complete' counts the tours updated, and
 * a batch where nothing succeeded says 'Upload Issue'.
 */
export async function replaceTourPhotosInOrder<P extends PhotoBody>(
  uploads: TourPhotoUploads<P>,
  token: string,
  photos: readonly P[],
  tourIds: readonly number[],
): Promise<BatchResult> {
  const updated: TourImage[] = [];
  const failures: BatchFailure[] = [];
  for (const { tour, file } of assignBatch(photos, tourIds).assignments) {
    const outcome = await replaceTourPhoto(uploads, token, tour, file);
    if (outcome.kind === 'updated') updated.push(outcome.image);
    else failures.push({ tourId: tour, step: outcome.step });
  }
  return { updated, failures, toast: updated.length === 0 ? uploadToasts.nothingUploaded : batchCompleteToast(updated.length) };
}
