import { imageFormatOf, type ImageFormat } from '../../domain/objects/image-format.js';
import { UnreadableImageError, type ImageReencoder } from '../../domain/objects/image-reencoder.js';

/** An ImageReencoder that keeps the bytes as they are (no decoder): for fast tests only. */
export class PassThroughImageReencoder implements ImageReencoder {
  async reencode(bytes: Uint8Array, format: ImageFormat): Promise<Uint8Array> {
    if (imageFormatOf(bytes) !== format) throw new UnreadableImageError(`The file is not a ${format} image.`);
    return Uint8Array.from(bytes);
  }
}
