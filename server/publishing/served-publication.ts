import type { Publication, PublishedFile } from '../../domain/publishing/publication-store.js';
import { EncodedBody, type HeaderPairs } from '../http/encoded-body.js';
import { NOT_FOUND_FILE, PAGE, SiteIndex } from '../ui-hosting/site-index.js';
import { WITHDRAWN, type PublishedOverlay, type SiteHeaders } from '../ui-hosting/ui-hosting.js';

/** Names the generation a published answer comes from, so an operator (or a test) can tell which one a server serves. */
export const PUBLICATION_GENERATION_HEADER = 'X-Publication-Generation';

/** The bytes as a Buffer over the same memory (EncodedBody keeps Buffers). */
const bufferOf = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * What a server answers from one publication (docs/decisions/102), made once when its generation is swapped in: each
 * published file as a body ready to send, with its copies, its ETag, the caching of the build's file of the same name
 * and the same headers; each withdrawn file as not found; the published 404 page, if any.
 */
export function servedPublication(publication: Publication, headers: SiteHeaders): PublishedOverlay {
  const generation: HeaderPairs = [[PUBLICATION_GENERATION_HEADER, String(publication.head.generation)]];
  const bodyOf = (file: PublishedFile, cacheControl: string, extra: HeaderPairs): EncodedBody =>
    new EncodedBody(
      { identity: bufferOf(file.body), ...(file.br ? { br: bufferOf(file.br) } : {}), ...(file.gzip ? { gzip: bufferOf(file.gzip) } : {}) },
      { contentType: file.contentType, cacheControl, extra: [...extra, ...generation] },
    );
  const index = new SiteIndex<EncodedBody | typeof WITHDRAWN>();
  let notFound: EncodedBody | undefined;
  for (const file of publication.files) {
    if (file.file === NOT_FOUND_FILE) notFound = bodyOf(file, PAGE, headers.page);
    else index.add(file.file, (address) => bodyOf(file, address.cacheControl, address.page ? headers.page : headers.file));
  }
  for (const file of publication.withdrawnFiles) index.add(file, () => WITHDRAWN);
  const published = new Map(publication.files.map((file) => [file.file, file]));
  const texts = new Map<string, string>();
  const textOf = (name: string): string | undefined => {
    const file = published.get(name);
    if (file === undefined) return undefined;
    let text = texts.get(name);
    if (text === undefined) texts.set(name, (text = new TextDecoder().decode(file.body)));
    return text;
  };
  return { find: (path) => index.find(path), notFound, textOf };
}
