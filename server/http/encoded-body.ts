import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type ContentCoding, negotiateEncoding } from './negotiate-encoding.js';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.js';

/** Response headers as name/value pairs, in the order they are sent. */
export type HeaderPairs = readonly (readonly [string, string])[];

/** A body and the compressed copies of it that exist (written by scripts/precompress.ts, or made here). */
export interface EncodedBodyParts {
  readonly identity: Buffer;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

export interface EncodedBodyHeaders {
  readonly contentType: string;
  readonly cacheControl: string;
  /** Sent on every answer of this body, e.g. the security headers when the answer bypasses their middleware. */
  readonly extra?: HeaderPairs;
}

/**
 * Below this size a body is sent as it is: compression would save less than the header it costs. Half the
 * `compression` package's 1 kB, because the copies are made once per change, not per request, and the
 * eleven tours' photo list (about 700 bytes of JSON) shrinks to a third.
 */
export const COMPRESSION_THRESHOLD_BYTES = 512;

interface Variant {
  readonly body: Buffer;
  /** Flat [name, value, name, value…] lists for `writeHead`, built once: no header is assembled per request. */
  readonly headers: readonly string[];
  readonly notModifiedHeaders: readonly string[];
}

/** The list, with the request's id when the access log gave it one (server/http/request-id.ts). */
function withRequestId(response: ServerResponse, headers: readonly string[]): string[] {
  const id = requestIdOf(response);
  return (id === undefined ? headers : [...headers, REQUEST_ID_HEADER, id]) as string[];
}

const SUFFIX: Record<ContentCoding, string> = { identity: '', br: '-br', gzip: '-gz' };

/**
 * One response body with its Brotli and gzip copies, its ETags and its headers, computed once and sent
 * by Accept-Encoding (docs/decisions/047): Brotli first, then gzip, else as it is, always with
 * `Vary: Accept-Encoding` when a copy exists; 304 when If-None-Match names one of its ETags.
 * Each coding has its own strong ETag (the bytes differ); a validator of any coding of the same body
 * is accepted, since the body behind it has not changed.
 */
export class EncodedBody {
  readonly etag: string;
  private readonly variants: Partial<Record<ContentCoding, Variant>>;
  private readonly available: { br: boolean; gzip: boolean };
  private readonly etags: ReadonlySet<string>;

  /** `hash`: the identity bytes' hash when it is known already (withHeaders). */
  constructor(
    private readonly parts: EncodedBodyParts,
    headers: EncodedBodyHeaders,
    private readonly hash = createHash('sha256').update(parts.identity).digest('base64url').slice(0, 27),
  ) {
    this.etag = `"${hash}"`;
    this.available = { br: parts.br !== undefined, gzip: parts.gzip !== undefined };
    const varies = this.available.br || this.available.gzip;
    const variant = (coding: ContentCoding, body: Buffer): Variant => {
      const etag = `"${hash}${SUFFIX[coding]}"`;
      const common = [
        ...(headers.extra ?? []).flat(),
        'Cache-Control',
        headers.cacheControl,
        'ETag',
        etag,
        ...(varies ? ['Vary', 'Accept-Encoding'] : []),
      ];
      const all = [...common, 'Content-Type', headers.contentType, ...(coding === 'identity' ? [] : ['Content-Encoding', coding]), 'Content-Length', String(body.length)];
      return { body, headers: all, notModifiedHeaders: common };
    };
    this.variants = {
      identity: variant('identity', parts.identity),
      ...(parts.br ? { br: variant('br', parts.br) } : {}),
      ...(parts.gzip ? { gzip: variant('gzip', parts.gzip) } : {}),
    };
    this.etags = new Set((['identity', 'br', 'gzip'] as const).filter((coding) => this.variants[coding]).map((coding) => `"${hash}${SUFFIX[coding]}"`));
  }

  /** The same bytes and ETags with other headers, without hashing the bytes again (a published file kept by the next generation). */
  withHeaders(headers: EncodedBodyHeaders): EncodedBody {
    return new EncodedBody(this.parts, headers, this.hash);
  }

  /** A body made at run time (an API answer): compressed when it is large enough to gain from it. */
  static compressing(identity: Buffer, headers: EncodedBodyHeaders): EncodedBody {
    if (identity.length < COMPRESSION_THRESHOLD_BYTES) return new EncodedBody({ identity }, headers);
    return new EncodedBody({ identity, ...compress(identity) }, headers);
  }

  /** The coding this request gets. */
  codingFor(acceptEncoding: string | undefined): ContentCoding {
    return negotiateEncoding(acceptEncoding, this.available);
  }

  /** Whether an If-None-Match header names this body (weak comparison, RFC 9110 §13.1.2). */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    for (const tag of ifNoneMatch.split(',')) {
      const opaque = tag.trim().replace(/^W\//, '');
      if (this.etags.has(opaque)) return true;
    }
    return false;
  }

  /**
   * Answers with one `writeHead` and one `end`. A GET or HEAD whose If-None-Match names this body gets 304
   * (only for a 200 answer: a not-found page is never "not modified"). Node leaves the body out of HEAD answers.
   */
  send(request: IncomingMessage, response: ServerResponse, status = 200): void {
    const coding = this.codingFor(request.headers['accept-encoding']);
    const variant = this.variants[coding] ?? this.variants.identity!;
    if (status === 200 && (request.method === 'GET' || request.method === 'HEAD') && this.matches(request.headers['if-none-match'])) {
      response.writeHead(304, withRequestId(response, variant.notModifiedHeaders));
      response.end();
      return;
    }
    response.writeHead(status, withRequestId(response, variant.headers));
    response.end(variant.body);
  }
}

/** Brotli at its best quality, gzip at its best level: each copy is made once per body, not per request. */
export function compress(body: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * The EncodedBody of the latest text of a changing answer (the tour image list, the operator's CSV):
 * the text is read each time, so a change made anywhere (another server, the operator's editor) shows
 * at once, but the hash and the compression are redone only when the text changed.
 */
export class LatestEncodedBody {
  private latest: { text: string; body: EncodedBody } | undefined;
  private latestValue: { value: object; body: EncodedBody } | undefined;

  constructor(private readonly headers: EncodedBodyHeaders) {}

  of(text: string): EncodedBody {
    if (this.latest?.text !== text) this.latest = { text, body: EncodedBody.compressing(Buffer.from(text, 'utf8'), this.headers) };
    return this.latest.body;
  }

  /** A value's JSON, written again only when a new value comes (a source that returns the same object while it is unchanged, such as TourImagesLister). */
  ofJson(value: object): EncodedBody {
    if (this.latestValue?.value !== value) this.latestValue = { value, body: this.of(JSON.stringify(value)) };
    return this.latestValue.body;
  }
}
