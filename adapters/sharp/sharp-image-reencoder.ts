import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, type ImageFormat } from '../../domain/objects/image-format.js';
import { UnreadableImageError, type ImageReencoder } from '../../domain/objects/image-reencoder.js';

/**
 * Decodes with libvips (sharp) and encodes again: EXIF orientation is applied to the pixels, and no
 * metadata (EXIF, GPS, XMP) is written, because sharp drops it unless asked to keep it. Images over
 * MAX_IMAGE_PIXELS are refused before decoding (decompression bombs).
 */
export class SharpImageReencoder implements ImageReencoder {
  async reencode(bytes: Uint8Array, format: ImageFormat): Promise<Uint8Array> {
    try {
      const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).autoOrient();
      const encoded =
        format === 'jpeg'
          ? image.jpeg({ quality: 90, mozjpeg: true })
          : format === 'png'
            ? image.png({ compressionLevel: 9 })
            : image.webp({ quality: 90 });
      return new Uint8Array(await encoded.toBuffer());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new UnreadableImageError(
        /pixel limit/i.test(message)
          ? `The image has more than ${MAX_IMAGE_PIXELS.toLocaleString('en-US')} pixels.`
          : 'The image could not be read.',
      );
    }
  }
}
