import { describe, expect, it } from 'vitest';
import { StandInPhotoVariantEncoder } from '../../adapters/memory/stand-in-photo-variant-encoder.js';
import { VariantEncodingError } from './photo-variant-encoder.js';

describe('VariantEncodingError', () => {
  it('is what an encoder throws for bytes it cannot read', async () => {
    const error = await new StandInPhotoVariantEncoder().widthOf(new TextEncoder().encode('text')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VariantEncodingError);
    expect((error as Error).name).toBe('VariantEncodingError');
  });
});
