import type { Publication, PublishedFile } from '../../domain/publishing/publication-store.js';
import { EncodedBody, type EncodedBodyHeaders, type HeaderPairs } from '../http/encoded-body.js';
import { addressOf, NOT_FOUND_FILE, PAGE, SiteIndex } from '../ui-hosting/site-index.js';
import { WITHDRAWN, type PublishedOverlay, type SiteHeaders } from '../ui-hosting/ui-hosting.js';

/** Names the generation a published answer comes from, so an operator (or a test) can tell which one a server serves. */
export const PUBLICATION_GENERATION_HEADER = 'X-Publication-Generation';

/** The bytes as a Buffer over the same memory (EncodedBody keeps Buffers). */
const bufferOf = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A file of the overlay as this server answers it: its bytes, and its answer when it has an address of its own. */
type ServedFile = { readonly file: PublishedFile; readonly body: EncodedBody | undefined } | typeof WITHDRAWN;

/** What a server answers from one generation, with each file as answered, so the next generation can keep the files it did not change. */
export interface ServedPublication extends PublishedOverlay {
  readonly byFile: ReadonlyMap<string, ServedFile>;
}

/** The headers of a file's answer but its generation, or undefined for a file never answered by its name. */
function answerHeadersOf(file: PublishedFile, headers: SiteHeaders): Omit<EncodedBodyHeaders, 'extra'> & { extra: HeaderPairs } | undefined {
  if (file.file === NOT_FOUND_FILE) return { contentType: file.contentType, cacheControl: PAGE, extra: headers.page };
  const address = addressOf(file.file);
  return address && { contentType: file.contentType, cacheControl: address.cacheControl, extra: address.page ? headers.page : headers.file };
}

/**
 * What a server answers from one publication (docs/decisions/102), made once when its generation is swapped in: each
 * published file as a body ready to send, with its copies, its ETag, the caching of the build's file of the same name
 * and the same headers; each withdrawn file as not found; the published 404 page, if any. Given the generation served
 * before and a publication read with `filesChangedAfter` it (docs/decisions/108), the files the new generation did not
 * change keep their bodies and ETags; only their generation header is new, so no unchanged byte is hashed again.
 */
export function servedPublication(publication: Publication, headers: SiteHeaders, previous?: ServedPublication): ServedPublication {
  const generation: HeaderPairs = [[PUBLICATION_GENERATION_HEADER, String(publication.head.generation)]];
  const served = (file: PublishedFile, kept?: EncodedBody): ServedFile => {
    const answer = answerHeadersOf(file, headers);
    if (answer === undefined) return { file, body: undefined };
    const withGeneration = { ...answer, extra: [...answer.extra, ...generation] };
    return {
      file,
      body:
        kept?.withHeaders(withGeneration) ??
        new EncodedBody({ identity: bufferOf(file.body), ...(file.br ? { br: bufferOf(file.br) } : {}), ...(file.gzip ? { gzip: bufferOf(file.gzip) } : {}) }, withGeneration),
    };
  };

  const byFile = new Map<string, ServedFile>();
  for (const name of publication.unchangedFiles ?? []) {
    const before = previous?.byFile.get(name);
    // A publication read since a generation names only files that generation had: the server served it, so it holds them.
    if (before === undefined) throw new Error(`The publication names ${name} as unchanged since the generation served, which did not have it`);
    byFile.set(name, before === WITHDRAWN ? WITHDRAWN : served(before.file, before.body));
  }
  for (const file of publication.files) byFile.set(file.file, served(file));
  for (const file of publication.withdrawnFiles) byFile.set(file, WITHDRAWN);

  const index = new SiteIndex<EncodedBody | typeof WITHDRAWN>();
  let notFound: EncodedBody | undefined;
  for (const [name, entry] of byFile) {
    if (entry === WITHDRAWN) index.add(name, () => WITHDRAWN);
    else if (name === NOT_FOUND_FILE) notFound = entry.body;
    else if (entry.body !== undefined) index.add(name, () => entry.body!);
  }
  const texts = new Map<string, string>();
  const textOf = (name: string): string | undefined => {
    const entry = byFile.get(name);
    if (entry === undefined || entry === WITHDRAWN) return undefined;
    let text = texts.get(name);
    if (text === undefined) texts.set(name, (text = new TextDecoder().decode(entry.file.body)));
    return text;
  };
  return { find: (path) => index.find(path), notFound, textOf, byFile };
}
