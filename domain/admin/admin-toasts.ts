import type { Toast } from '../notifications/toast.js';

/** docs/product.md §8: what the admin page says after an upload, in the spec's words. */
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
