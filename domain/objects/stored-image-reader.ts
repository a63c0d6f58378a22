import { CONTENT_TYPE_OF, imageFormatOf } from './image-format.js';
import { isObjectId } from './object-id.js';
import type { ObjectStorage } from './object-storage.js';

export interface ImageFile {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/** Use case: a visitor's browser loads a stored photo (docs/architecture.md §3 GET /objects/{uuid}). */
export class StoredImageReader {
  constructor(private readonly storage: ObjectStorage) {}

  /** The image with its real content type (from its bytes), or undefined for any unknown id. */
  async read(objectId: string): Promise<ImageFile | undefined> {
    if (!isObjectId(objectId)) return undefined;
    const bytes = await this.storage.get(objectId);
    const format = bytes && imageFormatOf(bytes);
    return format ? { bytes: bytes!, contentType: CONTENT_TYPE_OF[format] } : undefined;
  }
}
