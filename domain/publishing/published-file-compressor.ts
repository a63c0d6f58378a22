import type { PublishedFile, UncompressedFile } from './publication-store.js';

/**
 * Makes a file's Brotli and gzip copies before it is committed (docs/decisions/102), once per publish rather than per
 * request, as the build does for its own files: a copy only where the file is text and the copy is smaller.
 */
export interface PublishedFileCompressor {
  compress(file: UncompressedFile): Promise<PublishedFile>;
}
