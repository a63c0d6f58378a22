import type { ImageFormat } from './image-format.js';

/**
 * Decodes an uploaded image and encodes it again in the same format, upright and without metadata
 * (EXIF, GPS position). Refuses images it cannot decode or that exceed the pixel limit.
 */
export interface ImageReencoder {
  reencode(bytes: Uint8Array, format: ImageFormat): Promise<Uint8Array>;
}

/** The image could not be decoded, or it is larger than MAX_IMAGE_PIXELS. */
export class UnreadableImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableImageError';
  }
}
