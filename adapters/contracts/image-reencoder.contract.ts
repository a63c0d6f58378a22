import { describe, expect, it } from 'vitest';
import { imageFormatOf } from '../../domain/objects/image-format.js';
import { UnreadableImageError, type ImageReencoder } from '../../domain/objects/image-reencoder.js';
import { aPhoto } from '../../test-support/photos.js';


/** Every ImageReencoder: a good image comes back in its format; other bytes are refused. */
export function imageReencoderContract(name: string, freshReencoder: () => ImageReencoder): void {
  describe(`${name} honours the ImageReencoder contract`, () => {
    it.each(['jpeg', 'png', 'webp'] as const)('gives back a %s image as the same format', async (format) => {
      const output = await freshReencoder().reencode(await aPhoto({ format, width: 32, height: 24 }), format);
      expect(imageFormatOf(output)).toBe(format);
    });

    it('refuses bytes that are not the named format', async () => {
      await expect(freshReencoder().reencode(new TextEncoder().encode('not an image'), 'jpeg')).rejects.toThrow(UnreadableImageError);
    });
  });
}
