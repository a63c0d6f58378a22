import { describe, expect, it } from 'vitest';
import { batchCompleteToast, imageUpdatedToast, uploadToasts } from './admin-toasts.js';

describe('admin upload toasts (docs/product.md §8)', () => {
  it('use the spec texts', () => {
    expect(uploadToasts).toEqual({
      uploadUrlFailed: { title: 'Upload Error', description: 'Failed to get upload URL. Please try again.', variant: 'destructive' },
      nothingUploaded: { title: 'Upload Issue', description: 'No files were successfully uploaded. Please try again.', variant: 'destructive' },
      updateFailed: { title: 'Update Error', description: 'Failed to update tour image. Please try again.', variant: 'destructive' },
    });
    expect(imageUpdatedToast(7)).toEqual({ title: 'Image Updated', description: 'Successfully updated image for tour 7', variant: 'default' });
    expect(batchCompleteToast(3)).toEqual({ title: 'Batch Upload Complete', description: 'Successfully updated 3 tour images', variant: 'default' });
  });
});
