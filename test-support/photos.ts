import sharp from 'sharp';
import type { CandidateFile } from '../domain/admin/upload-validation.js';

/**
 * Object mother of the photos and files the tests send (issue 22 point 2: one place for unit tests, Gherkin support and
 * Playwright specs): real photos of any size, colour and format, as bytes or as a file the operator picks, and the kinds
 * of file the portal must refuse. Sample data only: no rule of the portal is decided here.
 */
export type PhotoFormat = 'JPEG' | 'PNG' | 'WebP';

/** A colour of the photo, 0–255 each. */
export interface Colour {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

export interface PhotoOverrides {
  readonly width?: number;
  readonly height?: number;
  readonly format?: 'jpeg' | 'png' | 'webp';
  /** One colour over the whole photo; the default is a forest green of mean brightness 80 (neither dark nor bright to auto enhance). */
  readonly colour?: Colour;
  /** Random pixels instead of one colour: noise does not compress, so the file stays large. */
  readonly noisy?: boolean;
  readonly quality?: number;
}

const FOREST_GREEN: Colour = { r: 30, g: 120, b: 90 };

/** A real photo, 320 × 180 JPEG of one colour unless overridden. */
export async function aPhoto({ width = 320, height = 180, format = 'jpeg', colour = FOREST_GREEN, noisy = false, quality }: PhotoOverrides = {}): Promise<Buffer> {
  const image = noisy
    ? sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: colour } });
  return image.toFormat(format, quality === undefined ? {} : { quality }).toBuffer();
}

/** A photo as the operator picks it in a file dialog (Playwright's file payload): its format follows the name (.png, .webp, else JPEG). */
export async function aPickedPhoto(name: string, overrides: Omit<PhotoOverrides, 'format'> = {}): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const format = /\.png$/i.test(name) ? 'png' : /\.webp$/i.test(name) ? 'webp' : 'jpeg';
  return { name, mimeType: `image/${format}`, buffer: await aPhoto({ ...overrides, format }) };
}

/** A file as the upload widget's check sees it (domain/admin/upload-validation.ts): a 2 MB JPEG named photo.jpg unless overridden. */
export const aPickedFile = (overrides: Partial<CandidateFile> = {}): CandidateFile => ({ name: 'photo.jpg', type: 'image/jpeg', size: 2_000_000, lastModified: 0, ...overrides });

/** The first bytes of a JPEG and nothing else: what a transport carries, never decoded (the HTTP adapters' tests). */
export const jpegStartBytes = (): Uint8Array<ArrayBuffer> => new Uint8Array([0xff, 0xd8, 0xff]);

const cache = new Map<string, Promise<Buffer>>();
const once = (key: string, make: () => Promise<Buffer>) => {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key)!;
};

/** A green field with a yellow block in its top left corner: two colours, so a crop or a re-encoding has something to keep. */
export const scene = (width: number, height: number) =>
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
