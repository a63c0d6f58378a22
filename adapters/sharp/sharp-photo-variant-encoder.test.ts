import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { variantSpecsFor } from '../../domain/images/photo-variants.js';
import { photoVariantEncoderContract } from '../contracts/photo-variant-encoder.contract.js';
import { aPhoto, scene } from '../../test-support/photos.js';
import { SharpImageReencoder } from './sharp-image-reencoder.js';
import { SharpPhotoVariantEncoder } from './sharp-photo-variant-encoder.js';

photoVariantEncoderContract('SharpPhotoVariantEncoder', () => new SharpPhotoVariantEncoder());

/** A real photo through sharp: a 2000 × 1250 JPEG as the re-encoder keeps it. */
async function storedPhoto(): Promise<Uint8Array> {
  return new SharpImageReencoder().reencode(new Uint8Array(await scene(2000, 1250).jpeg().toBuffer()), 'jpeg');
}

describe('SharpPhotoVariantEncoder', () => {
  it('makes every copy of the domain rule at its width and the photo\'s aspect, as real AVIF and WebP', async () => {
    const photo = await storedPhoto();
    const encoder = new SharpPhotoVariantEncoder();
    const width = await encoder.widthOf(photo);
    expect(width).toBe(2000);
    const specs = variantSpecsFor(width);
    const copies = await encoder.encode(photo, specs);
    const metadata = await Promise.all(copies.map((copy) => sharp(copy).metadata()));
    expect(metadata.map(({ format, compression, width: w, height }) => [format === 'heif' ? compression : format, w, height])).toEqual([
      ['av1', 480, 300],
      ['av1', 960, 600],
      ['av1', 1600, 1000],
      ['webp', 480, 300],
      ['webp', 960, 600],
      ['webp', 1600, 1000],
    ]);
    expect(metadata.every((copy) => copy.exif === undefined && copy.xmp === undefined)).toBe(true);
    // Each copy is smaller than the photo it came from.
    for (const copy of copies) expect(copy.length).toBeLessThan(photo.length);
  });

  it('never makes a copy wider than the photo', async () => {
    const copies = await new SharpPhotoVariantEncoder().encode(await aPhoto({ format: 'png', width: 64, height: 40 }), [{ width: 480, format: 'webp' }]);
    expect((await sharp(copies[0]!).metadata()).width).toBe(64);
  });

  it('measures a sideways photo by its upright width', async () => {
    const sideways = await sharp(await aPhoto({ format: 'jpeg', width: 80, height: 40 })).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await new SharpPhotoVariantEncoder().widthOf(sideways)).toBe(40);
  });
});
