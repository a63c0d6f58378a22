import { CONTENT_TYPE_OF, MAX_UPLOAD_BYTES } from '../../domain/objects/image-format.js';
import { TourPhotoUploadFailed, type PhotoBody, type TourPhotoUploads } from '../../domain/admin/tour-photo-uploads.js';
import { isAdminTourId } from '../../domain/tours/admin-tour-id.js';
import { sortByTourId, type TourImage } from '../../domain/tours/tour-image.js';

/**
 * TourPhotoUploads kept in memory, with the server's rules (docs/architecture.md §3): an open session for the
 * admin calls, single-use upload URLs, images of at most 10 MB, admin tour ids only, and only
 * photos this store received may become a tour's image. For tests and the UI's demo mode.
 */
export class InMemoryTourPhotoUploads<P extends PhotoBody = PhotoBody> implements TourPhotoUploads<P> {
  private readonly pending = new Set<string>();
  private readonly stored = new Map<string, P>();
  private readonly images = new Map<number, string>();
  private issued = 0;

  /** `isOpen` tells whether a token belongs to an open admin session (e.g. InMemoryAdminApi.isOpen). */
  constructor(private readonly isOpen: (token: string) => boolean = () => true) {}

  async requestUploadUrl(token: string): Promise<string> {
    if (!this.isOpen(token)) throw new TourPhotoUploadFailed('upload-url', '401');
    this.issued += 1;
    const uploadURL = `memory://uploads/${this.issued}`;
    this.pending.add(uploadURL);
    return uploadURL;
  }

  async sendPhoto(uploadURL: string, photo: P): Promise<string> {
    if (!this.pending.delete(uploadURL)) throw new TourPhotoUploadFailed('send', '403');
    if (photo.size > MAX_UPLOAD_BYTES) throw new TourPhotoUploadFailed('send', '413');
    // Exactly the formats the server's byte check keeps (JPEG, PNG, WebP): a GIF is refused here as there.
    if (!Object.values(CONTENT_TYPE_OF).includes(photo.type)) throw new TourPhotoUploadFailed('send', '415');
    const objectPath = `/objects/${uploadURL.slice(uploadURL.lastIndexOf('/') + 1)}`;
    this.stored.set(objectPath, photo);
    return objectPath;
  }

  async saveTourImage(token: string, tourId: number, imageURL: string): Promise<TourImage> {
    if (!this.isOpen(token)) throw new TourPhotoUploadFailed('save', '401');
    if (!isAdminTourId(tourId)) throw new TourPhotoUploadFailed('save', '404');
    if (!this.stored.has(imageURL)) throw new TourPhotoUploadFailed('save', '400');
    this.images.set(tourId, imageURL);
    return { tourId, imageURL };
  }

  async revertTourImage(token: string, tourId: number): Promise<void> {
    if (!this.isOpen(token)) throw new TourPhotoUploadFailed('save', '401');
    if (!isAdminTourId(tourId)) throw new TourPhotoUploadFailed('save', '404');
    const imageURL = this.images.get(tourId);
    this.images.delete(tourId);
    // Like the server: the stored photo goes once no tour shows it.
    if (imageURL && ![...this.images.values()].includes(imageURL)) this.stored.delete(imageURL);
  }

  /** The saved tour images, as GET /api/tours/images lists them. */
  list(): TourImage[] {
    return sortByTourId([...this.images].map(([tourId, imageURL]) => ({ tourId, imageURL })));
  }

  /** The photo stored at a path, if any. */
  photoAt(objectPath: string): P | undefined {
    return this.stored.get(objectPath);
  }
}
