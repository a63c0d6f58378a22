/**
 * docs/product.md §5, §9: an uploaded photo is at most 10 MB (10485760 bytes). The one home of the
 * limit: the admin page's upload check (domain/admin/upload-validation.ts), the in-memory uploads and
 * the server's upload URL (413) all read it here.
 */
export const MAX_UPLOAD_BYTES = 10_485_760;
/**
 * A decoded image may hold at most this many pixels (a decompression-bomb guard; docs/product.md
 * says nothing of it, and 40 megapixels is larger than any phone photo).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export const CONTENT_TYPE_OF: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image format told by the file's first bytes (never by its name or Content-Type), if allowed. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  // Past the end of a short file a byte reads undefined, which equals no value of the prefix.
  return prefix.every((value, index) => bytes[index] === value);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}
