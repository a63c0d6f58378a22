import { imageFormatOf } from '../../domain/objects/image-format.js';
import { VariantEncodingError, type PhotoVariantEncoder } from '../../domain/images/photo-variant-encoder.js';
import type { PhotoVariantSpec } from '../../domain/images/photo-variants.js';

/**
 * A PhotoVariantEncoder without a decoder, for fast tests: every image counts as `width` pixels wide, and each copy
 * is a tiny file with its format's signature and its spec (not a picture). Bytes that are not a JPEG, PNG or WebP
 * are refused, as a decoder would.
 */
export class StandInPhotoVariantEncoder implements PhotoVariantEncoder {
  constructor(private readonly width = 2000) {}

  async widthOf(photo: Uint8Array): Promise<number> {
    this.check(photo);
    return this.width;
  }

  async encode(photo: Uint8Array, specs: readonly PhotoVariantSpec[]): Promise<Uint8Array[]> {
    this.check(photo);
    return specs.map(({ width, format }) => {
      const label = `${width}`;
      const signature = format === 'avif' ? `\0\0\0\x18ftypavif${label}` : `RIFF\0\0\0\0WEBP${label}`;
      return Uint8Array.from(signature, (character) => character.charCodeAt(0));
    });
  }

  private check(photo: Uint8Array): void {
    if (!imageFormatOf(photo)) throw new VariantEncodingError('The photo could not be read.');
  }
}
