import { describe, expect, it } from 'vitest';
import { InMemoryTourPhotoUploads } from '../../adapters/memory/in-memory-tour-photo-uploads.js';
import { ADMIN_TOUR_IDS } from '../tours/admin-tour-id.js';
import { batchCompleteToast, uploadToasts } from './admin-toasts.js';
import { replaceTourPhotosInOrder } from './replace-tour-photos-in-order.js';

const photo = (name: string) => ({ name, size: 1000, type: 'image/jpeg' });

describe('batch upload (docs/product.md §5, §8)', () => {
  it('gives the photos to the tours in list order and counts the updated tours', async () => {
    const uploads = new InMemoryTourPhotoUploads();
    const result = await replaceTourPhotosInOrder(uploads, 'token', [photo('a.jpg'), photo('b.jpg')], ADMIN_TOUR_IDS);
    expect(result.updated.map((image) => image.tourId)).toEqual([1, 2]);
    expect(result.failures).toEqual([]);
    expect(result.toast).toEqual(batchCompleteToast(2));
    expect(uploads.photoAt(uploads.list()[1]!.imageURL)).toEqual(photo('b.jpg'));
  });

  it('goes on after a tour fails, and reports the failure', async () => {
    // The store refuses to save a photo for a tour that is not an admin tour (404).
    const result = await replaceTourPhotosInOrder(new InMemoryTourPhotoUploads(), 'token', [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')], [99, 2, 3]);
    expect(result.updated.map((image) => image.tourId)).toEqual([2, 3]);
    expect(result.failures).toEqual([{ tourId: 99, step: 'save' }]);
    expect(result.toast).toEqual(batchCompleteToast(2));
  });

  it('says "Upload Issue" when no photo made it', async () => {
    const closedSession = new InMemoryTourPhotoUploads(() => false);
    const result = await replaceTourPhotosInOrder(closedSession, 'token', [photo('a.jpg')], ADMIN_TOUR_IDS);
    expect(result.failures).toEqual([{ tourId: 1, step: 'upload-url' }]);
    expect(result.toast).toEqual(uploadToasts.nothingUploaded);
  });

  it('stops at the number of tours', async () => {
    const photos = Array.from({ length: 4 }, (_, index) => photo(`${index}.jpg`));
    const result = await replaceTourPhotosInOrder(new InMemoryTourPhotoUploads(), 'token', photos, [7, 8]);
    expect(result.updated.map((image) => image.tourId)).toEqual([7, 8]);
  });
});
