import { parseVariantKey, VARIANT_CONTENT_TYPE, variantFormatOf } from '../images/photo-variants.js';
import { CONTENT_TYPE_OF, imageFormatOf } from './image-format.js';
import { isObjectId } from './object-id.js';
import type { ObjectStorage } from './object-storage.js';

export interface ImageFile {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/**
 * Use case: a visitor's browser loads a stored photo (docs/architecture.md §3 GET /objects/{uuid}) or one of its
 * copies (`/objects/{uuid}-{width}.{avif|webp}`, docs/decisions/048).
 */
export class StoredImageReader {
  constructor(private readonly storage: ObjectStorage) {}

  /**
   * The image with its real content type (from its bytes), or undefined for any unknown name. Only an object id
   * or a copy's key is ever asked of storage, so no other stored object (a copy list) is ever served.
   */
  async read(name: string): Promise<ImageFile | undefined> {
    if (isObjectId(name)) {
      const bytes = await this.storage.get(name);
      const format = bytes && imageFormatOf(bytes);
      return format ? { bytes: bytes!, contentType: CONTENT_TYPE_OF[format] } : undefined;
    }
    const variant = parseVariantKey(name);
    if (!variant) return undefined;
    // A copy is served only while its photo is stored: copies are written first, so a save cut short (or one still
    // writing) leaves copies no photo owns (docs/decisions/094). Both asked at once: no extra wait on S3.
    const [bytes, photoStored] = await Promise.all([this.storage.get(name), this.storage.has(variant.objectId)]);
    // A copy is served only as the format its name says, and that its bytes are.
    return photoStored && bytes && variantFormatOf(bytes) === variant.format ? { bytes, contentType: VARIANT_CONTENT_TYPE[variant.format] } : undefined;
  }
}
