import { TourPhotoUploadFailed, type TourPhotoUploads, type UploadStep } from '../../domain/admin/tour-photo-uploads.js';
import { retryAfterMsOf } from '../../domain/admin/upload-retries.js';
import type { TourImage } from '../../domain/tours/tour-image.js';
import { tourImagePath } from '../../domain/tours/tour-image-paths.js';

export const UPLOAD_URL_PATH = '/api/objects/upload';

/** TourPhotoUploads over HTTP (docs/architecture.md §3); every failure, network errors included, names its step. */
export class HttpTourPhotoUploads implements TourPhotoUploads<Blob> {
  constructor(private readonly baseUrl = '') {}

  async requestUploadUrl(token: string): Promise<string> {
    const answer = await this.call<{ uploadURL: string }>('upload-url', `${this.baseUrl}${UPLOAD_URL_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    });
    // A same-origin URL comes back as a path; Node's fetch needs it absolute.
    return new URL(answer.uploadURL, this.baseUrl || globalThis.location?.origin).toString();
  }

  async sendPhoto(uploadURL: string, photo: Blob): Promise<string> {
    const answer = await this.call<{ objectPath: string }>('send', uploadURL, {
      method: 'PUT',
      headers: { 'Content-Type': photo.type || 'application/octet-stream' },
      body: photo,
    });
    return answer.objectPath;
  }

  saveTourImage(token: string, tourId: number, imageURL: string): Promise<TourImage> {
    return this.call<TourImage>('save', `${this.baseUrl}${tourImagePath(tourId)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ imageURL }),
    });
  }

  async revertTourImage(token: string, tourId: number): Promise<void> {
    await this.call<null>('save', `${this.baseUrl}${tourImagePath(tourId)}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
  }

  private async call<T>(step: UploadStep, url: string, init: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      throw new TourPhotoUploadFailed(step, error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) {
      const retryAfterMs = retryAfterMsOf(response.headers.get('Retry-After'), new Date());
      throw new TourPhotoUploadFailed(step, `${response.status}: ${await response.text().catch(() => '')}`, retryAfterMs);
    }
    // 204 No Content (a revert) has no body to read.
    return (response.status === 204 ? null : await response.json()) as T;
  }
}
