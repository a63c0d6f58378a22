import { describe, expect, it } from 'vitest';
import { InMemoryTourPhotoUploads } from '../../adapters/memory/in-memory-tour-photo-uploads.js';
import { imageUpdatedToast, singleUploadToast, uploadToasts } from './admin-toasts.js';
import { replaceTourPhoto } from './replace-tour-photo.js';
import { TourPhotoUploadFailed, type UploadStep } from './tour-photo-uploads.js';

const photo = (name: string) => ({ name, size: 1000, type: 'image/jpeg' });

/** A store whose one step always fails, and works otherwise. */
class FailingAt extends InMemoryTourPhotoUploads {
  constructor(private readonly step: UploadStep) {
    super();
  }
  override requestUploadUrl(token: string) {
    return this.step === 'upload-url' ? Promise.reject(new TourPhotoUploadFailed('upload-url')) : super.requestUploadUrl(token);
  }
  override sendPhoto(url: string, body: ReturnType<typeof photo>) {
    return this.step === 'send' ? Promise.reject(new TourPhotoUploadFailed('send')) : super.sendPhoto(url, body);
  }
  override saveTourImage(token: string, tourId: number, imageURL: string) {
    return this.step === 'save' ? Promise.reject(new Error('offline')) : super.saveTourImage(token, tourId, imageURL);
  }
}

describe('replacing one tour photo (docs/product.md §7, §8)', () => {
  it('uploads, saves and says "Image Updated"', async () => {
    const uploads = new InMemoryTourPhotoUploads();
    const outcome = await replaceTourPhoto(uploads, 'token', 4, photo('a.jpg'));
    expect(outcome).toEqual({ kind: 'updated', image: { tourId: 4, imageURL: '/objects/1' } });
    expect(uploads.list()).toEqual([{ tourId: 4, imageURL: '/objects/1' }]);
    expect(singleUploadToast(outcome, 4)).toEqual(imageUpdatedToast(4));
  });

  it.each([
    ['upload-url', uploadToasts.uploadUrlFailed],
    ['send', uploadToasts.nothingUploaded],
    ['save', uploadToasts.updateFailed],
  ] as const)('names the failing step %s and says so', async (step, toast) => {
    const outcome = await replaceTourPhoto(new FailingAt(step), 'token', 4, photo('a.jpg'));
    expect(outcome).toEqual({ kind: 'failed', step });
    expect(singleUploadToast(outcome, 4)).toEqual(toast);
  });
});
