/** The content codings the server sends, in the order it prefers them (docs/decisions/047). */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Which compressed copies of a body exist. */
export interface AvailableCodings {
  readonly br: boolean;
  readonly gzip: boolean;
}

const PREFERRED: readonly ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * The codings an Accept-Encoding header allows (q > 0), read once per distinct header value: browsers send
 * a handful of exact strings, so the cache stays tiny; a client that varies it freely only empties it.
 */
const acceptedCache = new Map<string, ReadonlySet<string>>();
const CACHE_LIMIT = 64;

function accepted(header: string): ReadonlySet<string> {
  let codings = acceptedCache.get(header);
  if (codings) return codings;
  const allowed = new Set<string>();
  const refused = new Set<string>();
  for (const part of header.split(',')) {
    const [rawName = '', ...parameters] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
    (q !== undefined && Number(q) === 0 ? refused : allowed).add(name);
  }
  // A wildcard stands for every coding the header does not name (RFC 9110 §12.5.3).
  if (allowed.has('*')) for (const coding of PREFERRED) if (!refused.has(coding)) allowed.add(coding);
  codings = allowed;
  if (acceptedCache.size >= CACHE_LIMIT) acceptedCache.clear();
  acceptedCache.set(header, codings);
  return codings;
}

/**
 * The coding to send: Brotli when the client accepts it and a Brotli copy exists, then gzip, else the
 * body as it is. Identity is always possible, so no request is refused with 406.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: AvailableCodings): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const codings = accepted(acceptEncoding);
  for (const coding of PREFERRED) if (available[coding] && codings.has(coding)) return coding;
  return 'identity';
}
