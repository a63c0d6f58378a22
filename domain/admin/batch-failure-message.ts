import type { BatchFailure } from './tour-photo-upload-run.js';

/**
 * docs/product.md §8: a tour of a batch whose photo was not saved is logged, and the batch panel names it, so the
 * operator knows which tours to do again (the others are saved and the batch goes on).
 */
export function batchFailureMessage(failure: BatchFailure, tourTitle: string): string {
  const what = failure.step === 'save' ? 'the photo was uploaded but could not be saved' : 'the photo could not be uploaded';
  return `Tour ${failure.tourId} (${tourTitle}): ${what}. Please try again.`;
}
