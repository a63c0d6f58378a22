import { InMemoryAdminAuthenticator } from '../../../adapters/memory/in-memory-admin-authenticator.js';
import { InMemorySessionStore } from '../../../adapters/memory/in-memory-session-store.js';
import { InMemoryObjectStorage } from '../../../adapters/memory/in-memory-object-storage.js';
import { InMemoryTourImageRepository } from '../../../adapters/memory/in-memory-tour-image-repository.js';
import { InMemoryUploadUrlSigner } from '../../../adapters/memory/in-memory-upload-url-signer.js';
import { ManualClock } from '../../../adapters/memory/manual-clock.js';
import { PassThroughImageReencoder } from '../../../adapters/memory/pass-through-image-reencoder.js';
import { StandInPhotoVariantEncoder } from '../../../adapters/memory/stand-in-photo-variant-encoder.js';
import { AdminSignInRefused, type AdminApi, type AdminSessionToken } from '../../../domain/admin/admin-api.js';
import { SessionTable } from '../../../domain/admin/session-table.js';
import { TourPhotoUploadFailed, type TourPhotoUploads } from '../../../domain/admin/tour-photo-uploads.js';
import { PhotoVariantsCatalog } from '../../../domain/images/photo-variants-catalog.js';
import { ImageUploader } from '../../../domain/objects/image-uploader.js';
import { uploadAttemptOf } from '../../../domain/objects/upload-url-signer.js';
import type { TourImage } from '../../../domain/tours/tour-image.js';
import { TourImageReplacer, UnknownAdminTourError } from '../../../domain/tours/tour-image-replacer.js';
import { TourImageReverter } from '../../../domain/tours/tour-image-reverter.js';
import { TourImagesLister } from '../../../domain/tours/tour-images-lister.js';
import { statusOfDomainError } from '../../../server/http/domain-errors.js';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';

/**
 * The server's side of the operator's calls at the @domain level: the same use cases the server's
 * controllers run (ImageUploader for PUT {uploadURL}, TourImageReplacer for PUT /api/tours/{id}/image,
 * TourImagesLister for GET /api/tours/images) over in-memory adapters, behind the browser's own
 * TourPhotoUploads and AdminApi ports. So a rule the server enforces, such as "only a photo this server stored may
 * become a tour's image" or "an upload URL dies with its session", holds at @domain exactly as at @api. Sessions
 * open and end as on the server (SessionTable) and are checked where the upload URLs need them (asking for one,
 * sending to one); the other admin calls' guard is proved on the real server (features/admin-session.feature).
 */
export class DomainServer implements TourPhotoUploads<Blob>, AdminApi {
  readonly repository = new InMemoryTourImageRepository();
  readonly storage = new InMemoryObjectStorage();
  private readonly clock = new ManualClock(new Date());
  private readonly sessions = new InMemorySessionStore();
  private readonly authenticator = new InMemoryAdminAuthenticator(TEST_ADMIN_PASSWORD, this.clock, this.sessions);
  private readonly signer = new InMemoryUploadUrlSigner(this.clock, new SessionTable(this.clock, this.sessions));
  private readonly uploader = new ImageUploader(this.signer, this.storage, new PassThroughImageReencoder(), new StandInPhotoVariantEncoder());
  private readonly replacer = new TourImageReplacer(this.repository, this.storage);
  private readonly reverter = new TourImageReverter(this.repository, this.storage);

  /** POST /api/admin/session, without the server's one-second wait and sign-in limit (features/admin-session.feature). */
  async signIn(password: string): Promise<AdminSessionToken> {
    const session = await this.authenticator.signIn(password);
    if (!session) throw new AdminSignInRefused('wrong-password');
    return { token: session.token, expiresAt: session.expiresAt.toISOString() };
  }

  /** DELETE /api/admin/session (Logout). */
  signOut(token: string): Promise<void> {
    return this.authenticator.signOut(token);
  }

  /** Whether an admin call with this token would be let in (the server's AdminGuard). */
  async isOpen(token: string): Promise<boolean> {
    return (await this.authenticator.check(token)) !== undefined;
  }

  /** POST /api/objects/upload: behind the admin guard, a URL naming the session that asked. */
  async requestUploadUrl(token: string): Promise<string> {
    if (!(await this.isOpen(token))) throw new TourPhotoUploadFailed('upload-url', '401: Sign in as the operator first.');
    return (await this.signer.issue(token)).uploadURL;
  }

  /** PUT {uploadURL}: a refusal fails with the status the server's controller would answer and the domain's message. */
  async sendPhoto(uploadURL: string, photo: Blob): Promise<string> {
    try {
      return (await this.uploader.upload(uploadAttemptOf(uploadURL), async () => new Uint8Array(await photo.arrayBuffer()))).objectPath;
    } catch (error) {
      throw new TourPhotoUploadFailed('send', `${statusOfDomainError(error) ?? 500}: ${(error as Error).message}`);
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
  listTourImages(): Promise<readonly TourImage[]> {
    return new TourImagesLister(this.repository, new PhotoVariantsCatalog(this.storage)).list();
  }
}
