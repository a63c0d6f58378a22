import type { Toast } from '../notifications/toast.js';
import type { TourImage } from '../tours/tour-image.js';
import { assignBatch } from './batch-assignment.js';
import { batchCompleteToast, imageUpdatedToast, uploadToasts } from './admin-toasts.js';

/** The three steps of replacing a tour photo (docs/product.md §7; docs/architecture.md §3). */
export type UploadStep = 'upload-url' | 'send' | 'save';

/** The rejection of a TourPhotoUploads call: which step the server refused or could not be asked. */
export class TourPhotoUploadFailed extends Error {
  constructor(
    readonly step: UploadStep,
    readonly detail = '',
  ) {
    super(`The tour photo upload failed at step "${step}"${detail ? `: ${detail}` : ''}`);
    this.name = 'TourPhotoUploadFailed';
  }
}

/** The bytes of a photo as the browser holds them (a Blob or File is one). */
export interface PhotoBody {
  readonly size: number;
  readonly type: string;
}

/**
 * What the admin page needs from the server to replace a tour photo (browser side, docs/architecture.md §3):
 * a single-use upload URL, the upload itself, and saving the stored photo as the tour's image.
 * Every call rejects with TourPhotoUploadFailed.
 */
export interface TourPhotoUploads<P extends PhotoBody = PhotoBody> {
  /** POST /api/objects/upload with the admin token: a URL the photo may be sent to once. */
  requestUploadUrl(token: string): Promise<string>;
  /** PUT of the raw photo to the upload URL: the stored photo's path. */
  sendPhoto(uploadURL: string, photo: P): Promise<string>;
  /** PUT /api/tours/{id}/image: the saved record. */
  saveTourImage(token: string, tourId: number, imageURL: string): Promise<TourImage>;
}

export type UploadOutcome = { readonly kind: 'updated'; readonly image: TourImage } | { readonly kind: 'failed'; readonly step: UploadStep };

/** One photo to one admin tour: upload URL, upload, save (docs/product.md §7). Never rejects. */
export async function replaceTourPhoto<P extends PhotoBody>(
  uploads: TourPhotoUploads<P>,
  token: string,
  tourId: number,
  photo: P,
): Promise<UploadOutcome> {
  let step: UploadStep = 'upload-url';
  try {
    const uploadURL = await uploads.requestUploadUrl(token);
    step = 'send';
    const objectPath = await uploads.sendPhoto(uploadURL, photo);
    step = 'save';
    return { kind: 'updated', image: await uploads.saveTourImage(token, tourId, objectPath) };
  } catch {
    return { kind: 'failed', step };
  }
}

/** docs/product.md §8: what the page says after one photo. */
export function singleUploadToast(outcome: UploadOutcome, tourId: number): Toast {
  if (outcome.kind === 'updated') return imageUpdatedToast(tourId);
  const byStep: Record<UploadStep, Toast> = {
    'upload-url': uploadToasts.uploadUrlFailed,
    send: uploadToasts.nothingUploaded,
    save: uploadToasts.updateFailed,
  };
  return byStep[outcome.step];
}

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
 * docs/product.md §5 batch upload: the photos go to the admin tours in list order, one after the other; a
 * failing tour does not stop the others. 'Batch Upload Complete' counts the tours updated, and a
 * batch where nothing succeeded says 'Upload Issue'.
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

/** docs/product.md §2: the custom image an admin card shows (with its 'Custom' badge), if the tour has one. */
export function customImageOf(tourId: number, images: readonly TourImage[]): string | undefined {
  return images.find((image) => image.tourId === tourId)?.imageURL;
}

/** docs/product.md §8: a chosen file the upload check refused is named in the upload widget's own words. */
export function refusedFileToast(reason: string): Toast {
  return { title: 'File not added', description: reason, variant: 'destructive' };
}
