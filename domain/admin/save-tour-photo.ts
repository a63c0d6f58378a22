import type { Scheduler } from '../kernel/scheduler.js';
import type { TourImage } from '../tours/tour-image.js';
import { TourPhotoUploadFailed, type PhotoBody, type TourPhotoUploads } from './tour-photo-uploads.js';
import { UploadRetries } from './upload-retries.js';

export type SaveOutcome = { readonly kind: 'updated'; readonly image: TourImage } | { readonly kind: 'failed' } | { readonly kind: 'session-ended' };

/**
 * Use case: PUT /api/tours/{id}/image for a photo the upload widget has stored (docs/product.md §7), with the
 * retries of UploadRetries (network errors, 429 and 5xx after 0, 1000, 3000, 5000 ms; 401 ends the session).
 * Never rejects.
 */
export async function saveTourPhoto<P extends PhotoBody>(
  uploads: Pick<TourPhotoUploads<P>, 'saveTourImage'>,
  scheduler: Scheduler,
  token: string,
  tourId: number,
  objectPath: string,
): Promise<SaveOutcome> {
  const retries = new UploadRetries();
  for (;;) {
    try {
      return { kind: 'updated', image: await uploads.saveTourImage(token, tourId, objectPath) };
    } catch (error) {
      const move = retries.next('save', { step: 'save', status: error instanceof TourPhotoUploadFailed ? error.status : undefined, retryAfterMs: error instanceof TourPhotoUploadFailed ? error.retryAfterMs : undefined });
      if (move.kind === 'session-ended') return move;
      if (move.kind !== 'retry') return { kind: 'failed' };
      await new Promise<void>((resolve) => scheduler.schedule(move.delayMs, resolve));
    }
  }
}
