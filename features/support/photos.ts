import sharp from 'sharp';

/**
 * Object mother of the files an operator might upload (each case named and built in one place): real photos in each format, and
 * the kinds of file the portal must refuse.
 */
export type PhotoFormat = 'JPEG' | 'PNG' | 'WebP';

const cache = new Map<string, Promise<Buffer>>();
const once = (key: string, make: () => Promise<Buffer>) => {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key)!;
};

const scene = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 34, g: 139, b: 87 } } }).composite([
    { input: { create: { width: Math.round(width / 2), height: Math.round(height / 3), channels: 3, background: { r: 240, g: 200, b: 80 } } }, top: 0, left: 0 },
  ]);

export function photo(format: PhotoFormat): Promise<Buffer> {
  return once(`photo-${format}`, () => {
    const image = scene(64, 48);
    return (format === 'JPEG' ? image.jpeg() : format === 'PNG' ? image.png() : image.webp()).toBuffer();
  });
}

/** A real JPEG photo `width` pixels wide, 16:10, as a camera or the crop dialog would send it (docs/decisions/048). */
export function photoOfWidth(width: number): Promise<Buffer> {
  return once(`photo-${width}`, () => scene(width, Math.round((width * 10) / 16)).jpeg({ quality: 90 }).toBuffer());
}

/** A sideways phone photo (EXIF orientation 6) that tells where it was taken. */
export function phonePhotoWithLocation(): Promise<Buffer> {
  return once('phone', async () =>
    sharp(await scene(80, 40).jpeg().toBuffer())
      .withExif({ IFD0: { Make: 'Phone', ImageDescription: 'GPS 10.4626N 84.7032W La Fortuna' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer(),
  );
}

/** A small PNG that unpacks to 48 megapixels: a decompression bomb. */
export function decompressionBomb(): Promise<Buffer> {
  return once('bomb', () => sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer());
}

export const textFile = () => Buffer.from('Packing list: sunscreen, insect repellent, rain jacket.\n');
export const svgDrawing = () =>
  Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
/** A JPEG-looking file one megabyte over the 10 MB limit. */
export const elevenMegabytes = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * 1024 * 1024)]);
