import { describe, expect, it } from 'vitest';
import { InMemoryScheduler } from '../../adapters/memory/in-memory-scheduler.js';
import { InMemoryTourPhotoUploads } from '../../adapters/memory/in-memory-tour-photo-uploads.js';
import { saveTourPhoto } from './save-tour-photo.js';
import { TourPhotoUploadFailed } from './tour-photo-uploads.js';

/** A store whose save answers with the given failures first, then works. */
function failingFirst(...failures: Error[]) {
  const uploads = new InMemoryTourPhotoUploads();
  let calls = 0;
  const save = uploads.saveTourImage.bind(uploads);
  uploads.saveTourImage = async (token, tourId, imageURL) => {
    calls += 1;
    const failure = failures.shift();
    if (failure) throw failure;
    return save(token, tourId, imageURL);
  };
  return { uploads, calls: () => calls };
}

async function stored(uploads: InMemoryTourPhotoUploads): Promise<string> {
  return uploads.sendPhoto(await uploads.requestUploadUrl('token'), { size: 10, type: 'image/jpeg' });
}

/** Lets the pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('saving an uploaded photo as the tour image (docs/product.md §7, §8)', () => {
  it('saves it', async () => {
    const { uploads } = failingFirst();
    const path = await stored(uploads);
    expect(await saveTourPhoto(uploads, new InMemoryScheduler(), 'token', 3, path)).toEqual({ kind: 'updated', image: { tourId: 3, imageURL: path } });
  });

  it('tries again after 0 and 1000 ms when the server is busy or cannot be reached', async () => {
    const { uploads, calls } = failingFirst(new TourPhotoUploadFailed('save', '503: busy'), new TourPhotoUploadFailed('save', 'Failed to fetch'));
    const scheduler = new InMemoryScheduler();
    const path = await stored(uploads);
    const outcome = saveTourPhoto(uploads, scheduler, 'token', 3, path);
    await settle();
    scheduler.advance(0);
    await settle();
    expect(calls()).toBe(2);
    scheduler.advance(999);
    await settle();
    expect(calls()).toBe(2);
    scheduler.advance(1);
    expect((await outcome).kind).toBe('updated');
    expect(calls()).toBe(3);
  });

  it('gives up on an answer that would not change (404), and after the last retry', async () => {
    const { uploads } = failingFirst(new TourPhotoUploadFailed('save', '404'));
    expect(await saveTourPhoto(uploads, new InMemoryScheduler(), 'token', 3, '/objects/x')).toEqual({ kind: 'failed' });
    const busy = failingFirst(...Array.from({ length: 5 }, () => new Error('offline')));
    const scheduler = new InMemoryScheduler();
    const outcome = saveTourPhoto(busy.uploads, scheduler, 'token', 3, '/objects/x');
    for (let step = 0; step < 5; step += 1) {
      await settle();
      scheduler.advance(5000);
    }
    expect(await outcome).toEqual({ kind: 'failed' });
    expect(busy.calls()).toBe(5);
  });

  it('reports an ended session (401) without retrying', async () => {
    const { uploads, calls } = failingFirst(new TourPhotoUploadFailed('save', '401'));
    expect(await saveTourPhoto(uploads, new InMemoryScheduler(), 'token', 3, '/objects/x')).toEqual({ kind: 'session-ended' });
    expect(calls()).toBe(1);
  });
});
