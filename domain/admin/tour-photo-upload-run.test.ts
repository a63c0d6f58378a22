import { describe, expect, it } from 'vitest';
import { ADMIN_TOUR_IDS } from '../tours/admin-tour-id.js';
import { batchCompleteToast, imageUpdatedToast, uploadToasts } from './admin-toasts.js';
import { TourPhotoUploadRun } from './tour-photo-upload-run.js';

const image = (tourId: number) => ({ tourId, imageURL: `/objects/${tourId}` });

describe('one photo through the upload widget (docs/product.md §7, §8)', () => {
  it('goes to its tour and says "Image Updated" once saved', () => {
    const run = TourPhotoUploadRun.single('file-a', 4);
    expect(run.tourOf('file-a')).toBe(4);
    expect(run.settled).toBe(false);
    run.saved('file-a', image(4));
    expect(run.settled).toBe(true);
    expect(run.toast).toEqual(imageUpdatedToast(4));
    expect(run.updated).toEqual([image(4)]);
  });

  it.each([
    ['upload-url', uploadToasts.uploadUrlFailed],
    ['send', uploadToasts.nothingUploaded],
    ['save', uploadToasts.updateFailed],
  ] as const)('names the failing step %s', (step, toast) => {
    const run = TourPhotoUploadRun.single('file-a', 4);
    run.failed('file-a', step);
    expect(run.settled).toBe(true);
    expect(run.failures).toEqual([{ tourId: 4, step }]);
    expect(run.toast).toEqual(toast);
  });
});

describe('a batch through the upload widget (docs/product.md §5, §8)', () => {
  it('gives the files to the tours in list order, and each file keeps its tour', () => {
    const run = TourPhotoUploadRun.batch(['a', 'b', 'c'], ADMIN_TOUR_IDS);
    expect(['a', 'b', 'c'].map((file) => run.tourOf(file))).toEqual([1, 2, 3]);
    expect(run.fileIds).toEqual(['a', 'b', 'c']);
    run.saved('c', image(3));
    run.saved('a', image(1));
    expect(run.tourOf('c')).toBe(3);
    expect(run.settled).toBe(false);
    run.failed('b', 'save');
    expect(run.settled).toBe(true);
    expect(run.updated.map((saved) => saved.tourId)).toEqual([3, 1]);
    expect(run.failures).toEqual([{ tourId: 2, step: 'save' }]);
    expect(run.toast).toEqual(batchCompleteToast(2));
  });

  it('follows the tour list, and leaves out files beyond its end', () => {
    const run = TourPhotoUploadRun.batch(['a', 'b', 'c'], [9, 4]);
    expect(run.fileIds).toEqual(['a', 'b']);
    expect(run.tourOf('c')).toBeUndefined();
  });

  it('takes a retry of files that already have their tours, keeping them', () => {
    const run = TourPhotoUploadRun.assigned([
      { file: 'b', tour: 2 },
      { file: 'e', tour: 5 },
    ]);
    expect(run.fileIds).toEqual(['b', 'e']);
    expect(run.tourOf('e')).toBe(5);
    run.saved('b', image(2));
    run.saved('e', image(5));
    expect(run.toast).toEqual(batchCompleteToast(2));
  });

  it('says "Upload Issue" when no photo made it', () => {
    const run = TourPhotoUploadRun.batch(['a', 'b'], ADMIN_TOUR_IDS);
    run.failed('a', 'send');
    run.failed('b', 'upload-url');
    expect(run.toast).toEqual(uploadToasts.nothingUploaded);
  });

  it('counts a file once, whatever is reported after its outcome, and ignores files it does not hold', () => {
    const run = TourPhotoUploadRun.batch(['a', 'b'], ADMIN_TOUR_IDS);
    run.saved('a', image(1));
    run.failed('a', 'save');
    run.saved('a', image(1));
    run.saved('stranger', image(7));
    run.failed('stranger', 'send');
    expect(run.isPending('a')).toBe(false);
    expect(run.isPending('b')).toBe(true);
    expect(run.isPending('stranger')).toBe(false);
    expect(run.settled).toBe(false);
    run.failed('b', 'send');
    expect(run.updated).toEqual([image(1)]);
    expect(run.failures).toEqual([{ tourId: 2, step: 'send' }]);
  });

  it('has nothing to say before it is settled', () => {
    expect(TourPhotoUploadRun.batch(['a'], ADMIN_TOUR_IDS).toast).toBeUndefined();
  });
});
