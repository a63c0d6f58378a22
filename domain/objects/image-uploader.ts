import { CONTENT_TYPE_OF, imageFormatOf } from './image-format.js';
import { objectPathOf } from './object-id.js';
import type { ObjectStorage } from './object-storage.js';
import type { ImageReencoder } from './image-reencoder.js';
import type { RedeemResult, UploadAttempt, UploadUrlSigner } from './upload-url-signer.js';

/** The upload URL is expired, already used or forged (answered 403). */
export class UploadForbiddenError extends Error {
  constructor(readonly reason: Exclude<RedeemResult, 'valid'>) {
    super(
      reason === 'expired'
        ? 'This upload URL has expired. Ask for a new one.'
        : reason === 'used'
          ? 'This upload URL has already been used. Ask for a new one.'
          : 'This upload URL is not valid.',
    );
    this.name = 'UploadForbiddenError';
  }
}

/** The body is not a JPEG, PNG or WebP image by its first bytes (answered 415). */
export class UnsupportedImageError extends Error {
  constructor() {
    super('Only JPEG, PNG and WebP images can be uploaded.');
    this.name = 'UnsupportedImageError';
  }
}

export interface StoredImage {
  readonly objectPath: string;
  readonly contentType: string;
}

/**
 * Use case: the browser sends a photo to its upload URL (docs/architecture.md §3 PUT {uploadURL}). The body is read
 * only once the URL is known to be good, so a forged URL never costs a 10 MB read.
 */
export class ImageUploader {
  constructor(
    private readonly signer: UploadUrlSigner,
    private readonly storage: ObjectStorage,
    private readonly reencoder: ImageReencoder,
  ) {}

  async upload(attempt: UploadAttempt, readBody: () => Promise<Uint8Array>): Promise<StoredImage> {
    const verdict = await this.signer.redeem(attempt);
    if (verdict !== 'valid') throw new UploadForbiddenError(verdict);
    // A restart forgets which URLs were used; the stored object still proves it.
    if (await this.storage.has(attempt.objectId)) throw new UploadForbiddenError('used');
    const bytes = await readBody();
    const format = imageFormatOf(bytes);
    if (!format) throw new UnsupportedImageError();
    await this.storage.put(attempt.objectId, await this.reencoder.reencode(bytes, format));
    return { objectPath: objectPathOf(attempt.objectId), contentType: CONTENT_TYPE_OF[format] };
  }
}
