import sharp from 'sharp';
import { VariantEncodingError, type PhotoVariantEncoder } from '../../domain/images/photo-variant-encoder.js';
import type { PhotoVariantSpec } from '../../domain/images/photo-variants.js';
import { MAX_IMAGE_PIXELS } from '../../domain/objects/image-format.js';

/**
 * Encoder settings (docs/decisions/048). AVIF at quality 50 looks like JPEG at about 80 for half the bytes; effort 0
 * of 9 makes a 12-megapixel photo's six copies in well under a second (`npm run bench`), where efforts 1 to 4 took
 * two to ten times longer for copies no smaller on photos.
 * WebP at quality 78 is its usual photo setting.
 */
const AVIF = { quality: 50, effort: 0 } as const;
const WEBP = { quality: 78, effort: 4 } as const;

/**
 * The copies made with libvips (sharp). The photo is decoded once, shrunk to the widest copy asked (JPEG and WebP
 * decode straight at a smaller scale), and every copy is resized from those pixels and encoded in parallel on
 * libuv's thread pool. No metadata is written: sharp drops it unless asked to keep it.
 */
export class SharpPhotoVariantEncoder implements PhotoVariantEncoder {
  async widthOf(photo: Uint8Array): Promise<number> {
    try {
      // autoOrient: the width once an EXIF orientation is applied (the photos we store are upright already).
      const width = (await sharp(photo, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata()).autoOrient.width;
      if (!width) throw new Error('no width');
      return width;
    } catch {
      throw new VariantEncodingError('The photo could not be read to make its smaller copies.');
    }
  }

  async encode(photo: Uint8Array, specs: readonly PhotoVariantSpec[]): Promise<Uint8Array[]> {
    if (specs.length === 0) return [];
    try {
      const widest = Math.max(...specs.map((spec) => spec.width));
      const { data, info } = await sharp(photo, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .autoOrient()
        .resize({ width: widest, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      return await Promise.all(
        specs.map(async ({ width, format }) => {
          const resized = sharp(data, { raw }).resize({ width, withoutEnlargement: true });
          const encoded = format === 'avif' ? resized.avif(AVIF) : resized.webp(WEBP);
          return new Uint8Array(await encoded.toBuffer());
        }),
      );
    } catch {
      throw new VariantEncodingError('The smaller copies of the photo could not be made.');
    }
  }
}
