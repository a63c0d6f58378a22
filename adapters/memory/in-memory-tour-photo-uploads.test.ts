import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../domain/objects/image-format.js';
import { TourPhotoUploadFailed } from '../../domain/admin/tour-photo-uploads.js';
import { tourPhotoUploadsContract } from '../contracts/tour-photo-uploads.contract.js';
import { InMemoryAdminApi } from './in-memory-admin-api.js';
import { InMemoryTourPhotoUploads } from './in-memory-tour-photo-uploads.js';

const jpeg = { size: 2048, type: 'image/jpeg' };

tourPhotoUploadsContract('InMemoryTourPhotoUploads', async () => {
  const admin = new InMemoryAdminApi('secret');
  const { token } = await admin.signIn('secret');
  return { uploads: new InMemoryTourPhotoUploads((candidate) => admin.isOpen(candidate)), token, closedToken: 'not-a-session', photo: jpeg };
});

describe('InMemoryTourPhotoUploads', () => {
  it('lists the saved images by tour id, the last photo of a tour winning', async () => {
    const uploads = new InMemoryTourPhotoUploads();
    const send = async () => uploads.sendPhoto(await uploads.requestUploadUrl('t'), jpeg);
    const [a, b, c] = [await send(), await send(), await send()];
    await uploads.saveTourImage('t', 5, a);
    await uploads.saveTourImage('t', 2, b);
    await uploads.saveTourImage('t', 5, c);
    expect(uploads.list()).toEqual([
      { tourId: 2, imageURL: b },
      { tourId: 5, imageURL: c },
    ]);
    expect(uploads.photoAt(a)).toBe(jpeg);
  });

  it('refuses a photo over 10 MB and a file that is not an image', async () => {
    const uploads = new InMemoryTourPhotoUploads();
    const tooLarge = await uploads.sendPhoto(await uploads.requestUploadUrl('t'), { size: MAX_UPLOAD_BYTES + 1, type: 'image/png' }).catch((e: unknown) => e);
    const notImage = await uploads.sendPhoto(await uploads.requestUploadUrl('t'), { size: 10, type: 'text/plain' }).catch((e: unknown) => e);
    expect((tooLarge as TourPhotoUploadFailed).detail).toBe('413');
    expect((notImage as TourPhotoUploadFailed).detail).toBe('415');
    const gif = await uploads.sendPhoto(await uploads.requestUploadUrl('t'), { size: 10, type: 'image/gif' }).catch((e: unknown) => e);
    expect((gif as TourPhotoUploadFailed).detail).toBe('415');
  });
});
