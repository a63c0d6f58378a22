/**
 * The compressed copies scripts/precompress.ts writes beside each text file of the build, and which
 * server/ui-hosting/ui-hosting.ts serves by Accept-Encoding (docs/decisions/047).
 */
export const PRECOMPRESSED_SUFFIXES = [
  { coding: 'br', extension: '.br' },
  { coding: 'gzip', extension: '.gz' },
] as const;

/** The text files of the build worth compressing; images (PNG, JPEG, WebP) are compressed already. */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = ['.html', '.js', '.css', '.json', '.svg', '.csv', '.xml', '.txt', '.webmanifest'];
