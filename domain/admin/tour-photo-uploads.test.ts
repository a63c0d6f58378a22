import { describe, expect, it } from 'vitest';
import { InMemoryTourPhotoUploads } from '../../adapters/memory/in-memory-tour-photo-uploads.js';
import { batchCompleteToast, imageUpdatedToast, uploadToasts } from './admin-toasts.js';
import { customImageOf, refusedFileToast, replaceTourPhoto, replaceTourPhotosInOrder, singleUploadToast, TourPhotoUploadFailed, type PhotoBody, type TourPhotoUploads } from './tour-photo-uploads.js';

const photo = (name: string) => ({ name, size: 1000, type: 'image/jpeg' });
const ALL_TOURS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** A store that fails one step for some tours (or for every call), and works otherwise. */
class FailingAt extends InMemoryTourPhotoUploads {
  constructor(
    private readonly step: 'upload-url' | 'send' | 'save',
    private readonly when: (tourIdOrName: string) => boolean = () => true,
  ) {
    super();
  }
  override requestUploadUrl(token: string) {
    return this.step === 'upload-url' ? Promise.reject(new TourPhotoUploadFailed('upload-url')) : super.requestUploadUrl(token);
  }
  override sendPhoto(url: string, body: PhotoBody & { name?: string }) {
    return this.step === 'send' && this.when(body.name ?? '') ? Promise.reject(new TourPhotoUploadFailed('send')) : super.sendPhoto(url, body);
  }
  override saveTourImage(token: string, tourId: number, imageURL: string) {
    return this.step === 'save' && this.when(String(tourId)) ? Promise.reject(new Error('offline')) : super.saveTourImage(token, tourId, imageURL);
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

describe('batch upload (docs/product.md §5, §8)', () => {
  it('gives the photos to the tours in list order and counts the updated tours', async () => {
    const uploads = new InMemoryTourPhotoUploads();
    const result = await replaceTourPhotosInOrder(uploads, 'token', [photo('a.jpg'), photo('b.jpg')], ALL_TOURS);
    expect(result.updated.map((image) => image.tourId)).toEqual([1, 2]);
    expect(result.failures).toEqual([]);
    expect(result.toast).toEqual(batchCompleteToast(2));
    expect(uploads.photoAt(uploads.list()[1]!.imageURL)).toEqual(photo('b.jpg'));
  });

  it('goes on after a tour fails, and reports the failure', async () => {
    const uploads: TourPhotoUploads<ReturnType<typeof photo>> = new FailingAt('save', (tourId) => tourId === '1');
    const result = await replaceTourPhotosInOrder(uploads, 'token', [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')], ALL_TOURS);
    expect(result.updated.map((image) => image.tourId)).toEqual([2, 3]);
    expect(result.failures).toEqual([{ tourId: 1, step: 'save' }]);
    expect(result.toast).toEqual(batchCompleteToast(2));
  });

  it('says "Upload Issue" when no photo made it', async () => {
    const result = await replaceTourPhotosInOrder(new FailingAt('send'), 'token', [photo('a.jpg')], ALL_TOURS);
    expect(result.toast).toEqual(uploadToasts.nothingUploaded);
  });

  it('stops at the number of tours', async () => {
    const photos = Array.from({ length: 4 }, (_, index) => photo(`${index}.jpg`));
    const result = await replaceTourPhotosInOrder(new InMemoryTourPhotoUploads(), 'token', photos, [7, 8]);
    expect(result.updated.map((image) => image.tourId)).toEqual([7, 8]);
  });

  it('explains a failure in its message', () => {
    expect(new TourPhotoUploadFailed('save', '404').message).toBe('The tour photo upload failed at step "save": 404');
    expect(new TourPhotoUploadFailed('send').message).toBe('The tour photo upload failed at step "send"');
  });
});

describe('what the admin cards and the file pick show', () => {
  it('finds the custom image of an admin tour', () => {
    const images = [
      { tourId: 1, imageURL: '/objects/a' },
      { tourId: 3, imageURL: '/objects/c' },
    ];
    expect(customImageOf(3, images)).toBe('/objects/c');
    expect(customImageOf(2, images)).toBeUndefined();
  });

  it('turns a refused file into a destructive toast in the widget words', () => {
    expect(refusedFileToast('You can only upload: image/*')).toEqual({ title: 'File not added', description: 'You can only upload: image/*', variant: 'destructive' });
  });
});
