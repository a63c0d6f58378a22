import { describe, expect, it } from 'vitest';
import { InMemoryScheduler } from '../../adapters/memory/in-memory-scheduler.js';
import { TourPhotoUploadFailed } from './tour-photo-uploads.js';
import { revertedToast, revertFailedToast, revertTourPhoto } from './revert-tour-photo.js';

function uploadsAnswering(...answers: (string | undefined)[]) {
  const calls: number[] = [];
  return {
    calls,
    uploads: {
      async revertTourImage(_token: string, tourId: number) {
        calls.push(tourId);
        const status = answers.shift();
        if (status !== undefined) throw new TourPhotoUploadFailed('save', status);
      },
    },
  };
}

describe('revertTourPhoto (issue 19, docs/decisions/062)', () => {
  it('reverts the tour', async () => {
    const { uploads, calls } = uploadsAnswering(undefined);
    expect(await revertTourPhoto(uploads, new InMemoryScheduler(), 'token', 4)).toEqual({ kind: 'reverted' });
    expect(calls).toEqual([4]);
  });

  it('ends the session on 401', async () => {
    const { uploads } = uploadsAnswering('401');
    expect(await revertTourPhoto(uploads, new InMemoryScheduler(), 'token', 4)).toEqual({ kind: 'session-ended' });
  });

  it('gives up at once on an answer that would come back the same', async () => {
    const { uploads, calls } = uploadsAnswering('404');
    expect(await revertTourPhoto(uploads, new InMemoryScheduler(), 'token', 4)).toEqual({ kind: 'failed' });
    expect(calls).toHaveLength(1);
  });

  it('tries again on the product\'s schedule after a 503', async () => {
    const scheduler = new InMemoryScheduler();
    const { uploads, calls } = uploadsAnswering('503', undefined);
    const outcome = revertTourPhoto(uploads, scheduler, 'token', 4);
    await Promise.resolve();
    await Promise.resolve();
    scheduler.advance(0);
    expect(await outcome).toEqual({ kind: 'reverted' });
    expect(calls).toEqual([4, 4]);
  });

  it('tries again after a failure that is not the server\'s answer (a network error)', async () => {
    const scheduler = new InMemoryScheduler();
    let calls = 0;
    const uploads = {
      async revertTourImage() {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
      },
    };
    const outcome = revertTourPhoto(uploads, scheduler, 'token', 4);
    await Promise.resolve();
    await Promise.resolve();
    scheduler.advance(0);
    expect(await outcome).toEqual({ kind: 'reverted' });
    expect(calls).toBe(2);
  });

  it('says what happened in a toast naming the tour', () => {
    expect(revertedToast('Arenal Volcano Hike')).toEqual({ title: 'Original Picture Restored', description: 'Arenal Volcano Hike shows its original picture again.', variant: 'default' });
    expect(revertFailedToast('Arenal Volcano Hike')).toEqual({ title: 'Revert Error', description: 'Arenal Volcano Hike could not be reverted. Please try again.', variant: 'destructive' });
  });
});
