import { describe, expect, it } from 'vitest';
import { TourPhotoUploadFailed, type PhotoBody, type TourPhotoUploads } from '../../domain/admin/tour-photo-uploads.js';

export interface TourPhotoUploadsFixture<P extends PhotoBody> {
  readonly uploads: TourPhotoUploads<P>;
  /** A token of an open admin session. */
  readonly token: string;
  /** A token the server does not accept. */
  readonly closedToken: string;
  /** A small JPEG. */
  readonly photo: P;
}

async function failureOf(promise: Promise<unknown>): Promise<TourPhotoUploadFailed> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TourPhotoUploadFailed);
  return error as TourPhotoUploadFailed;
}

/** What every TourPhotoUploads does (docs/architecture.md §3). */
export function tourPhotoUploadsContract<P extends PhotoBody>(name: string, fresh: () => Promise<TourPhotoUploadsFixture<P>>): void {
  describe(`${name} honours the TourPhotoUploads contract`, () => {
    it('uploads a photo and saves it as an admin tour image', async () => {
      const { uploads, token, photo } = await fresh();
      const uploadURL = await uploads.requestUploadUrl(token);
      const objectPath = await uploads.sendPhoto(uploadURL, photo);
      expect(objectPath).toMatch(/^\/objects\//);
      expect(await uploads.saveTourImage(token, 3, objectPath)).toEqual({ tourId: 3, imageURL: objectPath });
    });

    it('gives a new upload URL each time, and each one takes one photo only', async () => {
      const { uploads, token, photo } = await fresh();
      const first = await uploads.requestUploadUrl(token);
      expect(await uploads.requestUploadUrl(token)).not.toBe(first);
      await uploads.sendPhoto(first, photo);
      expect((await failureOf(uploads.sendPhoto(first, photo))).step).toBe('send');
    });

    it('refuses an upload URL without an open session', async () => {
      const { uploads, closedToken } = await fresh();
      expect((await failureOf(uploads.requestUploadUrl(closedToken))).step).toBe('upload-url');
    });

    it('refuses to save without an open session, for a tour that is not an admin tour, or a photo it never stored', async () => {
      const { uploads, token, closedToken, photo } = await fresh();
      const objectPath = await uploads.sendPhoto(await uploads.requestUploadUrl(token), photo);
      expect((await failureOf(uploads.saveTourImage(closedToken, 1, objectPath))).step).toBe('save');
      expect((await failureOf(uploads.saveTourImage(token, 12, objectPath))).step).toBe('save');
      expect((await failureOf(uploads.saveTourImage(token, 0, objectPath))).step).toBe('save');
      expect((await failureOf(uploads.saveTourImage(token, 1, '/objects/never-uploaded'))).step).toBe('save');
    });

    it('reverts a tour to its original picture: the photo can no longer be saved for a tour, and a second revert changes nothing', async () => {
      const { uploads, token, photo } = await fresh();
      const objectPath = await uploads.sendPhoto(await uploads.requestUploadUrl(token), photo);
      await uploads.saveTourImage(token, 5, objectPath);
      await uploads.revertTourImage(token, 5);
      await uploads.revertTourImage(token, 5);
      expect((await failureOf(uploads.saveTourImage(token, 5, objectPath))).step).toBe('save');
    });

    it('refuses a revert without an open session, or for a tour that is not an admin tour', async () => {
      const { uploads, token, closedToken } = await fresh();
      expect((await failureOf(uploads.revertTourImage(closedToken, 1))).status).toBe(401);
      expect((await failureOf(uploads.revertTourImage(token, 12))).status).toBe(404);
    });
  });
}
