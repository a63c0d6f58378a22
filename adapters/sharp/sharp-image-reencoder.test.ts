import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { aPhoto } from '../../test-support/photos.js';
import { imageReencoderContract } from '../contracts/image-reencoder.contract.js';
import { SharpImageReencoder } from './sharp-image-reencoder.js';

imageReencoderContract('SharpImageReencoder', () => new SharpImageReencoder());

describe('SharpImageReencoder', () => {
  it('drops EXIF (GPS) metadata and turns the pixels upright', async () => {
    const sideways = await sharp(await aPhoto({ format: 'jpeg', width: 40, height: 20 }))
      .withExif({ IFD0: { Make: 'Phone', Copyright: 'GPS 9.93N 84.08W' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const output = await new SharpImageReencoder().reencode(sideways, 'jpeg');
    const metadata = await sharp(output).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation ?? 1).toBe(1);
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
  });

  it('refuses an image over the pixel limit without decoding it', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    await expect(new SharpImageReencoder().reencode(huge, 'png')).rejects.toThrow(/pixels/);
  });

  it('refuses a file that only starts like a JPEG', async () => {
    await expect(new SharpImageReencoder().reencode(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0]), 'jpeg')).rejects.toThrow(/could not be read/);
  });
});
