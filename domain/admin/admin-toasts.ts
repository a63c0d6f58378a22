import type { Toast } from '../notifications/toast.js';
import type { UploadOutcome } from './tour-photo-uploads.js';
import type { UploadStep } from './tour-photo-uploads.js';

/** docs/product.md §8: what the admin page says after an upload, in the product's own words. */
export const uploadToasts = {
  uploadUrlFailed: { title: 'Upload Error', description: 'Failed to get upload URL. Please try again.', variant: 'destructive' },
  nothingUploaded: { title: 'Upload Issue', description: 'No files were successfully uploaded. Please try again.', variant: 'destructive' },
  updateFailed: { title: 'Update Error', description: 'Failed to update tour image. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, Toast>;

export function imageUpdatedToast(tourId: number): Toast {
  return { title: 'Image Updated', description: `Successfully updated image for tour ${tourId}`, variant: 'default' };
}

export function batchCompleteToast(updated: number): Toast {
  return { title: 'Batch Upload Complete', description: `Successfully updated ${updated} tour images`, variant: 'default' };
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

/** docs/product.md §8: a chosen file the upload check refused is named in the upload widget's own words. */
export function refusedFileToast(reason: string): Toast {
  return { title: 'File not added', description: reason, variant: 'destructive' };
}
