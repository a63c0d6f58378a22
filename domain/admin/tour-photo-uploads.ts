import type { TourImage } from '../tours/tour-image.js';

/** The three steps of replacing a tour photo (docs/product.md §7; docs/architecture.md §3). */
export type UploadStep = 'upload-url' | 'send' | 'save';

/** The rejection of a TourPhotoUploads call: which step the server refused or could not be asked. */
export class TourPhotoUploadFailed extends Error {
  constructor(
    readonly step: UploadStep,
    readonly detail = '',
    /** The server's Retry-After in ms, when it sent one (issue 19). */
    readonly retryAfterMs?: number,
  ) {
    super(`The tour photo upload failed at step "${step}"${detail ? `: ${detail}` : ''}`);
    this.name = 'TourPhotoUploadFailed';
  }

  /** The HTTP status the server answered, when it answered (the detail starts with it); undefined for a network failure. */
  get status(): number | undefined {
    const match = /^(\d{3})\b/.exec(this.detail);
    return match ? Number(match[1]) : undefined;
  }
}

/** The bytes of a photo as the browser holds them (a Blob or File is one). */
export interface PhotoBody {
  readonly size: number;
  readonly type: string;
}

/**
 * Port: what the admin page needs from the server to replace a tour photo (browser side,
 * docs/architecture.md §3): a single-use upload URL, the upload itself, and saving the stored photo as
 * the tour's image. Every call rejects with TourPhotoUploadFailed. The use cases over it are
 * replaceTourPhoto and saveTourPhoto; TourPhotoUploadRun ties each photo of an upload to its tour.
 */
export interface TourPhotoUploads<P extends PhotoBody = PhotoBody> {
  /** POST /api/objects/upload with the admin token: a URL the photo may be sent to once. */
  requestUploadUrl(token: string): Promise<string>;
  /** PUT of the raw photo to the upload URL: the stored photo's path. */
  sendPhoto(uploadURL: string, photo: P): Promise<string>;
  /** PUT /api/tours/{id}/image (domain/tours/tour-image-paths.ts): the saved record. */
  saveTourImage(token: string, tourId: number, imageURL: string): Promise<TourImage>;
  /** DELETE /api/tours/{id}/image ("Revert to the original picture", docs/decisions/062); fails as the save step, the record's own. */
  revertTourImage(token: string, tourId: number): Promise<void>;
}
