import type { PhotoVariantSpec } from './photo-variants.js';

/**
 * Makes the smaller copies of an uploaded photo (docs/decisions/048-responsive-photo-variants.md), upright and
 * without metadata, like the ImageReencoder's own copy. The photo's format has been checked by its first bytes.
 */
export interface PhotoVariantEncoder {
  /** The photo's width in pixels, upright. */
  widthOf(photo: Uint8Array): Promise<number>;
  /** One encoded copy per spec, in the order asked. */
  encode(photo: Uint8Array, specs: readonly PhotoVariantSpec[]): Promise<Uint8Array[]>;
}

/** A copy could not be made (the photo is not readable by the encoder, or the encoder failed). */
export class VariantEncodingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VariantEncodingError';
  }
}
