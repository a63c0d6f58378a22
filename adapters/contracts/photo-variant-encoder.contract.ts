import { describe, expect, it } from 'vitest';
import { VariantEncodingError, type PhotoVariantEncoder } from '../../domain/images/photo-variant-encoder.js';
import { variantFormatOf, type PhotoVariantSpec } from '../../domain/images/photo-variants.js';
import { aPhoto } from '../../test-support/photos.js';

/** Every PhotoVariantEncoder: a width for a real photo, each copy asked for in its format and order, other bytes refused. */
export function photoVariantEncoderContract(name: string, freshEncoder: () => PhotoVariantEncoder): void {
  describe(`${name} honours the PhotoVariantEncoder contract`, () => {
    it.each(['jpeg', 'png', 'webp'] as const)('measures a %s photo as a positive whole width', async (format) => {
      const width = await freshEncoder().widthOf(await aPhoto({ format, width: 64, height: 40 }));
      expect(Number.isInteger(width) && width > 0).toBe(true);
    });

    it('gives one copy per spec, in the order and format asked', async () => {
      const specs: PhotoVariantSpec[] = [
        { width: 48, format: 'avif' },
        { width: 32, format: 'avif' },
        { width: 48, format: 'webp' },
      ];
      const copies = await freshEncoder().encode(await aPhoto({ format: 'jpeg', width: 64, height: 40 }), specs);
      expect(copies.map(variantFormatOf)).toEqual(['avif', 'avif', 'webp']);
    });

    it('gives nothing for no spec', async () => {
      expect(await freshEncoder().encode(await aPhoto({ format: 'png', width: 32, height: 24 }), [])).toEqual([]);
    });

    it('refuses bytes that are not a photo', async () => {
      const text = new TextEncoder().encode('not an image');
      await expect(freshEncoder().widthOf(text)).rejects.toThrow(VariantEncodingError);
      await expect(freshEncoder().encode(text, [{ width: 10, format: 'webp' }])).rejects.toThrow(VariantEncodingError);
    });
  });
}
