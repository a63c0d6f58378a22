import type { Scheduler } from '../kernel/scheduler.js';
import type { Toast } from '../notifications/toast.js';
import { TourPhotoUploadFailed, type TourPhotoUploads } from './tour-photo-uploads.js';
import { UploadRetries } from './upload-retries.js';

export type RevertOutcome = { readonly kind: 'reverted' } | { readonly kind: 'failed' } | { readonly kind: 'session-ended' };

/**
 * Use case (issue 19, docs/decisions/062): "Revert to the original picture" for one admin tour, with the retries of
 * UploadRetries (network errors, 429 and 5xx on the product's schedule; 401 ends the session). Never rejects.
 */
export async function revertTourPhoto(uploads: Pick<TourPhotoUploads, 'revertTourImage'>, scheduler: Scheduler, token: string, tourId: number): Promise<RevertOutcome> {
  const retries = new UploadRetries();
  for (;;) {
    try {
      await uploads.revertTourImage(token, tourId);
      return { kind: 'reverted' };
    } catch (error) {
      const move = retries.next('revert', { step: 'save', status: error instanceof TourPhotoUploadFailed ? error.status : undefined, retryAfterMs: error instanceof TourPhotoUploadFailed ? error.retryAfterMs : undefined });
      if (move.kind === 'session-ended') return move;
      if (move.kind !== 'retry') return { kind: 'failed' };
      await new Promise<void>((resolve) => scheduler.schedule(move.delayMs, resolve));
    }
  }
}

export function revertedToast(tourTitle: string): Toast {
  return { title: 'Original Picture Restored', description: `${tourTitle} shows its original picture again.`, variant: 'default' };
}

export function revertFailedToast(tourTitle: string): Toast {
  return { title: 'Revert Error', description: `${tourTitle} could not be reverted. Please try again.`, variant: 'destructive' };
}
