import { describe, expect, it } from 'vitest';
import { batchCompleteToast, imageUpdatedToast, refusedFileToast, singleUploadToast, uploadToasts } from './admin-toasts.js';

describe('admin upload toasts (docs/product.md §8)', () => {
  it('use the texts of docs/product.md', () => {
    expect(uploadToasts).toEqual({
      uploadUrlFailed: { title: 'Upload Error', description: 'Failed to get upload URL. Please try again.', variant: 'destructive' },
      nothingUploaded: { title: 'Upload Issue', description: 'No files were successfully uploaded. Please try again.', variant: 'destructive' },
      updateFailed: { title: 'Update Error', description: 'Failed to update tour image. Please try again.', variant: 'destructive' },
    });
    expect(imageUpdatedToast(7)).toEqual({ title: 'Image Updated', description: 'Successfully updated image for tour 7', variant: 'default' });
    expect(batchCompleteToast(3)).toEqual({ title: 'Batch Upload Complete', description: 'Successfully updated 3 tour images', variant: 'default' });
  });

  it('say "Image Updated" after one photo, or name the failing step', () => {
    expect(singleUploadToast({ kind: 'updated', image: { tourId: 4, imageURL: '/objects/a' } }, 4)).toEqual(imageUpdatedToast(4));
    expect(singleUploadToast({ kind: 'failed', step: 'upload-url' }, 4)).toEqual(uploadToasts.uploadUrlFailed);
    expect(singleUploadToast({ kind: 'failed', step: 'send' }, 4)).toEqual(uploadToasts.nothingUploaded);
    expect(singleUploadToast({ kind: 'failed', step: 'save' }, 4)).toEqual(uploadToasts.updateFailed);
  });

  it('turn a refused file into a destructive toast in the widget words', () => {
    expect(refusedFileToast('You can only upload: image/*')).toEqual({ title: 'File not added', description: 'You can only upload: image/*', variant: 'destructive' });
  });
});
