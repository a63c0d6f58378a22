import type { PhotoVariantEncoder } from '../images/photo-variant-encoder.js';
import { encodeVariantList, variantKeyOf, variantListKeyOf, variantSpecsFor, type PhotoVariantSpec } from '../images/photo-variants.js';
import { CONTENT_TYPE_OF, imageFormatOf } from './image-format.js';
import { objectPathOf } from './object-id.js';
import type { ObjectStorage } from './object-storage.js';
import type { ImageReencoder } from './image-reencoder.js';
import type { RedeemResult, UploadAttempt, UploadUrlSigner } from './upload-url-signer.js';

const FORBIDDEN_UPLOAD_MESSAGES: Record<Exclude<RedeemResult, 'valid'>, string> = {
  expired: 'This upload URL has expired. Ask for a new one.',
  // docs/decisions/021-upload-urls.md: Logout (or the session's expiry) ends the URLs it asked for.
  revoked: 'This upload link was revoked when its session ended; ask for a new one.',
  used: 'This upload URL has already been used. Ask for a new one.',
  forged: 'This upload URL is not valid.',
};

/** The upload URL is expired, revoked with its session, already used or forged (answered 403). */
export class UploadForbiddenError extends Error {
  constructor(readonly reason: Exclude<RedeemResult, 'valid'>) {
    super(FORBIDDEN_UPLOAD_MESSAGES[reason]);
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

/**
 * The photo was readable but its smaller copies could not be made or stored (answered 500): nothing of it was
 * kept, so the upload can simply be tried again with a new upload URL (docs/decisions/048).
 */
export class PhotoNotStoredError extends Error {
  constructor(readonly step: 'variants' | 'storage') {
    super(
      step === 'variants'
        ? 'The smaller copies of this photo could not be made, so nothing was stored. Please upload it again.'
        : 'The photo could not be stored, so nothing was kept. Please upload it again.',
    );
    this.name = 'PhotoNotStoredError';
  }
}

export interface StoredImage {
  readonly objectPath: string;
  readonly contentType: string;
}

/**
 * Use case: the browser sends a photo to its upload URL (docs/architecture.md §3 PUT {uploadURL}). The body is read
 * only once the URL is known to be good, so a forged URL never costs a 10 MB read. The photo is kept with its AVIF
 * and WebP copies (docs/decisions/048): the copies and their list first, the photo last, because the photo's key is
 * what every other part checks ("used", "stored by this server"); a failure removes what was written, so no half
 * set is ever visible.
 */
export class ImageUploader {
  constructor(
    private readonly signer: UploadUrlSigner,
    private readonly storage: ObjectStorage,
    private readonly reencoder: ImageReencoder,
    private readonly variantEncoder: PhotoVariantEncoder,
  ) {}

  async upload(attempt: UploadAttempt, readBody: () => Promise<Uint8Array>): Promise<StoredImage> {
    const verdict = await this.signer.redeem(attempt);
    if (verdict !== 'valid') throw new UploadForbiddenError(verdict);
    // A restart forgets which URLs were used; the stored object still proves it.
    if (await this.storage.has(attempt.objectId)) throw new UploadForbiddenError('used');
    const bytes = await readBody();
    const format = imageFormatOf(bytes);
    if (!format) throw new UnsupportedImageError();
    // The copies are made from the upload while the photo is re-encoded (both decode it; two cores do it at once).
    const copies = this.copiesOf(bytes);
    copies.catch(() => undefined); // a refused photo (422) wins over its copies' failure
    const photo = await this.reencoder.reencode(bytes, format);
    await this.store(attempt.objectId, photo, await copies);
    return { objectPath: objectPathOf(attempt.objectId), contentType: CONTENT_TYPE_OF[format] };
  }

  /** Every copy of the domain rule, or PhotoNotStoredError: nothing is stored yet when this fails. */
  private async copiesOf(upload: Uint8Array): Promise<{ specs: PhotoVariantSpec[]; copies: Uint8Array[] }> {
    let specs: PhotoVariantSpec[];
    let copies: Uint8Array[];
    try {
      specs = variantSpecsFor(await this.variantEncoder.widthOf(upload));
      copies = await this.variantEncoder.encode(upload, specs);
    } catch {
      throw new PhotoNotStoredError('variants');
    }
    if (copies.length !== specs.length) throw new PhotoNotStoredError('variants');
    return { specs, copies };
  }

  private async store(objectId: string, photo: Uint8Array, { specs, copies }: { specs: PhotoVariantSpec[]; copies: Uint8Array[] }): Promise<void> {
    const companions = [
      ...specs.map((spec, index) => [variantKeyOf(objectId, spec), copies[index]!] as const),
      [variantListKeyOf(objectId), encodeVariantList(specs)] as const,
    ];
    const written = await Promise.allSettled(companions.map(([key, bytes]) => this.storage.put(key, bytes)));
    try {
      if (written.some((result) => result.status === 'rejected')) throw new PhotoNotStoredError('storage');
      await this.storage.put(objectId, photo);
    } catch {
      await Promise.allSettled([...companions.map(([key]) => this.storage.delete(key)), this.storage.delete(objectId)]);
      throw new PhotoNotStoredError('storage');
    }
  }
}
