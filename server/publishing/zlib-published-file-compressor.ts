import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PublishedFile, UncompressedFile } from '../../domain/publishing/publication-store.js';
import type { PublishedFileCompressor } from '../../domain/publishing/published-file-compressor.js';
import { PRECOMPRESSED_EXTENSIONS } from '../ui-hosting/precompressed-suffixes.js';

const brotliAsync = promisify(brotliCompress);

/**
 * Brotli's quality for a published file: 7, not the build's 11. Quality 11 took 290 ms for /tours (170 kB of HTML) on
 * two loaded cores, most of a publish's second (docs/decisions/105); 7 takes 25 ms for a copy 10 % larger (13.8 kB
 * against 12.5 kB), still inside the first round trip's 14.6 kB.
 */
const PUBLISHED_BROTLI_QUALITY = 7;
const gzipAsync = promisify(gzip);

/**
 * The Brotli and gzip copies of a file to publish (docs/decisions/102), made as scripts/precompress.ts makes the build's:
 * for the text files of PRECOMPRESSED_EXTENSIONS, gzip at its best setting and Brotli at PUBLISHED_BROTLI_QUALITY, a
 * copy kept only when it is smaller.
 * Node's zlib works on its thread pool, so a publish does not hold up the answers the server gives meanwhile.
 */
export class ZlibPublishedFileCompressor implements PublishedFileCompressor {
  async compress(file: UncompressedFile): Promise<PublishedFile> {
    const { file: name, body, contentType } = file;
    if (!PRECOMPRESSED_EXTENSIONS.includes(extname(name).toLowerCase())) return { file: name, body, contentType };
    const [br, gzipped] = await Promise.all([
      brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: PUBLISHED_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    return {
      file: name,
      body,
      contentType,
      ...(br.length < body.length ? { br } : {}),
      ...(gzipped.length < body.length ? { gzip: gzipped } : {}),
    };
  }
}
