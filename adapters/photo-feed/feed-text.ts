import { readFile } from 'node:fs/promises';
import { PhotoFeedUnavailableError } from '../../domain/photo-feed/photo-feed-source.js';

/**
 * Gives the raw text of a feed; throws PhotoFeedUnavailableError when it cannot. `url` is the feed's
 * own address, against which its relative links and image addresses are resolved; a feed without one
 * (the bundled sample) may name paths on this server ("/sample-feed/…").
 */
export interface FeedText {
  (): Promise<string>;
  readonly url?: string;
}

/** docs/decisions/057: the largest feed read; a longer one is cut off there and refused, never read whole. */
export const MAX_FEED_BYTES = 5 * 1024 * 1024;
const FEED_TIMEOUT_MS = 10_000;

/**
 * The feed at an http(s) URL, with a timeout and a size cap: a feed that says it is larger than
 * `maxBytes` is refused before its body is read, and the body is read as it arrives and dropped (the
 * connection closed) as soon as it passes `maxBytes`, so a huge feed never sits in memory.
 */
export function feedTextFromUrl(url: string, fetchImpl: typeof fetch = fetch, maxBytes = MAX_FEED_BYTES): FeedText {
  return Object.assign(async () => {
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS), headers: { accept: 'application/rss+xml, application/xml, application/json;q=0.9, */*;q=0.5' } });
    } catch (error) {
      throw new PhotoFeedUnavailableError(`could not reach the feed (${reason(error)})`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new PhotoFeedUnavailableError(`the feed answered ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length') ?? '');
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new PhotoFeedUnavailableError(`the feed is larger than ${maxBytes} bytes`);
    }
    return readAtMost(response.body, maxBytes);
  }, { url });
}

/** The body as UTF-8 text, read chunk by chunk; past `maxBytes` the rest is cancelled unread. */
async function readAtMost(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new PhotoFeedUnavailableError(`the feed is larger than ${maxBytes} bytes`);
      }
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    if (error instanceof PhotoFeedUnavailableError) throw error;
    throw new PhotoFeedUnavailableError(`the feed broke off (${reason(error)})`);
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A feed file shipped with the server (the bundled sample). */
export function feedTextFromFile(file: string): FeedText {
  return async () => {
    try {
      return await readFile(file, 'utf8');
    } catch (error) {
      throw new PhotoFeedUnavailableError(`could not read ${file} (${error instanceof Error ? error.message : String(error)})`);
    }
  };
}

/**
 * A link or image address a browser may follow: http(s) only, resolved against the feed's address
 * (`base`). Without a base (the bundled sample) a path on this server ("/sample-feed/…") is kept as
 * it is. Anything else (javascript:, data:, ftp:, a relative address with nothing to resolve it
 * against) is undefined.
 */
export function feedUrl(value: unknown, base: string | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text) return undefined;
  if (base === undefined && text.startsWith('/') && !text.startsWith('//')) return text;
  let url: URL;
  try {
    url = base === undefined ? new URL(text) : new URL(text, base);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/** An RFC 822 or ISO date as ISO 8601, or undefined. */
export function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
