import type { TourImage } from '../tours/tour-image.js';
import type { PhotoBody, TourPhotoUploads, UploadStep } from './tour-photo-uploads.js';

export type UploadOutcome = { readonly kind: 'updated'; readonly image: TourImage } | { readonly kind: 'failed'; readonly step: UploadStep };

/** Use case: one photo to one admin tour: upload URL, upload, save (docs/product.md §7). Never rejects. */
export async function replaceTourPhoto<P extends PhotoBody>(
  uploads: TourPhotoUploads<P>,
  token: string,
  tourId: number,
  photo: P,
): Promise<UploadOutcome> {
  let step: UploadStep = 'upload-url';
  try {
    const uploadURL = await uploads.requestUploadUrl(token);
    step = 'send';
    const objectPath = await uploads.sendPhoto(uploadURL, photo);
    step = 'save';
    return { kind: 'updated', image: await uploads.saveTourImage(token, tourId, objectPath) };
  } catch {
    return { kind: 'failed', step };
  }
}
