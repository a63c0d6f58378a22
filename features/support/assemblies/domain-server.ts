import { InMemoryObjectStorage } from '../../../adapters/memory/in-memory-object-storage.js';
import { InMemoryTourImageRepository } from '../../../adapters/memory/in-memory-tour-image-repository.js';
import { InMemoryUploadUrlSigner } from '../../../adapters/memory/in-memory-upload-url-signer.js';
import { ManualClock } from '../../../adapters/memory/manual-clock.js';
import { PassThroughImageReencoder } from '../../../adapters/memory/pass-through-image-reencoder.js';
import { StandInPhotoVariantEncoder } from '../../../adapters/memory/stand-in-photo-variant-encoder.js';
import { TourPhotoUploadFailed, type TourPhotoUploads } from '../../../domain/admin/tour-photo-uploads.js';
import { PhotoVariantsCatalog } from '../../../domain/images/photo-variants-catalog.js';
import { ImageUploader } from '../../../domain/objects/image-uploader.js';
import { UPLOAD_PATH_PREFIX } from '../../../domain/objects/upload-url-signer.js';
import type { TourImage } from '../../../domain/tours/tour-image.js';
import { TourImageReplacer, UnknownAdminTourError } from '../../../domain/tours/tour-image-replacer.js';
import { TourImageReverter } from '../../../domain/tours/tour-image-reverter.js';
import { TourImagesLister } from '../../../domain/tours/tour-images-lister.js';

/**
 * The server's side of the operator's calls at the @domain level: the same use cases the server's
 * controllers run (ImageUploader for PUT {uploadURL}, TourImageReplacer for PUT /api/tours/{id}/image,
 * TourImagesLister for GET /api/tours/images) over in-memory adapters, behind the browser's own
 * TourPhotoUploads port. So a rule the server enforces, such as "only a photo this server stored may
 * become a tour's image", holds at @domain exactly as at @api. Sessions are not checked here:
 * features/admin-session.feature proves them on the real server.
 */
export class DomainServer implements TourPhotoUploads<Blob> {
  readonly repository = new InMemoryTourImageRepository();
  readonly storage = new InMemoryObjectStorage();
  private readonly signer = new InMemoryUploadUrlSigner(new ManualClock(new Date()));
  private readonly uploader = new ImageUploader(this.signer, this.storage, new PassThroughImageReencoder(), new StandInPhotoVariantEncoder());
  private readonly replacer = new TourImageReplacer(this.repository, this.storage);
  private readonly reverter = new TourImageReverter(this.repository, this.storage);

  async requestUploadUrl(): Promise<string> {
    return (await this.signer.issue()).uploadURL;
  }

  async sendPhoto(uploadURL: string, photo: Blob): Promise<string> {
    const url = new URL(uploadURL, 'http://server.test');
    const attempt = {
      objectId: url.pathname.slice(UPLOAD_PATH_PREFIX.length),
      expires: url.searchParams.get('expires') ?? '',
      signature: url.searchParams.get('sig') ?? '',
    };
    try {
      return (await this.uploader.upload(attempt, async () => new Uint8Array(await photo.arrayBuffer()))).objectPath;
    } catch (error) {
      throw new TourPhotoUploadFailed('send', (error as Error).message);
    }
  }

  async saveTourImage(_token: string, tourId: number, imageURL: string): Promise<TourImage> {
    try {
      return await this.replacer.replace(String(tourId), imageURL);
    } catch (error) {
      throw new TourPhotoUploadFailed('save', (error as Error).message);
    }
  }

  /** DELETE /api/tours/{id}/image through the server's use case (404 for a number that is no admin tour). */
  async revertTourImage(_token: string, tourId: number): Promise<void> {
    try {
      await this.reverter.revert(String(tourId));
    } catch (error) {
      throw new TourPhotoUploadFailed('save', `${error instanceof UnknownAdminTourError ? 404 : 500}: ${(error as Error).message}`);
    }
  }

  /** What GET /api/tours/images answers. */
  listTourImages(): Promise<TourImage[]> {
    return new TourImagesLister(this.repository, new PhotoVariantsCatalog(this.storage)).list();
  }
}
