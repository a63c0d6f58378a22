import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageFormatOf } from '../../domain/objects/image-format.js';
import { UnreadableImageError, type ImageReencoder } from '../../domain/objects/image-reencoder.js';

export async function sampleImage(format: 'jpeg' | 'png' | 'webp', width = 32, height = 24): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** Every ImageReencoder: a good image comes back in its format; other bytes are refused. */
export function imageReencoderContract(name: string, freshReencoder: () => ImageReencoder): void {
  describe(`${name} honours the ImageReencoder contract`, () => {
    it.each(['jpeg', 'png', 'webp'] as const)('gives back a %s image as the same format', async (format) => {
      const output = await freshReencoder().reencode(await sampleImage(format), format);
      expect(imageFormatOf(output)).toBe(format);
    });

    it('refuses bytes that are not the named format', async () => {
      await expect(freshReencoder().reencode(new TextEncoder().encode('not an image'), 'jpeg')).rejects.toThrow(UnreadableImageError);
    });
  });
}
